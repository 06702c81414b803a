// The console's publishing calls (/api/staff/performances, /sessions, /ticket-classes, /files; content role).
// Shared by the hall API, the BFF and the console's forms, so a form refuses what the hall API would.
import { z } from 'zod';
import { id } from './common';
import { ticketClassSchema } from './performance';
import { pageQuery } from './envelope';
import { SALE_STATUSES } from './seats';

const text = (max: number) => z.string().trim().max(max, 'errors.textTooLong');
const title = (max: number) => text(max).min(1, 'errors.titleRequired');
/** Rich text as the editor writes it; the hall API sanitises it before storing (services/content/rich-text). */
const richText = z.string().max(50_000, 'errors.textTooLong');
const instant = z.iso.datetime({ offset: true, message: 'errors.dateTimeFormat' });

/** An uploaded file's name: the SHA-256 of its content and the extension of its kind (served at /files/<name>). */
const STORED_FILE = '[0-9a-f]{64}\\.(?:png|jpg|webp)';
export const storedFileName = new RegExp(`^${STORED_FILE}$`);

/** A picture (a poster, a banner): one of the seeded pictures, or a file uploaded through POST /api/staff/files. */
export const picturePattern = new RegExp(`^/(?:art/[a-z0-9-]+\\.svg|files/${STORED_FILE})$`);
export const posterPath = z.string().regex(picturePattern, 'errors.posterRequired');

const artist = z.object({ name: title(60), enName: title(60), role: text(40), enRole: text(40) });
const repertoireItem = z.object({ composer: text(60), enComposer: text(60), work: title(120), enWork: title(120) });

/** POST /api/staff/performances, PUT /api/staff/performances/:id: every field the public pages show. */
export const performancePayload = z.object({
  category: z.union([z.literal(0), z.literal(1)]),
  genreId: id,
  hallId: id,
  mainTitle: title(100),
  enMainTitle: title(160),
  subtitle: text(100),
  enSubtitle: text(160),
  series: text(60),
  enSeries: text(100),
  monthQuarter: text(30),
  enMonthQuarter: text(40),
  organizer: text(100),
  enOrganizer: text(160),
  host: text(100),
  enHost: text(160),
  coHost: text(100),
  enCoHost: text(160),
  poster: posterPath,
  intro: richText,
  enIntro: richText,
  purchaseNotes: richText,
  enPurchaseNotes: richText,
  discount: text(60),
  enDiscount: text(100),
  artists: z.array(artist).max(30),
  repertoire: z.array(repertoireItem).max(40),
  durationMinutes: z.number().int().min(10, 'errors.durationRange').max(600, 'errors.durationRange'),
  saleStartAt: instant,
  isRecommend: z.boolean(),
  isHot: z.boolean(),
  realName: z.boolean(),
  /** One of the hall's own music-season concerts: /music lists it; package cards may cover it. */
  season: z.boolean(),
  childHeightLimitCm: z.number().int().min(50, 'errors.heightRange').max(200, 'errors.heightRange').nullable(),
  /** Published: shown on the public pages. A new performance starts as a draft. */
  visible: z.boolean(),
});
export type PerformancePayload = z.infer<typeof performancePayload>;

export const SESSION_SALE_STATES = ['on_sale', 'off_sale', 'cancelled'] as const;
export type SessionSaleState = (typeof SESSION_SALE_STATES)[number];

/** POST /api/staff/performances/:id/sessions, PUT /api/staff/sessions/:id. Cancelling has its own call. */
export const sessionPayload = z
  .object({
    startTime: instant,
    endTime: instant,
    hallId: id,
    hasSeatMap: z.boolean(),
    limitPerOrder: z.number().int().min(1, 'errors.limitRange').max(20, 'errors.limitRange'),
    limitPerMember: z.number().int().min(1, 'errors.limitRange').max(50, 'errors.limitRange'),
    saleState: z.enum(['on_sale', 'off_sale']),
    saleEndAt: instant.nullable(),
  })
  .refine((s) => Date.parse(s.endTime) > Date.parse(s.startTime), { message: 'errors.sessionEndsBeforeStart', path: ['endTime'] })
  .refine((s) => s.saleEndAt === null || Date.parse(s.saleEndAt) <= Date.parse(s.startTime), {
    message: 'errors.saleEndsAfterStart',
    path: ['saleEndAt'],
  });
export type SessionPayload = z.infer<typeof sessionPayload>;

