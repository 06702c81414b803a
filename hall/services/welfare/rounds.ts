import { and, asc, eq, gt, inArray, sql } from 'drizzle-orm';
import type { WelfarePhase, WelfareProgramme, WelfareRound } from '@/lib/contract/welfare';
import type { DbOrTx } from '../../db/client';
import { halls, performances, sessions, siteParams, ticketClasses, welfareRounds } from '../../db/schema';
import { SWITCH_KEYS, switchedOn } from '../content/switches';

/** The programme's rules, rich text the content role edits as every other site text. */
export const WELFARE_RULES_KEY = 'welfare.rules';

export const welfareOpen = (db: DbOrTx) => switchedOn(db, 'welfareOpen');

/** GET /api/commonweal_ticket: whether the programme is open (§3 flag) and its rules. Chinese only, as its page. */
export async function welfareProgramme(db: DbOrTx): Promise<WelfareProgramme> {
  const rows = await db
    .select({ key: siteParams.key, value: siteParams.value })
    .from(siteParams)
    .where(inArray(siteParams.key, [SWITCH_KEYS.welfareOpen, WELFARE_RULES_KEY]));
  const value = (key: string) => rows.find((r) => r.key === key)?.value;
  return { open: value(SWITCH_KEYS.welfareOpen) === '1', title: '公益票', rules: value(WELFARE_RULES_KEY) ?? '' };
}

type PhaseFacts = { applyFrom: Date; applyTo: Date; drawnAt: Date | null; closesAt: Date; saleState: string };

export function phaseOf(round: PhaseFacts, now: Date): WelfarePhase {
  if (round.saleState !== 'on_sale' || round.closesAt <= now) return 'over';
  if (round.drawnAt) return 'drawn';
  if (round.applyFrom > now) return 'upcoming';
  return round.applyTo > now ? 'applying' : 'drawing';
}

/**
 * GET /api/commonweal_ticket/project: the rounds of sessions still ahead, soonest first. The seed stays secret
 * until the draw (only its SHA-256 is shown), so nobody, the hall included, can fit applications to it.
 */
export async function listRounds(db: DbOrTx, now = new Date()): Promise<WelfareRound[]> {
  const rows = await db
    .select({
      round: welfareRounds,
      title: performances.mainTitle,
      category: performances.category,
      poster: performances.poster,
      visible: performances.visible,
      startTime: sessions.startTime,
      saleEndAt: sessions.saleEndAt,
      saleState: sessions.saleState,
      place: halls.name,
      priceFen: ticketClasses.priceFen,
      placesLeft: sql<number>`(${ticketClasses.stock} - ${ticketClasses.sold})::int`,
      applications: sql<number>`(select count(*) from welfare_applications wa where wa.round_id = ${welfareRounds.id})::int`,
    })
    .from(welfareRounds)
    .innerJoin(sessions, eq(sessions.id, welfareRounds.sessionId))
    .innerJoin(performances, eq(performances.id, welfareRounds.performanceId))
    .innerJoin(halls, eq(halls.id, sessions.hallId))
    .innerJoin(ticketClasses, eq(ticketClasses.id, welfareRounds.ticketClassId))
    .where(and(eq(performances.visible, true), gt(sessions.startTime, now)))
    .orderBy(asc(sessions.startTime), asc(welfareRounds.id));
  return rows.map(({ round, startTime, saleEndAt, saleState, visible: _v, ...r }) => ({
    id: round.id,
    performanceId: round.performanceId,
    category: r.category,
    sessionId: round.sessionId,
    title: r.title,
    poster: r.poster,
    startTime: startTime.toISOString(),
    place: r.place,
    priceFen: r.priceFen,
    tickets: round.tickets,
    applyFrom: round.applyFrom.toISOString(),
    applyTo: round.applyTo.toISOString(),
    payHours: round.payHours,
    phase: phaseOf({ ...round, closesAt: saleEndAt ?? startTime, saleState }, now),
    applications: r.applications,
    placesLeft: r.placesLeft,
    seedHash: round.seedHash,
    seed: round.drawnAt ? round.seed : null,
    drawnAt: round.drawnAt?.toISOString() ?? null,
  }));
}
