import { z } from 'zod';
import { seatAddresses } from './addresses';
import { defineCall } from './call';
import { idParam } from './common';
import { SALE_STATUSES, type SeatMap, type SeatStatus } from './seats';

// The zod side of ./seats, for the server and the tests: the browser imports only the types, without zod.

const int = z.number().int();

export const seatMapSchema = z.object({
  sessionId: int,
  hall: z.object({
    id: int,
    name: z.string(),
    enName: z.string(),
    width: z.number().positive(),
    height: z.number().positive(),
    stageX: z.number(),
  }),
  areas: z.array(z.object({ name: z.string(), enName: z.string() })),
  ticketClasses: z.array(
    z.object({
      id: int,
      name: z.string(),
      enName: z.string(),
      priceFen: int.min(0),
      color: z.string(),
      pointOnly: z.boolean(),
      pointPrice: int.nullable(),
    }),
  ),
  seats: z.array(z.tuple([int, int, int, int, int, z.number(), z.number(), int])),
  limitPerOrder: int.positive(),
  limitPerMember: int.positive(),
  saleStatus: z.enum(SALE_STATUSES),
  saleStartAt: z.string(),
}) satisfies z.ZodType<SeatMap>;

export const seatStatusSchema = z.object({ taken: z.array(int), version: z.string() }) satisfies z.ZodType<SeatStatus>;

/** The seat map's calls (ours; §7 names none): the drawing, cacheable, and the seats taken now, polled. */
export const seatCalls = {
  map: defineCall({
    method: 'GET',
    path: '/api/session/:id/seat_map',
    summary: 'The seat map of a session’s hall, with prices',
    access: 'public',
    params: idParam,
    answer: seatMapSchema,
  }),
  status: defineCall({
    ...seatAddresses.status,
    summary: 'Which seats of a session are taken now',
    access: 'public',
    params: idParam,
    answer: seatStatusSchema,
  }),
};
