// POST /api/member/perfect_info – personal information (§3), signed here over name and ID number (§5).
import { perfectInfoPayload } from '@/lib/contract/member';
import { withBody } from '@/lib/bff/body';
import { forwardWithLogin, jsonBody, signed } from '@/lib/bff/login-forward';

export const POST = withBody(perfectInfoPayload.omit({ sign: true }), (request, payload) =>
  forwardWithLogin(request, '/api/member/perfect_info', jsonBody(signed('perfectInfo', payload))),
);
