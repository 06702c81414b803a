// The BFF's own call of a venue-rental account (app/api/enterpriseuser/register), as the browser makes it; the hall's
// calls of the account are enterpriseAccountCalls (account-calls.ts).
import { defineCall } from './call';
import { enterpriseRegisterPayload } from './enterprise';
import { loginResult } from './member';

export const siteEnterpriseCalls = {
  /** The BFF keeps the answer's token in its HttpOnly cookie and answers without it. */
  register: defineCall({
    method: 'POST',
    path: '/api/enterpriseuser/register',
    summary: 'Registers a venue-rental account; the token stays in the session cookie',
    access: 'public',
    body: enterpriseRegisterPayload,
    answer: loginResult.omit({ token: true }),
  }),
};
