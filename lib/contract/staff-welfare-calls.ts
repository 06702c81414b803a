// The box office's public-welfare calls (ours): the rounds with their counts, the sessions a round may be opened
// for, and opening one.
import { z } from 'zod';
import { defineCall } from './call';
import { welfarePhases } from './welfare';
import { welfareRoundPayload } from './welfare-editing';

/** A round as the console lists it (welfare-editing.ts's StaffWelfareRound). */
export const staffWelfareRound = z.object({
  id: z.number(),
  sessionId: z.number(),
  title: z.string(),
  enTitle: z.string(),
  startTime: z.string(),
  priceFen: z.number(),
  tickets: z.number(),
  applyFrom: z.string(),
  applyTo: z.string(),
  payHours: z.number(),
  phase: z.enum(welfarePhases),
  seedHash: z.string(),
  drawnAt: z.string().nullable(),
  applications: z.number(),
  offered: z.number(),
  paid: z.number(),
});

/** A session a round may be opened for (welfare-editing.ts's WelfareSessionChoice). */
export const welfareSessionChoice = z.object({ sessionId: z.number(), title: z.string(), enTitle: z.string(), startTime: z.string() });

const boxOffice = { access: 'staff', roles: ['boxOffice'] } as const;

export const staffWelfareCalls = {
  rounds: defineCall({
    method: 'GET',
    path: '/api/staff/welfare-rounds',
    summary: 'Every public-welfare round with its counts',
    ...boxOffice,
    answer: z.array(staffWelfareRound),
  }),
  sessions: defineCall({
    method: 'GET',
    path: '/api/staff/welfare-rounds/sessions',
    summary: 'The sessions a public-welfare round may be opened for',
    ...boxOffice,
    answer: z.array(welfareSessionChoice),
  }),
  open: defineCall({
    method: 'POST',
    path: '/api/staff/welfare-rounds',
    summary: 'Opens a public-welfare round: places of one session, an application window',
    ...boxOffice,
    body: welfareRoundPayload,
    answer: staffWelfareRound,
  }),
};
