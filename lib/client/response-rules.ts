import { Code, SubCode, type Envelope } from '@/lib/contract/codes';
import { toast } from './toast';
import { announceLoginChange, openLogin } from './login-events';
import { setLoginType } from './storage';
import { isWechatBrowser, startOfficialAuthorisation } from './wechat';

/**
 * §8 response rules, in one place: lib/client/bff.ts runs them on every refusal. They return true when they
 * acted (a login overlay, an authorisation, a modal), so the caller need not also show the subMsg.
 */
export const WECHAT_MODAL_EVENT = 'hall:wechat-modal';
const LOADING_MS = 1500;

/** Words the rules show; set by <ResponseRuleTexts> in the layout, which knows the language. */
let texts = { authorising: '' };
export const setResponseRuleTexts = (value: typeof texts) => {
  texts = value;
};

function loggedOut() {
  setLoginType(null);
  announceLoginChange();
}

export function applyResponseRules(envelope: Envelope<unknown>): boolean {
  const sub = Number(envelope.subCode);
  const onHome = window.location.pathname === '/';
  const wechat = isWechatBrowser();

  if (sub === SubCode.wechatModal) {
    window.dispatchEvent(new CustomEvent<string>(WECHAT_MODAL_EVENT, { detail: envelope.subMsg ?? '' }));
    return true;
  }
  if (envelope.code === Code.unauthorized) {
    loggedOut();
    if (!onHome) {
      if (wechat) startOfficialAuthorisation();
      else openLogin('personal');
    }
    return true;
  }
  if (envelope.code !== Code.forbidden) return false;
  if (sub === SubCode.personalLoginNeeded) {
    loggedOut();
    if (wechat) {
      // Already back from an authorisation (publicCode in the URL): what is missing is the phone login.
      if (new URLSearchParams(window.location.search).has('publicCode')) openLogin('personal');
      else startOfficialAuthorisation();
    } else if (!onHome) openLogin('personal');
    return true;
  }
  if (sub === SubCode.enterpriseLoginNeeded) {
    openLogin('enterprise');
    return true;
  }
  if (wechat && (sub === SubCode.wechatAuthNeeded || sub === SubCode.wechatAuthExpired)) {
    if (onHome) startOfficialAuthorisation();
    else {
      toast(texts.authorising, { kind: 'loading', duration: LOADING_MS });
      setTimeout(startOfficialAuthorisation, LOADING_MS);
    }
    return true;
  }
  return false;
}
