// POST /api/member/public_login – official-account login inside WeChat: the OAuth state is checked here, the token kept in the session cookie.
import type { NextRequest } from 'next/server';
import { envelopeResponse, forwardLogin, readPayload } from '@/lib/bff/login-forward';
import { spendWechatState } from '@/lib/bff/wechat-state';

export async function POST(request: NextRequest) {
  const payload = await readPayload(request);
  const refusal = await spendWechatState(payload.state);
  if (refusal) return envelopeResponse(refusal, 400);
  return forwardLogin(request, '/api/member/public_login', payload);
}
