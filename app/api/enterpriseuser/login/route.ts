// POST /api/enterpriseuser/login – venue-rental login (§3): the token kept in the session cookie.
import { enterpriseLoginPayload } from '@/lib/contract/enterprise';
import { withBody } from '@/lib/bff/body';
import { forwardLogin } from '@/lib/bff/login-forward';

export const POST = withBody(enterpriseLoginPayload, (request, payload) => forwardLogin(request, '/api/enterpriseuser/login', payload));
