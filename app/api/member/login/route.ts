// POST /api/member/login – personal login (§3): signed here, the token kept in the session cookie.
import { loginPayload } from '@/lib/contract/member';
import { withBody } from '@/lib/bff/body';
import { forwardLogin, signed } from '@/lib/bff/login-forward';

export const POST = withBody(loginPayload.omit({ sign: true }), (request, payload) =>
  forwardLogin(request, '/api/member/login', signed('login', payload)),
);
