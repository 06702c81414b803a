import { z } from 'zod';
import { defineCall } from './call';

/** The kinds of periodic and background work, each run one unit at a time (docs/decisions/periodic-work.md). */
export const WORK_KINDS = [
  'orderExpiry',
  'welfareDraw',
  'holdLapse',
  'cancellationOrder',
  'certificateRefresh',
  'offerLapse',
  'roomAdmission',
  'smsNotice',
] as const;

/** A unit of periodic work that failed, as the box office reads it in /console/work. */
export const workFailureView = z.object({
  id: z.number().int(),
  kind: z.enum(WORK_KINDS),
  unitKey: z.string(),
  state: z.enum(['retrying', 'parked', 'settled']),
  attempts: z.number().int(),
  lastError: z.string(),
  firstFailedAt: z.string(),
  lastFailedAt: z.string(),
  /** When it is tried again; null once parked or settled. */
  nextAttemptAt: z.string().nullable(),
  settledAt: z.string().nullable(),
  note: z.string().nullable(),
});
export type WorkFailureView = z.infer<typeof workFailureView>;

export const workFailureList = z.array(workFailureView);
export const workFailureParams = z.object({ id: z.coerce.number().int().positive() });
export const workFailureQuery = z.object({ state: z.enum(['retrying', 'parked', 'settled']).optional() });
/** What the clerk did by hand, checked first where it matters (a provider's merchant platform, the project's file). */
export const workSettlePayload = z.object({ note: z.string().trim().min(4).max(500) });
export type WorkSettlePayload = z.infer<typeof workSettlePayload>;

const boxOffice = { access: 'staff', roles: ['boxOffice'] } as const;

/** The box office's calls on periodic work that failed: the list, starting a parked unit again, settling one by hand. */
export const staffWorkCalls = {
  list: defineCall({
    method: 'GET',
    path: '/api/staff/work',
    summary: 'Units of periodic work that failed: being retried, parked, settled',
    ...boxOffice,
    query: workFailureQuery,
    answer: workFailureList,
  }),
  retry: defineCall({
    method: 'POST',
    path: '/api/staff/work/:id/retry',
    summary: 'Starts a parked unit again, on the next pass',
    ...boxOffice,
    params: workFailureParams,
    answer: workFailureView,
  }),
  settle: defineCall({
    method: 'POST',
    path: '/api/staff/work/:id/settle',
    summary: 'Closes a unit by hand, with what was done; it is never run again',
    ...boxOffice,
    params: workFailureParams,
    body: workSettlePayload,
    answer: workFailureView,
  }),
};
