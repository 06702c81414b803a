import { and, asc, desc, eq, sql } from 'drizzle-orm';
import { Code } from '@/lib/contract/codes';
import type { WelfareApplication, WelfareApply, WelfareDraw } from '@/lib/contract/welfare';
import type { Db, DbOrTx } from '../../db/client';
import { buyers, orders, sessions, welfareApplications, welfareRounds } from '../../db/schema';
import { HallError, notFound } from '../../errors';
import { isUniqueViolation } from '../../platform/db-errors';
import { certTail } from '../../platform/certificates';
import { lockRound, offerPlaces } from './offer';
import { phaseOf, welfareOpen } from './rounds';

const PAID = ['paid', 'issued', 'completed'];

/**
 * POST /api/commonweal_ticket/apply. In the window an application waits for the draw; after the draw it joins
 * the end of the drawn order and, when a place is free and no one is ahead, is offered it at once (with enough
 * tickets for everyone, applicants simply buy). One ID once per performance, one member once per round: checked
 * under the round's lock for a clear answer, and held by unique indexes whatever happens.
 */
export async function applyForPlace(db: Db, memberId: number, input: WelfareApply, now = new Date()): Promise<WelfareApplication> {
  if (!(await welfareOpen(db))) throw new HallError('welfareClosed');
  try {
    return await db.transaction(async (tx) => {
      const round = await lockRound(tx, input.roundId);
      if (!round) throw notFound();
      const [session] = await tx
        .select({ startTime: sessions.startTime, saleEndAt: sessions.saleEndAt, saleState: sessions.saleState })
        .from(sessions)
        .where(eq(sessions.id, round.sessionId));
      const phase = phaseOf({ ...round, closesAt: session.saleEndAt ?? session.startTime, saleState: session.saleState }, now);
      if (phase !== 'applying' && phase !== 'drawn') throw new HallError('welfareNotApplying');

      const [buyer] = await tx
        .select()
        .from(buyers)
        .where(and(eq(buyers.id, input.buyerId), eq(buyers.memberId, memberId)));
      if (!buyer) throw new HallError('welfareBuyerNeeded');
      const [already] = await tx
        .select({ memberId: welfareApplications.memberId, roundId: welfareApplications.roundId })
        .from(welfareApplications)
        .where(
          sql`(${welfareApplications.roundId} = ${round.id} and ${welfareApplications.memberId} = ${memberId}) or
            (${welfareApplications.performanceId} = ${round.performanceId} and ${welfareApplications.certHash} = ${buyer.certHash})`,
        )
        .limit(1);
      if (already) throw onceError(already.roundId === round.id && already.memberId === memberId ? 'member' : 'id');

      const [{ applied }] = await tx
        .update(welfareRounds)
        .set({ applied: sql`${welfareRounds.applied} + 1` })
        .where(eq(welfareRounds.id, round.id))
        .returning({ applied: welfareRounds.applied });
      const late = phase === 'drawn';
      const [{ lastRank }] = late
        ? await tx
            .select({ lastRank: sql<number>`coalesce(max(${welfareApplications.rank}), 0)::int` })
            .from(welfareApplications)
            .where(eq(welfareApplications.roundId, round.id))
        : [{ lastRank: 0 }];
      await tx.insert(welfareApplications).values({
        roundId: round.id,
        performanceId: round.performanceId,
        memberId,
        applicationNo: `W${round.id}-${String(applied).padStart(5, '0')}`,
        buyerName: buyer.name,
        certType: buyer.certType,
        certNo: buyer.certNo,
        certHash: buyer.certHash,
        status: late ? 'waiting' : 'applied',
        rank: late ? lastRank + 1 : null,
        createdAt: now,
      });
      if (late) await offerPlaces(tx, round, now);
      const [mine] = (await memberApplications(tx, memberId, now)).filter((a) => a.roundId === round.id);
      return mine;
    });
  } catch (error) {
    // Another round of the same performance took the ID in the same instant (the round lock does not cover it).
    if (isUniqueViolation(error)) throw onceError('id');
    throw error;
  }
}

