// POST /api/member/wx_bind – binds a WeChat identity to a phone (overlay mode 3); the token goes to the session cookie.
import { wxBindPayload } from '@/lib/contract/wechat';
import { withBody } from '@/lib/bff/body';
import { forwardLogin } from '@/lib/bff/login-forward';

export const POST = withBody(wxBindPayload, (request, payload) => forwardLogin(request, '/api/member/wx_bind', payload));
