// Package cards for the tests: the seeded season pass, a covered session on sale with seats of a class
// it pays and of one it does not, and a member's card bought and paid at the sandbox cashier as a member would.
import { and, asc, eq, gt, lte, sql } from 'drizzle-orm';
import type { FastifyInstance } from 'fastify';
import type { PackageCardPayload } from '@/lib/contract/package-editing';
import type { Db } from '../db/client';
import { memberCards, packageCardPerformances, packageCards, performances, sessions, sessionSeats, ticketClasses } from '../db/schema';
import { call, type TestMember } from './members';
import { openSandboxTrade, payAtCashier } from './refunds';

export type PackageCardRow = typeof packageCards.$inferSelect;

/** The seeded season 10-concert pass. */
export async function seasonPass(db: Db): Promise<PackageCardRow> {
  const [card] = await db.select().from(packageCards).orderBy(asc(packageCards.id)).limit(1);
  if (!card) throw new Error('the seed has no package card');
  return card;
}

/** Sessions on sale now of a performance the card covers, with free seats it pays, each with its ceiling there. */
export async function coveredSessions(db: Db, packageCardId: number) {
  const now = new Date();
  return db
    .select({ sessionId: sessions.id, performanceId: sessions.performanceId, maxPriceFen: packageCardPerformances.maxPriceFen })
    .from(packageCardPerformances)
    .innerJoin(sessions, eq(sessions.performanceId, packageCardPerformances.performanceId))
    .innerJoin(performances, eq(performances.id, sessions.performanceId))
    .where(
      and(
        eq(packageCardPerformances.packageCardId, packageCardId),
        eq(sessions.saleState, 'on_sale'),
        gt(sessions.startTime, now),
        lte(performances.saleStartAt, now),
        eq(performances.realName, false),
        // Room to test in: a few free seats of a class the card covers.
        sql`(select count(*) from session_seats ss join ticket_classes tc on tc.id = ss.ticket_class_id
             where ss.session_id = ${sessions.id} and ss.status = 'available' and not tc.point_only
             and tc.price_fen <= ${packageCardPerformances.maxPriceFen}) >= 5`,
      ),
    )
    .orderBy(sessions.startTime, sessions.id);
}

/** Free seats of a session whose class the card covers there (`covered`) or does not (the dearer classes). */
export async function seatsOf(db: Db, sessionId: number, maxPriceFen: number, covered: boolean, count: number) {
  const rows = await db
    .select({ id: sessionSeats.id, priceFen: ticketClasses.priceFen, ticketClassId: ticketClasses.id })
    .from(sessionSeats)
    .innerJoin(ticketClasses, eq(ticketClasses.id, sessionSeats.ticketClassId))
    .where(
      and(
        eq(sessionSeats.sessionId, sessionId),
        eq(sessionSeats.status, 'available'),
        eq(ticketClasses.pointOnly, false),
        covered ? lte(ticketClasses.priceFen, maxPriceFen) : sql`${ticketClasses.priceFen} > ${maxPriceFen}`,
      ),
    )
    .orderBy(sessionSeats.id)
    .limit(count);
  if (rows.length < count) throw new Error(`session ${sessionId} has fewer than ${count} free ${covered ? 'covered' : 'dearer'} seats`);
  return rows;
}

/** A card bought through POST /api/fala_order and paid at the sandbox cashier: the member's card row. */
export async function buyCard(app: FastifyInstance, db: Db, m: TestMember, packageCardId: number) {
  const placed = await call(app, 'POST', '/api/fala_order', { token: m.token, body: { packageCardId } });
  if (placed.body.code !== 20000) throw new Error(`card not bought: ${JSON.stringify(placed.body)}`);
  const paid = await payAtCashier(app, await openSandboxTrade(app, m, placed.body.data.orderId, '/api/pay/wx_pay_code'));
  if (paid.statusCode !== 303) throw new Error(`card not paid: ${paid.statusCode}`);
  const [card] = await db.select().from(memberCards).where(eq(memberCards.orderId, placed.body.data.orderId));
  return { orderId: placed.body.data.orderId as number, card };
}

export const creditsUsedOf = async (db: Db, memberCardId: number) =>
  (await db.select({ used: memberCards.creditsUsed }).from(memberCards).where(eq(memberCards.id, memberCardId)))[0].used;

/** A package card as the console's form sends it: on sale now for 30 days, valid for 90. */
export function packageCardInput(fields: Partial<PackageCardPayload> = {}): PackageCardPayload {
  const day = 86_400_000;
  return {
    name: '冬季室内乐三场套票',
    enName: 'Winter chamber trio pass',
    summary: '三场室内乐，丙等及以下。',
    enSummary: 'Three chamber concerts, C class and below.',
    terms: '<p>每场最多一张。</p>',
    enTerms: '<p>At most one per concert.</p>',
    image: '/art/package-card.svg',
    priceFen: 36_000,
    credits: 3,
    perPerformance: 1,
    stock: 50,
    limitPerMember: 1,
    saleFrom: new Date(Date.now() - day).toISOString(),
    saleTo: new Date(Date.now() + 30 * day).toISOString(),
    validUntil: new Date(Date.now() + 90 * day).toISOString(),
    visible: true,
    performances: [],
    ...fields,
  };
}
