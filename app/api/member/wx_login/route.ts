// POST /api/member/wx_login – website QR login: the OAuth state is checked here, the token kept in the session cookie.
import { wxLoginPayload } from '@/lib/contract/wechat';
import { withBody } from '@/lib/bff/body';
import { envelopeResponse, forwardLogin } from '@/lib/bff/login-forward';
import { spendWechatState } from '@/lib/bff/wechat-state';

export const POST = withBody(wxLoginPayload, async (request, payload) => {
  const refusal = await spendWechatState(payload.state);
  if (refusal) return envelopeResponse(refusal, 400);
  return forwardLogin(request, '/api/member/wx_login', payload);
});
