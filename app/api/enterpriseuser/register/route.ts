// POST /api/enterpriseuser/register – venue-rental registration; a token in the answer goes to the session cookie, never to the browser.
import { enterpriseRegisterPayload } from '@/lib/contract/enterprise';
import { withBody } from '@/lib/bff/body';
import { forwardLogin } from '@/lib/bff/login-forward';

export const POST = withBody(enterpriseRegisterPayload, (request, payload) =>
  forwardLogin(request, '/api/enterpriseuser/register', payload),
);
