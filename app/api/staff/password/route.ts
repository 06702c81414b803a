// PUT /api/staff/password – one's own password: the hall API ends every session and answers a new one for this browser.
import { staffPasswordPayload } from '@/lib/contract/staff';
import { withBody } from '@/lib/bff/body';
import { forwardStaffLogin } from '@/lib/bff/staff-forward';
import { staffSessionCalls } from '@/lib/contract/staff-session-calls';

export const PUT = withBody(staffPasswordPayload, (request, payload) =>
  forwardStaffLogin(request, staffSessionCalls.password.path, payload),
);