const onceError = (who: 'member' | 'id') => new HallError(who === 'member' ? 'welfareMemberOnce' : 'welfareIdOnce', Code.badRequest);

/** GET /api/commonweal_ticket/mine: the member's applications, newest first, with the order of an offered place. */
export async function memberApplications(db: DbOrTx, memberId: number, now = new Date()): Promise<WelfareApplication[]> {
  const rows = await db
    .select({
      application: welfareApplications,
      orderNo: orders.orderNo,
      orderStatus: orders.status,
      cancelReason: orders.cancelReason,
      payBy: orders.expiresAt,
      payFen: orders.payFen,
      startTime: sessions.startTime,
      saleEndAt: sessions.saleEndAt,
      saleState: sessions.saleState,
    })
    .from(welfareApplications)
    .innerJoin(welfareRounds, eq(welfareRounds.id, welfareApplications.roundId))
    .innerJoin(sessions, eq(sessions.id, welfareRounds.sessionId))
    .leftJoin(orders, eq(orders.id, welfareApplications.orderId))
    .where(eq(welfareApplications.memberId, memberId))
    .orderBy(desc(welfareApplications.id));
  return rows.map(({ application: a, ...r }) => {
    const over = r.saleState !== 'on_sale' || (r.saleEndAt ?? r.startTime) <= now;
    const state: WelfareApplication['state'] =
      a.status === 'offered'
        ? r.orderStatus === 'unpaid'
          ? 'offered'
          : PAID.includes(r.orderStatus ?? '')
            ? 'won'
            : 'lapsed'
        : a.status === 'lapsed'
          ? r.cancelReason === 'hall'
            ? 'unsuccessful'
            : 'lapsed'
          : over
            ? 'unsuccessful'
            : a.status;
    return {
      roundId: a.roundId,
      applicationNo: a.applicationNo,
      buyerName: a.buyerName,
      certTail: certTail(a.certNo)!,
      state,
      rank: a.rank,
      orderId: a.orderId,
      orderNo: r.orderNo,
      payBy: state === 'offered' ? (r.payBy?.toISOString() ?? null) : null,
      payFen: r.payFen,
      createdAt: a.createdAt.toISOString(),
    };
  });
}

/** A name as the published list shows it: the first character, the rest starred (张** for 张三丰). */
export const maskName = (name: string) => {
  const chars = Array.from(new Intl.Segmenter('zh').segment(name), (s) => s.segment);
  return chars[0] + '*'.repeat(Math.max(chars.length - 1, 1));
};

/**
 * GET /api/commonweal_ticket/draw?roundId=: the published list, the input of the draw with its seed once drawn,
 * so that anyone can re-run it (lib/welfare/draw) and compare. Application numbers and masked names only.
 */
export async function publishedDraw(db: DbOrTx, roundId: number): Promise<WelfareDraw> {
  const [round] = await db.select().from(welfareRounds).where(eq(welfareRounds.id, roundId));
  if (!round) throw notFound();
  const rows = await db
    .select({
      applicationNo: welfareApplications.applicationNo,
      name: welfareApplications.buyerName,
      rank: welfareApplications.rank,
      createdAt: welfareApplications.createdAt,
    })
    .from(welfareApplications)
    .where(eq(welfareApplications.roundId, roundId))
    .orderBy(sql`${welfareApplications.rank} asc nulls last`, asc(welfareApplications.id));
  return {
    roundId,
    tickets: round.tickets,
    seedHash: round.seedHash,
    seed: round.drawnAt ? round.seed : null,
    drawnAt: round.drawnAt?.toISOString() ?? null,
    entries: rows.map(({ createdAt, ...r }) => ({
      ...r,
      name: maskName(r.name),
      late: !!round.drawnAt && createdAt >= round.drawnAt,
    })),
  };
}
