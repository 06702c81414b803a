// The staff console's sign-in (ours): a password, then the authenticator's code (or, the first time, its enrolment),
// the session's own password change and sign-out. The hall API answers the session's token; the site's BFF keeps
// it in the staff cookie and gives the browser the same answer without it.
import { z } from 'zod';
import { defineCall, nothing } from './call';
import { siteStaffLoginResult, staffLoginPayload, staffLoginResult, staffMe, staffPasswordPayload, totpConfirmPayload } from './staff';

const staffOnly = { access: 'staff' } as const;

export const staffSessionCalls = {
  login: defineCall({
    method: 'POST',
    path: '/api/staff/login',
    summary: 'Signs a staff member in: password and authenticator code (or the first enrolment)',
    access: 'public',
    body: staffLoginPayload,
    answer: staffLoginResult,
  }),
  confirm: defineCall({
    method: 'POST',
    path: '/api/staff/totp/confirm',
    summary: 'Confirms a new authenticator with its first code; opens the session',
    access: 'public',
    body: totpConfirmPayload,
    answer: staffLoginResult,
  }),
  logout: defineCall({ method: 'POST', path: '/api/staff/logout', summary: 'Ends this staff session', ...staffOnly, answer: nothing }),
  me: defineCall({
    method: 'GET',
    path: '/api/staff/me',
    summary: 'The signed-in staff member and their roles',
    ...staffOnly,
    answer: staffMe,
  }),
  password: defineCall({
    method: 'PUT',
    path: '/api/staff/password',
    summary: 'Changes one’s own password; other sessions end',
    ...staffOnly,
    body: staffPasswordPayload,
    answer: z.object({ token: z.string() }),
  }),
};

/** The same calls as the console's browser makes them, through the BFF (app/api/staff/…): no token in any answer. */
export const siteStaffSessionCalls = {
  login: defineCall({ ...staffSessionCalls.login, answer: siteStaffLoginResult }),
  confirm: defineCall({ ...staffSessionCalls.confirm, answer: siteStaffLoginResult }),
  logout: defineCall({ ...staffSessionCalls.logout, body: z.object({}) }),
  password: defineCall({ ...staffSessionCalls.password, answer: z.object({}) }),
};
