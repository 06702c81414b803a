import { Code } from '@/lib/contract/codes';
import { HallError } from '../../errors';
import type { WechatIdentity, WechatKind, WechatProvider } from './types';

/**
 * WeChat OAuth 2.0 for web pages (official account, snsapi_userinfo) and for website apps (QR login,
 * snsapi_login): the code becomes an access token and openid at /sns/oauth2/access_token, then
 * /sns/userinfo gives the nickname and unionid. WeChat answers errors with HTTP 200 and {errcode, errmsg}.
 */
const API = 'https://api.weixin.qq.com';
const TIMEOUT_MS = 10_000;

export type AppCredentials = { appId: string; secret: string };

export const accessTokenUrl = ({ appId, secret }: AppCredentials, code: string) =>
  `${API}/sns/oauth2/access_token?${new URLSearchParams({ appid: appId, secret, code, grant_type: 'authorization_code' })}`;

export const userInfoUrl = (accessToken: string, openId: string) =>
  `${API}/sns/userinfo?${new URLSearchParams({ access_token: accessToken, openid: openId, lang: 'zh_CN' })}`;

/** WeChat checks the order of these parameters; the fragment is required. */
export function authorizeUrl(kind: WechatKind, appId: string, redirectUri: string, state: string) {
  const base = kind === 'web' ? 'https://open.weixin.qq.com/connect/qrconnect' : 'https://open.weixin.qq.com/connect/oauth2/authorize';
  const scope = kind === 'web' ? 'snsapi_login' : 'snsapi_userinfo';
  return (
    `${base}?appid=${encodeURIComponent(appId)}&redirect_uri=${encodeURIComponent(redirectUri)}` +
    `&response_type=code&scope=${scope}&state=${encodeURIComponent(state)}#wechat_redirect`
  );
}

export class WechatApiError extends Error {
  constructor(
    readonly errcode: number | null,
    message: string,
  ) {
    super(message);
  }
}

type Json = Record<string, unknown>;
const str = (v: unknown) => (typeof v === 'string' && v !== '' ? v : undefined);

function checked(body: unknown): Json {
  if (!body || typeof body !== 'object') throw new WechatApiError(null, 'not a JSON object');
  const b = body as Json;
  if (typeof b.errcode === 'number' && b.errcode !== 0) throw new WechatApiError(b.errcode, str(b.errmsg) ?? 'error');
  return b;
}

export function parseAccessToken(body: unknown) {
  const b = checked(body);
  const accessToken = str(b.access_token);
  const openId = str(b.openid);
  if (!accessToken || !openId) throw new WechatApiError(null, 'access_token or openid missing');
  return { accessToken, openId, unionId: str(b.unionid), scope: str(b.scope) ?? '' };
}

export function parseUserInfo(body: unknown) {
  const b = checked(body);
  return { openId: str(b.openid), nickname: str(b.nickname), unionId: str(b.unionid) };
}

async function getJson(fetchImpl: typeof fetch, url: string): Promise<unknown> {
  const res = await fetchImpl(url, { signal: AbortSignal.timeout(TIMEOUT_MS) });
  if (!res.ok) throw new WechatApiError(null, `HTTP ${res.status}`);
  // WeChat sometimes labels JSON as text/plain.
  const text = await res.text();
  try {
    return JSON.parse(text);
  } catch {
    throw new WechatApiError(null, 'answer is not JSON');
  }
}

export type RealOptions = {
  fetch?: typeof fetch;
  /** Told why a code was refused (WeChat's errcode), which the visitor only sees as 'authorisation failed'. */
  warn?: (error: unknown) => void;
};

export function realWechat(apps: Record<WechatKind, AppCredentials>, { fetch: fetchImpl = fetch, warn }: RealOptions = {}): WechatProvider {
  return {
    async exchangeCode(code, kind) {
      let token: ReturnType<typeof parseAccessToken>;
      try {
        token = parseAccessToken(await getJson(fetchImpl, accessTokenUrl(apps[kind], code)));
      } catch (error) {
        // A used or invalid code (40029, 40163), a wrong secret or an unreachable WeChat: the login failed.
        warn?.(error);
        throw new HallError('authFailed', Code.badRequest);
      }
      const identity: WechatIdentity = { openId: token.openId, unionId: token.unionId };
      // snsapi_base grants no profile; with a profile scope a failed userinfo still leaves a usable openId.
      if (/snsapi_(userinfo|login)/.test(token.scope)) {
        try {
          const info = parseUserInfo(await getJson(fetchImpl, userInfoUrl(token.accessToken, token.openId)));
          if (!info.openId || info.openId === token.openId) {
            identity.nickname = info.nickname;
            identity.unionId ??= info.unionId;
          }
        } catch {
          // The profile is optional.
        }
      }
      return identity;
    },
    authorizeUrl: (kind, redirectUri, state) => authorizeUrl(kind, apps[kind].appId, redirectUri, state),
  };
}
