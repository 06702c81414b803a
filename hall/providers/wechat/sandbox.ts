import { createHash } from 'node:crypto';
import { Code } from '@/lib/contract/codes';
import { HallError } from '../../errors';
import type { WechatIdentity, WechatKind, WechatProvider } from './types';

/**
 * Sandbox codes are SANDBOX-<user> or SANDBOX-<user>.<nonce>: the same <user> is always the same WeChat
 * person (tests and developers choose who logs in), the nonce only makes each code look fresh. As in WeChat,
 * each app sees its own openId for one person and both share the unionId.
 */
export const SANDBOX_CODE = /^SANDBOX-([A-Za-z0-9_-]{1,32})(?:\.[A-Za-z0-9_-]{1,64})?$/;

const digest = (text: string) => createHash('sha256').update(text).digest('base64url').slice(0, 22);

export function sandboxIdentity(user: string, kind: WechatKind): WechatIdentity {
  return { openId: `sbx-${kind}-${digest(`${kind}:${user}`)}`, unionId: `sbx-union-${digest(`union:${user}`)}`, nickname: user };
}

export const sandboxWechat: WechatProvider = {
  async exchangeCode(code, kind) {
    const user = SANDBOX_CODE.exec(code)?.[1];
    if (!user) throw new HallError('authFailed', Code.badRequest);
    return sandboxIdentity(user, kind);
  },
  authorizeUrl(kind, redirectUri, state) {
    const query = new URLSearchParams({ kind, redirect_uri: redirectUri, state });
    return `/api/dev/wechat/authorize?${query}`;
  },
};
