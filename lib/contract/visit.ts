import { z } from 'zod';
import {
  CERT_TYPES,
  CERT_TYPE_NAMES,
  RESIDENT_ID_CARD,
  ageByCertificate,
  canonicalCertNo,
  isCertificate,
} from '@/lib/validation/certificate';
import { isEmail, isMobile } from '@/lib/validation';
import { id } from './common';

// Visits (§2 Visit appointment, §3, §5 'visit' mode): slots, personal bookings paid as orders of kind 'visit'.

/** Children under 1.2 m are not admitted; children under 16 need no ID; an adult brings at most two children. */
export const MIN_CHILD_HEIGHT_CM = 120;
export const CHILDREN_PER_ADULT = 2;
export const MAX_VISITORS = 10;

const trimmed = z.string().trim();

/** Children under 16 need no ID (§5); with an ID card the card's birthday decides who is a child on the visit day. */
export const CHILD_AGE = 16;

const certType = z.enum(CERT_TYPE_NAMES, 'errors.certTypeUnknown');

/** A number valid for its type (lib/validation/certificate.ts): the ID card's check digit, the others' formats. */
const certificateChecked = (v: { certType?: string; certNo?: string }, ctx: z.RefinementCtx) => {
  if (v.certNo && !v.certType) ctx.addIssue({ code: 'custom', path: ['certType'], message: 'errors.certRequired' });
  if (v.certNo && v.certType && !isCertificate(v.certType, v.certNo))
    ctx.addIssue({
      code: 'custom',
      path: ['certNo'],
      message: v.certType === RESIDENT_ID_CARD ? 'errors.idCardFormat' : 'errors.visitDocument',
    });
};

export const visitor = z.discriminatedUnion('child', [
  z
    .object({
      child: z.literal(false),
      name: trimmed.min(1, 'errors.visitorNameRequired').max(50),
      certType,
      certNo: trimmed.toUpperCase().min(1, 'errors.certRequired').max(20),
    })
    .superRefine(certificateChecked),
  z
    .object({
      child: z.literal(true),
      name: trimmed.min(1, 'errors.visitorNameRequired').max(50),
      heightCm: z.coerce.number().int().min(30, 'errors.childHeight').max(200),
      // Children under 16 need no ID; one given is checked like an adult's.
      certType: certType.optional(),
      certNo: trimmed
        .toUpperCase()
        .max(20)
        .optional()
        .or(z.literal('').transform(() => undefined)),
    })
    .superRefine(certificateChecked),
]);
export type VisitorInput = z.infer<typeof visitor>;

/** The certificates a visitor may show: the hall's fixed list, the same as the regular purchasers'. */
export const VISIT_CERT_TYPES = CERT_TYPES;

export type VisitorsProblem = 'adultRequired' | 'childTooShort' | 'tooManyChildren' | 'duplicateVisitor' | 'adultIsChild' | 'childIsAdult';

/**
 * The rules of one booking that need no database, in the visitor's words (an `errors` key): with an ID card
 * the card's birthday on the visit day says adult or child (a child under 16 named an adult is refused, and
 * the other way round), at least one adult, no child under 1.2 m, at most two children per adult, no
 * certificate twice (a 15-digit ID number is its 18-digit form). The form asks them before sending and the
 * hall API again before holding anything.
 */
export function visitorsProblem(
  visitors: { child: boolean; certType?: string; certNo?: string; heightCm?: number }[],
  visitDay?: string,
): VisitorsProblem | null {
  if (visitDay)
    for (const v of visitors) {
      const age = v.certType && v.certNo ? ageByCertificate(v.certType, v.certNo, visitDay) : null;
      if (age === null) continue;
      if (!v.child && age < CHILD_AGE) return 'adultIsChild';
      if (v.child && age >= CHILD_AGE) return 'childIsAdult';
    }
  const adults = visitors.filter((v) => !v.child).length;
  if (adults === 0) return 'adultRequired';
  if (visitors.some((v) => v.child && (v.heightCm ?? 0) < MIN_CHILD_HEIGHT_CM)) return 'childTooShort';
  if (visitors.length - adults > adults * CHILDREN_PER_ADULT) return 'tooManyChildren';
  const certs = visitors.flatMap((v) => (v.certNo ? [`${v.certType}:${canonicalCertNo(v.certType ?? '', v.certNo)}`] : []));
  if (new Set(certs).size !== certs.length) return 'duplicateVisitor';
  return null;
}

/** POST /api/reservation_order/create. Visits take no coupon: one sent is refused, not silently dropped. */
export const reservationCreate = z.object({
  slotId: id,
  visitors: z.array(visitor).min(1).max(MAX_VISITORS),
  termsAccepted: z.literal(true, 'errors.termsRequired'),
  memberCouponId: z.undefined('errors.couponUnusable').optional(),
});

/** GET /api/reservation_slot?from=yyyy-MM-dd&to=yyyy-MM-dd (ours; the spec names no call for the dates). */
export const slotQuery = z.object({
  from: z.string().regex(/^\d{4}-\d{2}-\d{2}$/, 'errors.invalidDate'),
  to: z.string().regex(/^\d{4}-\d{2}-\d{2}$/, 'errors.invalidDate'),
});

