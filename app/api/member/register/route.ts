// POST /api/member/register – personal registration (§3): signed here, the token kept in the session cookie.
import { registerPayload } from '@/lib/contract/member';
import { withBody } from '@/lib/bff/body';
import { forwardLogin, signed } from '@/lib/bff/login-forward';

export const POST = withBody(registerPayload.omit({ sign: true }), (request, payload) =>
  forwardLogin(request, '/api/member/register', signed('register', payload)),
);
