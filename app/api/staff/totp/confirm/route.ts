// POST /api/staff/totp/confirm – a new authenticator's first code: the session it opens is kept in the staff cookie.
import { totpConfirmPayload } from '@/lib/contract/staff';
import { withBody } from '@/lib/bff/body';
import { forwardStaffLogin } from '@/lib/bff/staff-forward';
import { staffSessionCalls } from '@/lib/contract/staff-session-calls';

export const POST = withBody(totpConfirmPayload, (request, payload) => forwardStaffLogin(request, staffSessionCalls.confirm.path, payload));
