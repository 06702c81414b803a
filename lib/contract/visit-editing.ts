// The console's visit calls (box-office role): the guided-visit slots of the coming days (add, change capacity, open
// and close a slot or a whole day) and the hall's answer to group visit intentions. Shared by the hall API and the
// console's forms, so a form refuses what the hall API would.
import { z } from 'zod';
import { id } from './common';
import type { GroupIntentionView } from './visit';

const day = z
  .string()
  .regex(/^\d{4}-\d{2}-\d{2}$/, 'errors.invalidDate')
  .refine((v) => new Date(`${v}T00:00:00Z`).toISOString().startsWith(v), 'errors.invalidDate');
const time = z.string().regex(/^([01]\d|2[0-3]):[0-5]\d$/, 'errors.timeFormat');
/** A guided group is a few dozen people; the hall's visitor desk takes no more than this in one slot. */
export const MAX_SLOT_CAPACITY = 500;
const capacity = z.number().int().min(1, 'errors.slotCapacityRange').max(MAX_SLOT_CAPACITY, 'errors.slotCapacityRange');

/** GET /api/staff/visit-slots?from=&to= (at most 62 days). */
export const staffSlotsQuery = z
  .object({ from: day, to: day })
  .refine((q) => q.from <= q.to, { path: ['to'], message: 'errors.dateRangeOrder' })
  .refine((q) => Date.parse(q.to) - Date.parse(q.from) <= 62 * 86_400_000, { path: ['to'], message: 'errors.dateRangeTooLong' });

/** A slot as the box office edits it: what is booked against what it holds. */
export type StaffVisitSlot = {
  id: number;
  date: string;
  startTime: string;
  capacity: number;
  booked: number;
  priceFen: number;
  closed: boolean;
};

/** POST /api/staff/visit-slots: a slot on a day to come. */
export const visitSlotPayload = z.object({
  date: day,
  startTime: time,
  capacity,
  priceFen: z.number().int().min(0, 'errors.slotPriceRange').max(1_000_000, 'errors.slotPriceRange'),
});
export type VisitSlotPayload = z.infer<typeof visitSlotPayload>;

/** PUT /api/staff/visit-slots/:id: its capacity (never below what is booked), open or closed. */
export const visitSlotChange = z
  .object({ capacity: capacity.optional(), closed: z.boolean().optional() })
  .refine((c) => c.capacity !== undefined || c.closed !== undefined, 'errors.nothingToChange');
export type VisitSlotChange = z.infer<typeof visitSlotChange>;

/** PUT /api/staff/visit-days/:date: a whole day closed (all its slots) or opened again. */
export const visitDayParams = z.object({ date: day });
export const visitDayChange = z.object({ closed: z.boolean() });

/** GET /api/staff/group-intentions?status=. */
export const groupIntentionsQuery = z.object({ status: z.enum(['submitted', 'confirmed', 'rejected']).optional() });

/** A group intention as the box office reads it: the member's request with its contact, and the decision. */
export type StaffGroupIntention = GroupIntentionView & { phone: string; email: string; decidedAt: string | null };

/** PUT /api/staff/group-intentions/:id: confirmed on a date in the asked range at a time, or rejected with a reason. */
export const groupDecisionPayload = z.discriminatedUnion('decision', [
  z.object({ decision: z.literal('confirm'), date: day, time }),
  z.object({
    decision: z.literal('reject'),
    reason: z.string().trim().min(1, 'errors.rejectReasonRequired').max(200, 'errors.rejectReasonRequired'),
  }),
]);
export type GroupDecisionPayload = z.infer<typeof groupDecisionPayload>;
export const groupIntentionParams = z.object({ id });
