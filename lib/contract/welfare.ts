import { z } from 'zod';
import { id } from './common';

// Public-welfare tickets (§1, §2 /commonweal_ticket?activeType=4, Chinese only, only when open; §7
// /api/commonweal_ticket, /project). Low-price places of chosen sessions, handed out by application and, when there
// are more applications than places, by a draw anyone can re-run (docs/decisions/welfare.md).
// The calls after /project are ours: applying, the member's applications and the published draw.

/** GET /api/commonweal_ticket: the programme (the §3 public-welfare-open flag, and its rules as rich text). */
export const welfareProgrammeSchema = z.object({ open: z.boolean(), title: z.string(), rules: z.string() });
export type WelfareProgramme = z.infer<typeof welfareProgrammeSchema>;

/**
 * Where a round stands: before its window, applying, window closed and the draw about to run (seconds), drawn
 * (places offered in the drawn order; with places left and no one waiting, applying offers one at once), over
 * (the session's sale has ended).
 */
export const welfarePhases = ['upcoming', 'applying', 'drawing', 'drawn', 'over'] as const;
export type WelfarePhase = (typeof welfarePhases)[number];

/** GET /api/commonweal_ticket/project: one round, the session it gives places for and how far it has got. */
export const welfareRoundSchema = z.object({
  id: z.number(),
  performanceId: z.number(),
  /** The performance's category (0 performances, 1 activities), for the link to its page. */
  category: z.number(),
  sessionId: z.number(),
  title: z.string(),
  poster: z.string(),
  startTime: z.string(),
  place: z.string(),
  priceFen: z.number(),
  tickets: z.number(),
  applyFrom: z.string(),
  applyTo: z.string(),
  payHours: z.number(),
  phase: z.enum(welfarePhases),
  applications: z.number(),
  /** Places not (yet) taken by a paid or unpaid order. */
  placesLeft: z.number(),
  /** SHA-256 of the seed, published from the start; the seed itself once drawn. */
  seedHash: z.string(),
  seed: z.string().nullable(),
  drawnAt: z.string().nullable(),
});
export type WelfareRound = z.infer<typeof welfareRoundSchema>;

/** POST /api/commonweal_ticket/apply: a regular purchaser of the member's (real name, one per ID and performance). */
export const welfareApply = z.object({ roundId: id, buyerId: id });
export type WelfareApply = z.infer<typeof welfareApply>;

/** GET /api/commonweal_ticket/draw?roundId=: the round's applications as published, in the drawn order once drawn. */
export const welfareDrawQuery = z.object({ roundId: id });

/**
 * An application as the member reads it: applied (waiting for the draw), waiting (drawn, not yet reached),
 * offered (a place: an unpaid order until `payBy`), won (paid), lapsed (not paid in time: passed on), unsuccessful
 * (the session's sale ended before the place came).
 */
export const applicationStates = ['applied', 'waiting', 'offered', 'won', 'lapsed', 'unsuccessful'] as const;
export const welfareApplicationSchema = z.object({
  roundId: z.number(),
  applicationNo: z.string(),
  buyerName: z.string(),
  /** The ID's last four characters, to tell two family members apart. */
  certTail: z.string(),
  state: z.enum(applicationStates),
  rank: z.number().nullable(),
  orderId: z.number().nullable(),
  orderNo: z.string().nullable(),
  payBy: z.string().nullable(),
  payFen: z.number().nullable(),
  createdAt: z.string(),
});
export type WelfareApplication = z.infer<typeof welfareApplicationSchema>;

export const welfareDrawSchema = z.object({
  roundId: z.number(),
  tickets: z.number(),
  seedHash: z.string(),
  seed: z.string().nullable(),
  drawnAt: z.string().nullable(),
  /**
   * Every application, numbers and masked names; in the drawn order (rank 1 first) once drawn, else as they came.
   * `late` ones came after the draw and queue behind it in the order they came: a re-run leaves them out.
   */
  entries: z.array(z.object({ applicationNo: z.string(), name: z.string(), rank: z.number().nullable(), late: z.boolean() })),
});
export type WelfareDraw = z.infer<typeof welfareDrawSchema>;
