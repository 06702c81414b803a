import { z } from 'zod';
import { isVisitDocument } from '@/lib/validation/id-card';
import { id } from './common';

// Visits (§2 Visit appointment, §3, §5 'visit' mode): slots, personal bookings paid as orders of kind 'visit'.

/** Children under 1.2 m are not admitted; children under 16 need no ID; an adult brings at most two children. */
export const MIN_CHILD_HEIGHT_CM = 120;
export const CHILDREN_PER_ADULT = 2;
export const MAX_VISITORS = 10;

const trimmed = z.string().trim();

export const visitor = z.discriminatedUnion('child', [
  z.object({
    child: z.literal(false),
    name: trimmed.min(1, 'errors.visitorNameRequired').max(50),
    certType: trimmed.min(1, 'errors.certRequired').max(50),
    certNo: trimmed.toUpperCase().refine(isVisitDocument, 'errors.visitDocument'),
  }),
  z.object({
    child: z.literal(true),
    name: trimmed.min(1, 'errors.visitorNameRequired').max(50),
    heightCm: z.coerce.number().int().min(30, 'errors.childHeight').max(200),
    // Children under 16 need no ID; one given is checked like an adult's.
    certType: trimmed.max(50).optional(),
    certNo: trimmed
      .toUpperCase()
      .refine(isVisitDocument, 'errors.visitDocument')
      .optional()
      .or(z.literal('').transform(() => undefined)),
  }),
]);
export type VisitorInput = z.infer<typeof visitor>;

/** POST /api/reservation_order/create. */
export const reservationCreate = z.object({
  slotId: id,
  visitors: z.array(visitor).min(1).max(MAX_VISITORS),
  termsAccepted: z.literal(true, 'errors.termsRequired'),
});

/** GET /api/reservation_slot?from=yyyy-MM-dd&to=yyyy-MM-dd (ours; the spec names no call for the dates). */
export const slotQuery = z.object({
  from: z.string().regex(/^\d{4}-\d{2}-\d{2}$/, 'errors.invalidDate'),
  to: z.string().regex(/^\d{4}-\d{2}-\d{2}$/, 'errors.invalidDate'),
});

export type VisitSlotView = {
  id: number;
  date: string;
  startTime: string;
  capacity: number;
  remaining: number;
  priceFen: number;
  /** Booking opens 7 days ahead and closes when the slot starts. */
  open: boolean;
};

export type VisitRulesView = { personal: string; team: string };

export const reservationIdBody = z.object({ id });

export type ReservationView = {
  id: number;
  status: 'unpaid' | 'booked' | 'visited' | 'not_visited' | 'cancelled';
  date: string;
  startTime: string;
  orderId: number | null;
  orderNo: string | null;
  orderStatus: string | null;
  payFen: number;
  expiresAt: string | null;
  createdAt: string;
  /** The certificate is shown masked; the entry code (a QR code at the door) only once the booking is paid. */
  visitors: { name: string; child: boolean; certType: string; certNo: string; entryCode: string | null }[];
};
