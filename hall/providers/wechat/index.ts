import type { HallConfig } from '../../config';
import { realWechat, type RealOptions } from './real';
import { sandboxWechat } from './sandbox';

/** web: the open-platform website app (QR login); official: the official account (inside WeChat). */
export type WechatKind = 'web' | 'official';

export type WechatIdentity = { openId: string; unionId?: string; nickname?: string };

export interface WechatProvider {
  /** Trades the code of an OAuth redirect for the person's identity; a bad or used code is 'errors.authFailed'. */
  exchangeCode(code: string, kind: WechatKind): Promise<WechatIdentity>;
  /** Where the browser goes to authorise: WeChat's page, or the sandbox's page on the site's host. */
  authorizeUrl(kind: WechatKind, redirectUri: string, state: string): string;
}

/** DESIGN §5: chosen by WECHAT_PROVIDER; config.ts refuses the sandbox in production. */
export function wechatProvider(config: HallConfig, options: RealOptions = {}): WechatProvider {
  if (config.WECHAT_PROVIDER === 'sandbox') return sandboxWechat;
  return realWechat(
    {
      web: { appId: config.WECHAT_WEB_APP_ID!, secret: config.WECHAT_WEB_APP_SECRET! },
      official: { appId: config.WECHAT_APP_ID!, secret: config.WECHAT_APP_SECRET! },
    },
    options,
  );
}
