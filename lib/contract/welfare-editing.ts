// The console's public-welfare calls (/api/staff/welfare-rounds; box-office role): the rounds the hall opens, each a
// number of low-price places of one session, an application window and a payment window for those offered a place.
// Shared by the hall API and the console's form, so the form refuses what the hall API would.
import { z } from 'zod';
import { id } from './common';
import type { WelfarePhase } from './welfare';

const instant = z.iso.datetime({ offset: true, message: 'errors.dateTimeFormat' });

/** POST /api/staff/welfare-rounds. */
export const welfareRoundPayload = z
  .object({
    sessionId: id,
    priceFen: z.number().int().min(1, 'errors.amountRange').max(10_000_000, 'errors.amountRange'),
    tickets: z.number().int().min(1, 'errors.countRange').max(10_000, 'errors.countRange'),
    applyFrom: instant,
    applyTo: instant,
    payHours: z.number().int().min(1, 'errors.payHoursRange').max(168, 'errors.payHoursRange'),
  })
  .refine((r) => Date.parse(r.applyTo) > Date.parse(r.applyFrom), { message: 'errors.applyEndsBeforeStart', path: ['applyTo'] });
export type WelfareRoundPayload = z.infer<typeof welfareRoundPayload>;

/** A round as the console lists it: what was applied for, offered and paid. */
export type StaffWelfareRound = {
  id: number;
  sessionId: number;
  title: string;
  enTitle: string;
  startTime: string;
  priceFen: number;
  tickets: number;
  applyFrom: string;
  applyTo: string;
  payHours: number;
  phase: WelfarePhase;
  seedHash: string;
  drawnAt: string | null;
  applications: number;
  offered: number;
  paid: number;
};

/** A session a round may be opened for: ahead, on sale and visible. */
export type WelfareSessionChoice = { sessionId: number; title: string; enTitle: string; startTime: string };