/** POST /api/staff/sessions/:id/ticket-classes, PUT /api/staff/ticket-classes/:id. */
export const ticketClassPayload = z
  .object({
    name: title(20),
    enName: title(40),
    priceFen: z.number().int().min(0, 'errors.priceRange').max(10_000_000, 'errors.priceRange'),
    color: z.string().regex(/^#[0-9a-fA-F]{6}$/, 'errors.colorFormat'),
    pointOnly: z.boolean(),
    pointPrice: z.number().int().min(1, 'errors.pointPriceRange').max(10_000_000, 'errors.pointPriceRange').nullable(),
    limitPerMember: z.number().int().min(1, 'errors.limitRange').max(50, 'errors.limitRange').nullable(),
    /** Tickets to sell, for a session without a seat map; a mapped session sells the seats assigned to the class. */
    stock: z.number().int().min(0, 'errors.stockRange').max(100_000, 'errors.stockRange').nullable(),
  })
  .refine((c) => !c.pointOnly || c.pointPrice !== null, { message: 'errors.pointPriceRange', path: ['pointPrice'] });
export type TicketClassPayload = z.infer<typeof ticketClassPayload>;

/**
 * PUT /api/staff/sessions/:id/seats: the seats of one area (of one floor), rows `rowFrom`–`rowTo`, given to a class,
 * or taken off sale (`ticketClassId` null). Held and sold seats keep their class and are counted as skipped.
 */
export const seatAssignmentPayload = z
  .object({
    ticketClassId: id.nullable(),
    floor: z.number().int().min(0).max(20),
    area: z.string().trim().min(1).max(40),
    rowFrom: z.number().int().min(1).max(200),
    rowTo: z.number().int().min(1).max(200),
  })
  .refine((a) => a.rowTo >= a.rowFrom, { message: 'errors.rowRange', path: ['rowTo'] });
export type SeatAssignmentPayload = z.infer<typeof seatAssignmentPayload>;
export const seatAssignmentResult = z.object({ assigned: z.number(), released: z.number(), skipped: z.number() });
export type SeatAssignmentResult = z.infer<typeof seatAssignmentResult>;

/** GET /api/staff/performances: search by title, newest sessions first. */
export const staffPerformanceQuery = pageQuery.extend({ q: z.string().trim().max(50).default('') });

export const staffPerformanceListItem = z.object({
  id: z.number(),
  category: z.number(),
  mainTitle: z.string(),
  enMainTitle: z.string(),
  poster: z.string(),
  visible: z.boolean(),
  hallName: z.string(),
  hallEnName: z.string(),
  sessionCount: z.number(),
  firstTime: z.string().nullable(),
  lastTime: z.string().nullable(),
});
export type StaffPerformanceListItem = z.infer<typeof staffPerformanceListItem>;

/** A class as the console edits it: the public one's fields, with its limits and how far it has sold. */
export const staffTicketClass = ticketClassSchema.omit({ available: true }).extend({
  limitPerMember: z.number().nullable(),
  stock: z.number().nullable(),
  sold: z.number(),
  assignedSeats: z.number(),
  soldSeats: z.number(),
});
export type StaffTicketClass = z.infer<typeof staffTicketClass>;

export const staffSession = z.object({
  id: z.number(),
  startTime: z.string(),
  endTime: z.string(),
  hallId: z.number(),
  hasSeatMap: z.boolean(),
  limitPerOrder: z.number(),
  limitPerMember: z.number(),
  saleState: z.enum(SESSION_SALE_STATES),
  saleEndAt: z.string().nullable(),
  saleStatus: z.enum(SALE_STATUSES),
  ticketClasses: z.array(staffTicketClass),
  /** Orders that hold or bought tickets of it: a session with orders keeps its hall and seat map. */
  orderCount: z.number(),
});
export type StaffSession = z.infer<typeof staffSession>;

/** A performance as the console edits it: every field of the payload as stored, and its sessions. */
export const staffPerformance = z.object({
  id: z.number(),
  category: z.union([z.literal(0), z.literal(1)]),
  genreId: z.number(),
  hallId: z.number(),
  mainTitle: z.string(),
  enMainTitle: z.string(),
  subtitle: z.string(),
  enSubtitle: z.string(),
  series: z.string(),
  enSeries: z.string(),
  monthQuarter: z.string(),
  enMonthQuarter: z.string(),
  organizer: z.string(),
  enOrganizer: z.string(),
  host: z.string(),
  enHost: z.string(),
  coHost: z.string(),
  enCoHost: z.string(),
  poster: z.string(),
  intro: z.string(),
  enIntro: z.string(),
  purchaseNotes: z.string(),
  enPurchaseNotes: z.string(),
  discount: z.string(),
  enDiscount: z.string(),
  artists: z.array(z.object({ name: z.string(), enName: z.string(), role: z.string(), enRole: z.string() })),
  repertoire: z.array(z.object({ composer: z.string(), enComposer: z.string(), work: z.string(), enWork: z.string() })),
  durationMinutes: z.number(),
  saleStartAt: z.string(),
  isRecommend: z.boolean(),
  isHot: z.boolean(),
  realName: z.boolean(),
  season: z.boolean(),
  childHeightLimitCm: z.number().nullable(),
  visible: z.boolean(),
  sessions: z.array(staffSession),
});
export type StaffPerformance = z.infer<typeof staffPerformance>;

export const SESSION_SEAT_STATUSES = ['available', 'held', 'sold', 'locked', 'returned', 'offered'] as const;
export type SessionSeatStatus = (typeof SESSION_SEAT_STATUSES)[number];

/** GET /api/staff/sessions/:id/seats: every seat of the hall, with its class and state in this session (if on sale). */
export const staffSeatMap = z.object({
  session: staffSession.extend({ performanceId: z.number(), mainTitle: z.string(), enMainTitle: z.string() }),
  hall: z.object({ id: z.number(), name: z.string(), enName: z.string(), width: z.number(), height: z.number() }),
  areas: z.array(z.object({ floor: z.number(), name: z.string(), enName: z.string(), rows: z.number() })),
  /** [hallSeatId, areaIndex, row, number, x, y, ticketClassId | null, status | null]; returned and offered: the waiting list's */
  seats: z.array(
    z.tuple([
      z.number(),
      z.number(),
      z.number(),
      z.number(),
      z.number(),
      z.number(),
      z.number().nullable(),
      z.enum(SESSION_SEAT_STATUSES).nullable(),
    ]),
  ),
});
export type StaffSeatMap = z.infer<typeof staffSeatMap>;
