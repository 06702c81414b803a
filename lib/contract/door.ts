import { z } from 'zod';
import { id } from './common';
import type { SeatLabel } from './order';

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
export type ScannedTicket = {
  kind: 'performance' | 'visit';
  code: string;
  orderNo: string;
  sessionId: number | null;
  slotId: number | null;
  title: string;
  enTitle: string;
  startTime: string;
  className: string;
  enClassName: string;
  seat: SeatLabel | null;
  buyerName: string | null;
  certTail: string | null;
};

export type DoorScanResult = {
  result: ScanResultKind;
  ticket: ScannedTicket | null;
  /** When and where it was let in (admitted now, or already before). */
  admittedAt: string | null;
  device: string | null;
  entrance: string | null;
  /** Why a ticket is void: its order was cancelled, refunded, never paid, or closed; or its visit is over. */
  reason: 'cancelled' | 'refunded' | 'unpaid' | 'closed' | 'ended' | null;
};

/** A session or a guided-visit slot the door may guard (today's, by the hall's clock) and how far its admission has got. */
export type DoorSession = {
  kind: 'session' | 'slot';
  /** The session's id, or the slot's. */
  id: number;
  title: string;
  enTitle: string;
  startTime: string;
  place: string;
  enPlace: string;
  /** Tickets sold and standing (issued or completed orders); for a slot, its paid visitors. */
  expected: number;
  admitted: number;
  byEntrance: { entrance: string; admitted: number }[];
};

/** GET /api/staff/door/sessions?date=yyyy-MM-dd (default: the hall's today). */
export const doorSessionsQuery = z.object({
  date: z
    .string()
    .regex(/^\d{4}-\d{2}-\d{2}$/, 'errors.invalidDate')
    .optional(),
});

/** GET /api/staff/door/sessions/:id, /api/staff/door/slots/:id. */
export const doorSessionParams = z.object({ id });
