// Coordination and implementation of a rented event: the renter's change requests and riders
// (§7 PUT projectadjust) with the hall's answers, then the schedule of the days the hall sets and the renter confirms.
import { z } from 'zod';
import { id } from './common';

const instant = z.iso.datetime({ offset: true, message: 'errors.dateTimeFormat' });
const answerNote = z.string().trim().min(1, 'errors.rentalReasonRequired').max(500, 'errors.rentalNoteTooLong');

/** A change to the event as agreed, or a technical rider (sound, light, stage). */
export const ADJUSTMENT_KINDS = ['change', 'rider'] as const;

/** §7 PUT /api/enterpriseprojectrent/projectadjust: what the renter asks to change, with a file of the project. */
export const adjustmentRequest = z.object({
  id,
  kind: z.enum(ADJUSTMENT_KINDS, 'errors.adjustmentKind'),
  request: z.string().trim().min(2, 'errors.adjustmentRequired').max(2_000, 'errors.adjustmentTooLong'),
  fileId: id.optional(),
});
export type AdjustmentRequest = z.infer<typeof adjustmentRequest>;

/** POST /api/staff/rental/projects/{id}/adjustment: the hall's answer to the request waiting. */
export const adjustmentAnswer = z.object({ accepted: z.boolean(), answer: answerNote });

export const adjustmentView = z.object({
  id: z.number(),
  kind: z.enum(ADJUSTMENT_KINDS),
  request: z.string(),
  fileId: z.number().nullable(),
  status: z.enum(['pending', 'accepted', 'declined']),
  answer: z.string().nullable(),
  /** The staff member who answered. */
  staff: z.string().nullable(),
  answeredAt: z.string().nullable(),
  createdAt: z.string(),
});
export type AdjustmentView = z.infer<typeof adjustmentView>;

/** What a day of the event is used for. */
export const SCHEDULE_KINDS = ['loadIn', 'rehearsal', 'show', 'teardown'] as const;

export const scheduleItem = z
  .object({
    kind: z.enum(SCHEDULE_KINDS, 'errors.scheduleKind'),
    startsAt: instant,
    endsAt: instant,
    note: z.string().trim().max(200, 'errors.rentalNoteTooLong'),
  })
  .refine((s) => Date.parse(s.startsAt) < Date.parse(s.endsAt), { path: ['endsAt'], message: 'errors.rentalTimesOrder' });
export type ScheduleItem = z.infer<typeof scheduleItem>;

/** POST /api/staff/rental/projects/{id}/schedule: the days, within the booking. */
export const scheduleBody = z.object({
  items: z.array(scheduleItem).min(1, 'errors.scheduleRequired').max(40, 'errors.scheduleRequired'),
});

/** The schedule as the project keeps it: set by the hall, confirmed by the renter. */
export const scheduleView = z.object({ items: z.array(scheduleItem), setAt: z.string(), confirmedAt: z.string().nullable() });
export type ScheduleView = z.infer<typeof scheduleView>;
