// The console's package-card calls (/api/staff/package-cards, /api/staff/switches; content role): the cards the
// hall sells, what each covers, and the switches that open the package and public-welfare features to the public
// (§3's session-state flags). Shared by the hall API and the console's forms, so a form refuses what the hall API would.
import { z } from 'zod';
import { id } from './common';
import { packageCardSchema } from './package';
import { picturePattern } from './publishing';

const text = (max: number) => z.string().trim().max(max, 'errors.textTooLong');
const title = (max: number) => text(max).min(1, 'errors.titleRequired');
const richText = z.string().max(50_000, 'errors.textTooLong');
const instant = z.iso.datetime({ offset: true, message: 'errors.dateTimeFormat' });
const fen = z.number().int().min(1, 'errors.amountRange').max(10_000_000, 'errors.amountRange');
const count = (max: number) => z.number().int().min(1, 'errors.countRange').max(max, 'errors.countRange');

/** POST /api/staff/package-cards, PUT /api/staff/package-cards/:id. */
export const packageCardPayload = z
  .object({
    name: title(60),
    enName: title(120),
    summary: text(200),
    enSummary: text(300),
    terms: richText.min(1, 'errors.textRequired'),
    enTerms: richText,
    image: z.string().regex(picturePattern, 'errors.pictureRequired'),
    priceFen: fen,
    credits: count(100),
    perPerformance: count(20),
    stock: z.number().int().min(0, 'errors.countRange').max(1_000_000, 'errors.countRange'),
    limitPerMember: count(20),
    saleFrom: instant,
    saleTo: instant,
    validUntil: instant,
    visible: z.boolean(),
    /** The performances it pays tickets of, each up to a class price ("B class and below"). */
    performances: z.array(z.object({ performanceId: id, maxPriceFen: fen })).max(200),
  })
  .refine((c) => Date.parse(c.saleTo) > Date.parse(c.saleFrom), { message: 'errors.saleEndsBeforeStart', path: ['saleTo'] })
  .refine((c) => Date.parse(c.validUntil) >= Date.parse(c.saleTo), { message: 'errors.validBeforeSaleEnds', path: ['validUntil'] })
  .refine((c) => new Set(c.performances.map((p) => p.performanceId)).size === c.performances.length, {
    message: 'errors.performanceTwice',
    path: ['performances'],
  });
export type PackageCardPayload = z.infer<typeof packageCardPayload>;

/** A card as the console reads it back: the payload's fields as stored, what was sold and how many members hold one. */
export const staffPackageCard = packageCardSchema
  .pick({
    id: true,
    name: true,
    enName: true,
    summary: true,
    enSummary: true,
    terms: true,
    enTerms: true,
    image: true,
    priceFen: true,
    credits: true,
    perPerformance: true,
    limitPerMember: true,
    saleFrom: true,
    saleTo: true,
    validUntil: true,
  })
  .extend({
    stock: z.number(),
    sold: z.number(),
    visible: z.boolean(),
    performances: z.array(z.object({ performanceId: z.number(), maxPriceFen: z.number() })),
    membersCards: z.number(),
  });
export type StaffPackageCard = z.infer<typeof staffPackageCard>;

/** A performance the editor may let a card cover, with its (non point-only) class prices, dearest first. */
export const coverablePerformance = z.object({
  id: z.number(),
  title: z.string(),
  enTitle: z.string(),
  season: z.boolean(),
  prices: z.array(z.number()),
});
export type CoverablePerformance = z.infer<typeof coverablePerformance>;

/** GET and PUT /api/staff/switches: what the public may see of the package and public-welfare features. */
export const switchesPayload = z.object({ packageOpen: z.boolean(), welfareOpen: z.boolean() });
export type SwitchesView = z.infer<typeof switchesPayload>;
