// POST /api/staff/login – the staff console's sign-in: the staff token, once the authenticator's code is right, kept in the staff cookie.
import { staffLoginPayload } from '@/lib/contract/staff';
import { withBody } from '@/lib/bff/body';
import { forwardStaffLogin } from '@/lib/bff/staff-forward';
import { staffSessionCalls } from '@/lib/contract/staff-session-calls';

export const POST = withBody(staffLoginPayload, (request, payload) => forwardStaffLogin(request, staffSessionCalls.login.path, payload));
