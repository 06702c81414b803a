import type { HallConfig } from '../../config';
import { realWechat, type RealOptions } from './real';
import { sandboxWechat } from './sandbox';
import type { WechatProvider } from './types';

/** Outside services (docs/architecture.md): chosen by WECHAT_PROVIDER; config.ts refuses the sandbox in production. */
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
