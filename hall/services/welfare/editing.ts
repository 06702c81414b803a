import { and, asc, desc, eq, gt, sql } from 'drizzle-orm';
import { Code } from '@/lib/contract/codes';
import type { StaffWelfareRound, WelfareRoundPayload, WelfareSessionChoice } from '@/lib/contract/welfare-editing';
import type { Db, DbOrTx } from '../../db/client';
import { performances, sessions, ticketClasses, welfareRounds } from '../../db/schema';
import { HallError, notFound } from '../../errors';
import { audit, type Actor } from '../staff/audit';
import { insertRound } from '../../db/welfare-round';
import { phaseOf } from './rounds';

/**
 * POST /api/staff/welfare-rounds: a welfare class of the session (its stock the round's places, never on ordinary
 * sale) and the round, with a seed drawn now from the system's randomness. Only the seed's SHA-256 leaves the
 * hall API before the draw; the audit log records the hash, not the seed.
 */
export async function createWelfareRound(db: Db, actor: Actor, input: WelfareRoundPayload): Promise<StaffWelfareRound> {
  return db.transaction(async (tx) => {
    const [session] = await tx
      .select({ id: sessions.id, performanceId: sessions.performanceId, startTime: sessions.startTime, saleState: sessions.saleState })
      .from(sessions)
      .where(eq(sessions.id, input.sessionId))
      .for('update');
    if (!session) throw notFound();
    if (session.saleState === 'cancelled') throw new HallError('sessionCancelled', Code.badRequest);
    if (Date.parse(input.applyTo) >= session.startTime.getTime()) throw new HallError('applyEndsAfterStart', Code.badRequest);

    const roundId = await insertRound(tx, session, input);
    const [after] = await staffRounds(tx, roundId);
    await audit(tx, actor, { action: 'welfareRound.create', target: `welfareRound:${roundId}`, after });
    return after;
  });
}

/** GET /api/staff/welfare-rounds: every round, newest first, with its counts (or one, by id). */
export async function staffRounds(db: DbOrTx, id?: number, now = new Date()): Promise<StaffWelfareRound[]> {
  const rows = await db
    .select({
      round: welfareRounds,
      title: performances.mainTitle,
      enTitle: performances.enMainTitle,
      startTime: sessions.startTime,
      saleEndAt: sessions.saleEndAt,
      saleState: sessions.saleState,
      priceFen: ticketClasses.priceFen,
      applications: sql<number>`(select count(*) from welfare_applications wa where wa.round_id = ${welfareRounds.id})::int`,
      offered: sql<number>`(select count(*) from welfare_applications wa where wa.round_id = ${welfareRounds.id}
        and wa.order_id is not null)::int`,
      paid: sql<number>`(select count(*) from welfare_applications wa join orders o on o.id = wa.order_id
        where wa.round_id = ${welfareRounds.id} and o.status in ('paid', 'issued', 'completed'))::int`,
    })
    .from(welfareRounds)
    .innerJoin(sessions, eq(sessions.id, welfareRounds.sessionId))
    .innerJoin(performances, eq(performances.id, welfareRounds.performanceId))
    .innerJoin(ticketClasses, eq(ticketClasses.id, welfareRounds.ticketClassId))
    .where(id ? eq(welfareRounds.id, id) : undefined)
    .orderBy(desc(welfareRounds.id));
  return rows.map(({ round, startTime, saleEndAt, saleState, ...r }) => ({
    id: round.id,
    sessionId: round.sessionId,
    title: r.title,
    enTitle: r.enTitle,
    startTime: startTime.toISOString(),
    priceFen: r.priceFen,
    tickets: round.tickets,
    applyFrom: round.applyFrom.toISOString(),
    applyTo: round.applyTo.toISOString(),
    payHours: round.payHours,
    phase: phaseOf({ ...round, closesAt: saleEndAt ?? startTime, saleState }, now),
    seedHash: round.seedHash,
    drawnAt: round.drawnAt?.toISOString() ?? null,
    applications: r.applications,
    offered: r.offered,
    paid: r.paid,
  }));
}

/** GET /api/staff/welfare-rounds/sessions: the sessions a round may be opened for, soonest first. */
export async function welfareSessionChoices(db: DbOrTx, now = new Date()): Promise<WelfareSessionChoice[]> {
  const rows = await db
    .select({ sessionId: sessions.id, title: performances.mainTitle, enTitle: performances.enMainTitle, startTime: sessions.startTime })
    .from(sessions)
    .innerJoin(performances, eq(performances.id, sessions.performanceId))
    .where(and(eq(performances.visible, true), eq(sessions.saleState, 'on_sale'), gt(sessions.startTime, now)))
    .orderBy(asc(sessions.startTime), asc(sessions.id));
  return rows.map((r) => ({ ...r, startTime: r.startTime.toISOString() }));
}
