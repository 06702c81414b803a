/** web: the open-platform website app (QR login); official: the official account (inside WeChat). */
export type WechatKind = 'web' | 'official';

export type WechatIdentity = { openId: string; unionId?: string; nickname?: string };

export interface WechatProvider {
  /** Trades the code of an OAuth redirect for the person's identity; a bad or used code is 'errors.authFailed'. */
  exchangeCode(code: string, kind: WechatKind): Promise<WechatIdentity>;
  /** Where the browser goes to authorise: WeChat's page, or the sandbox's page on the site's host. */
  authorizeUrl(kind: WechatKind, redirectUri: string, state: string): string;
}
