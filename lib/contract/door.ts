import { z } from 'zod';
import { defineCall } from './call';
import { id } from './common';
import { seatLabel } from './order';

// Admission at the door (the door role): the sessions and guided-visit slots a door guards today with
// their counts, and a ticket's or a visitor's QR code (or its typed code) scanned for one of them. A scan always answers with what the door must do,
// never an error for a ticket that is wrong: the result is the message.

const label = (max: number) => z.string().trim().min(1, 'errors.doorDeviceRequired').max(max, 'errors.doorDeviceRequired');

/** POST /api/staff/door/scan: at the door of a session (tickets) or of a guided-visit slot (visitors' entry codes). */
export const doorScanPayload = z
  .object({
    sessionId: id.optional(),
    slotId: id.optional(),
    /** As the camera read it or as typed: letters are compared in capitals, spaces dropped. */
    code: z
      .string()
      .max(64, 'errors.ticketCodeRequired')
      .transform((c) => c.replace(/\s+/g, '').toUpperCase())
      .pipe(z.string().min(1, 'errors.ticketCodeRequired')),
    /** The phone or gate that scanned, as its staff named it, and the entrance it stands at. */
    device: label(40),
    entrance: label(40),
  })
  .refine((s) => (s.sessionId === undefined) !== (s.slotId === undefined), { path: ['sessionId'], message: 'errors.doorSessionRequired' });
export type DoorScanPayload = z.input<typeof doorScanPayload>;

export const scanResults = ['admitted', 'already', 'wrongSession', 'void', 'unknown'] as const;
export type ScanResultKind = (typeof scanResults)[number];

/**
 * What the door needs to see of a ticket: whose and where, and for real-name tickets the ID's last four. A visitor's
 * entry code reads the same way: the visit as its title, adult or child as its class, the visitor's name.
 */
export const scannedTicket = z.object({
  kind: z.enum(['performance', 'visit']),
  code: z.string(),
  orderNo: z.string(),
  sessionId: z.number().nullable(),
  slotId: z.number().nullable(),
  title: z.string(),
  enTitle: z.string(),
  startTime: z.string(),
  className: z.string(),
  enClassName: z.string(),
  seat: seatLabel.nullable(),
  buyerName: z.string().nullable(),
  certTail: z.string().nullable(),
});
export type ScannedTicket = z.infer<typeof scannedTicket>;

export const doorScanResult = z.object({
  result: z.enum(scanResults),
  ticket: scannedTicket.nullable(),
  /** When and where it was let in (admitted now, or already before). */
  admittedAt: z.string().nullable(),
  device: z.string().nullable(),
  entrance: z.string().nullable(),
  /** Why a ticket is void: its order was cancelled, refunded, never paid, or closed; or its visit is over. */
  reason: z.enum(['cancelled', 'refunded', 'unpaid', 'closed', 'ended']).nullable(),
});
export type DoorScanResult = z.infer<typeof doorScanResult>;

/** A session or a guided-visit slot the door may guard (today's, by the hall's clock) and how far its admission has got. */
export const doorSession = z.object({
  kind: z.enum(['session', 'slot']),
  /** The session's id, or the slot's. */
  id: z.number(),
  title: z.string(),
  enTitle: z.string(),
  startTime: z.string(),
  place: z.string(),
  enPlace: z.string(),
  /** Tickets sold and standing (issued or completed orders); for a slot, its paid visitors. */
  expected: z.number(),
  admitted: z.number(),
  byEntrance: z.array(z.object({ entrance: z.string(), admitted: z.number() })),
});
export type DoorSession = z.infer<typeof doorSession>;

/** GET /api/staff/door/sessions?date=yyyy-MM-dd (default: the hall's today). */
export const doorSessionsQuery = z.object({
  date: z
    .string()
    .regex(/^\d{4}-\d{2}-\d{2}$/, 'errors.invalidDate')
    .optional(),
});

/** GET /api/staff/door/sessions/:id, /api/staff/door/slots/:id. */
export const doorSessionParams = z.object({ id });

const door = { access: 'staff', roles: ['door'] } as const;

/** The door's calls: the day's sessions and slots with their counts, one door's count, and a scan. */
export const doorCalls = {
  sessions: defineCall({
    method: 'GET',
    path: '/api/staff/door/sessions',
    summary: 'The sessions and visit slots of a hall day with their admission counts',
    ...door,
    query: doorSessionsQuery,
    answer: z.array(doorSession),
  }),
  session: defineCall({
    method: 'GET',
    path: '/api/staff/door/sessions/:id',
    summary: 'One session’s admission counts: admitted, expected, by entrance',
    ...door,
    params: doorSessionParams,
    answer: doorSession,
  }),
  slot: defineCall({
    method: 'GET',
    path: '/api/staff/door/slots/:id',
    summary: 'One guided-visit slot’s admission counts: admitted, expected, by entrance',
    ...door,
    params: doorSessionParams,
    answer: doorSession,
  }),
  scan: defineCall({
    method: 'POST',
    path: '/api/staff/door/scan',
    summary: 'Scans a ticket at the door of a session, or a visitor’s entry code at a visit slot: admitted once, or why not',
    ...door,
    body: doorScanPayload,
    answer: doorScanResult,
  }),
};
