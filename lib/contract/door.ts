import { z } from 'zod';
import { id } from './common';
import type { SeatLabel } from './order';

// Admission at the door (issue 15; the door role): the sessions a door guards today with their counts, and a
// ticket's QR code (or its typed code) scanned for one of them. A scan always answers with what the door must do,
// never an error for a ticket that is wrong: the result is the message.

const label = (max: number) => z.string().trim().min(1, 'errors.doorDeviceRequired').max(max, 'errors.doorDeviceRequired');

/** POST /api/staff/door/scan. */
export const doorScanPayload = z.object({
  sessionId: id,
  /** As the camera read it or as typed: letters are compared in capitals, spaces dropped. */
  code: z
    .string()
    .max(64, 'errors.ticketCodeRequired')
    .transform((c) => c.replace(/\s+/g, '').toUpperCase())
    .pipe(z.string().min(1, 'errors.ticketCodeRequired')),
  /** The phone or gate that scanned, as its staff named it, and the entrance it stands at. */
  device: label(40),
  entrance: label(40),
});
export type DoorScanPayload = z.input<typeof doorScanPayload>;

export const scanResults = ['admitted', 'already', 'wrongSession', 'void', 'unknown'] as const;
export type ScanResultKind = (typeof scanResults)[number];

/** What the door needs to see of a ticket: whose and where, and for real-name tickets the ID's last four. */
export type ScannedTicket = {
  code: string;
  orderNo: string;
  sessionId: number;
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
  /** Why a ticket is void: its order was cancelled, refunded, never paid, or closed. */
  reason: 'cancelled' | 'refunded' | 'unpaid' | 'closed' | null;
};

/** A session the door may guard (today's, by the hall's clock) and how far its admission has got. */
export type DoorSession = {
  sessionId: number;
  title: string;
  enTitle: string;
  startTime: string;
  place: string;
  enPlace: string;
  /** Tickets sold and standing (issued or completed orders). */
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

/** GET /api/staff/door/sessions/:id. */
export const doorSessionParams = z.object({ id });
