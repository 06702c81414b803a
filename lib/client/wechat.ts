import { setRedirectUrl } from './storage';

/** §1: inside WeChat's built-in browser the site logs in through the official account. */
export const isWechatBrowser = () => typeof navigator !== 'undefined' && /MicroMessenger/i.test(navigator.userAgent);

/** Pages that are part of the authorisation round trip itself, where it must not start again. */
export const WECHAT_CALLBACKS = ['/getPublicCode', '/publicWxLogin', '/vxLogin'];

/** Starts the official-account authorisation, coming back to the current page once logged in. */
export function startOfficialAuthorisation() {
  const { pathname, search } = window.location;
  if (WECHAT_CALLBACKS.includes(pathname)) return;
  if (pathname !== '/') setRedirectUrl(pathname + search);
  window.location.assign('/getPublicCode');
}

/** What the QR login pop-up tells the page that opened it (postMessage, same origin). */
export const WECHAT_LOGIN_MESSAGE = 'hall:wechat-login';
export type WechatLoginMessage = { type: typeof WECHAT_LOGIN_MESSAGE; loggedIn?: boolean; bindTicket?: string };
