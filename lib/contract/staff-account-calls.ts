// The administrator's calls on the staff: the accounts (created, changed, reset) and the audit log of every staff write.
import { z } from 'zod';
import { defineCall } from './call';
import { idParam } from './common';
import { paged } from './envelope';
import { auditQuery, staffCreatePayload, staffRole, staffUpdatePayload } from './staff';

/** A staff account as the administrator reads it (staff.ts's StaffView). */
export const staffView = z.object({
  id: z.number(),
  username: z.string(),
  name: z.string(),
  roles: z.array(staffRole),
  active: z.boolean(),
  enrolled: z.boolean(),
});

/** One staff write (staff.ts's AuditEntryView): what it was before and after, as recorded. */
export const auditEntryView = z.object({
  id: z.number(),
  at: z.string(),
  staffId: z.number().nullable(),
  actor: z.string(),
  action: z.string(),
  target: z.string(),
  before: z.unknown(),
  after: z.unknown(),
});

const admin = { access: 'staff', roles: ['administrator'] } as const;

export const staffAccountCalls = {
  list: defineCall({ method: 'GET', path: '/api/staff/accounts', summary: 'The staff accounts', ...admin, answer: z.array(staffView) }),
  create: defineCall({
    method: 'POST',
    path: '/api/staff/accounts',
    summary: 'Creates a staff account (it enrols an authenticator at its first sign-in)',
    ...admin,
    body: staffCreatePayload,
    answer: staffView,
  }),
  update: defineCall({
    method: 'PUT',
    path: '/api/staff/accounts/:id',
    summary: 'Changes a staff account: name, roles, active, a new password, a reset authenticator',
    ...admin,
    params: idParam,
    body: staffUpdatePayload,
    answer: staffView,
  }),
  audit: defineCall({
    method: 'GET',
    path: '/api/staff/audit',
    summary: 'The audit log, newest first',
    ...admin,
    query: auditQuery,
    answer: paged(auditEntryView),
  }),
};