export const visitSlotView = z.object({
  id: z.number(),
  date: z.string(),
  startTime: z.string(),
  capacity: z.number(),
  remaining: z.number(),
  priceFen: z.number(),
  /** Booking opens 7 days ahead and closes when the slot starts. */
  open: z.boolean(),
  /** Why it cannot be booked now, as the hall knows it; null while it can. */
  unbookable: z.enum(['closed', 'started', 'notYetOpen', 'full']).nullable(),
});
export type VisitSlotView = z.infer<typeof visitSlotView>;

/**
 * Why a slot cannot be booked: the hall closed it (a closed day closes all its slots), it has started, booking
 * has not opened yet (7 days ahead), or no places are left.
 */
export type SlotUnbookable = 'closed' | 'started' | 'notYetOpen' | 'full';

/** Booking opens this many days before a slot and closes when it starts. */
export const BOOKING_OPENS_DAYS = 7;

/** The day (yyyy-MM-dd, the hall's calendar) booking opens for a slot, at the slot's own time of day. */
export function bookingOpensOn(slot: { date: string }): string {
  const day = new Date(`${slot.date}T00:00:00Z`);
  day.setUTCDate(day.getUTCDate() - BOOKING_OPENS_DAYS);
  return day.toISOString().slice(0, 10);
}

/**
 * Why a day offers nothing to book, from its slots' reasons: every slot closed is a closed day; otherwise the
 * reason a visitor can act on comes first (booking opens later, then the places are taken), then the rest.
 */
export function dayUnbookable(slots: Pick<VisitSlotView, 'unbookable'>[]): SlotUnbookable | null {
  const reasons = slots.map((s) => s.unbookable);
  if (!reasons.length || reasons.includes(null)) return null;
  if (reasons.every((r) => r === 'closed')) return 'closed';
  return (['notYetOpen', 'full', 'closed', 'started'] as const).find((r) => reasons.includes(r)) ?? null;
}

export type VisitRulesView = { personal: string; team: string };

export const reservationIdBody = z.object({ id });

export const reservationView = z.object({
  id: z.number(),
  status: z.enum(['unpaid', 'booked', 'visited', 'not_visited', 'cancelled']),
  date: z.string(),
  startTime: z.string(),
  orderId: z.number().nullable(),
  orderNo: z.string().nullable(),
  orderStatus: z.string().nullable(),
  payFen: z.number(),
  expiresAt: z.string().nullable(),
  createdAt: z.string(),
  /** The certificate is shown masked; the entry code (a QR code at the door) only once the booking is paid. */
  visitors: z.array(
    z.object({ name: z.string(), child: z.boolean(), certType: z.string(), certNo: z.string(), entryCode: z.string().nullable() }),
  ),
});
export type ReservationView = z.infer<typeof reservationView>;

/** The largest group the form takes; bigger groups are several intentions, or a call to the hall. */
export const MAX_GROUP = 500;
const day = z
  .string()
  .regex(/^\d{4}-\d{2}-\d{2}$/, 'errors.invalidDate')
  .refine(
    (v) => !Number.isNaN(Date.parse(`${v}T00:00:00Z`)) && new Date(`${v}T00:00:00Z`).toISOString().startsWith(v),
    'errors.invalidDate',
  );

/** POST /api/reservation_order/teamCreate: the group visit intention of §3. Whether a date is past is the hall's check. */
export const teamCreate = z
  .object({
    unitName: trimmed.min(1, 'errors.unitNameRequired').max(100),
    contactName: trimmed.min(1, 'errors.contactRequired').max(50),
    phone: trimmed.refine(isMobile, 'errors.phoneFormat'),
    email: trimmed.refine(isEmail, 'errors.emailFormat'),
    visitorCount: z.coerce
      .number()
      .int('errors.visitorCountRange')
      .min(1, 'errors.visitorCountRange')
      .max(MAX_GROUP, 'errors.visitorCountRange'),
    period: z.enum(['morning', 'afternoon']),
    dateFrom: day,
    dateTo: day,
    invoice: z.enum(['none', 'vat_general_3']),
    note: trimmed.max(500).optional(),
    notesAccepted: z.literal(true, 'errors.notesRequired'),
  })
  .refine((t) => t.dateFrom <= t.dateTo, { path: ['dateTo'], message: 'errors.dateRangeOrder' });
export type TeamCreate = z.infer<typeof teamCreate>;

export const groupIntentionView = z.object({
  id: z.number(),
  unitName: z.string(),
  contactName: z.string(),
  visitorCount: z.number(),
  period: z.enum(['morning', 'afternoon']),
  dateFrom: z.string(),
  dateTo: z.string(),
  invoice: z.enum(['none', 'vat_general_3']),
  note: z.string().nullable(),
  /** submitted → confirmed (the hall fixed a date) or rejected (with its reason): decided in the staff console. */
  status: z.enum(['submitted', 'confirmed', 'rejected']),
  confirmedDate: z.string().nullable(),
  /** HH:mm, with the date. */
  confirmedTime: z.string().nullable(),
  rejectReason: z.string().nullable(),
  createdAt: z.string(),
});
export type GroupIntentionView = z.infer<typeof groupIntentionView>;

/** GET /api/reservation_order: the member's personal bookings (paged) and group intentions, for /reservationOrder. */
export const reservationOrders = z.object({ reservations: z.array(reservationView), groups: z.array(groupIntentionView) });
export type ReservationOrders = z.infer<typeof reservationOrders>;
