// POST /api/order under a crowd: 200 buyers for the same 50 seats of one session, on one hall API instance and
// on two sharing a database, and a single-use coupon raced by its owner. PGlite runs one transaction at a time,
// so no race can happen there: this file runs on the pg driver only (npm test's PostgreSQL pass).
import type { FastifyInstance } from 'fastify';
import { and, asc, eq, inArray, sql } from 'drizzle-orm';
import { Code } from '@/lib/contract/codes';
import {
  codePromotions,
  hallSeats,
  memberCoupons,
  members,
  orderItems,
  orders,
  pointLedger,
  sessionSeats,
  ticketClasses,
} from '../../db/schema';
import { errorText } from '../../test/expect';
import type { Answer, Hall } from '../../test/harness';
import { raceSuite, twoInstances } from '../../test/race';
import { call, newMember, type TestMember } from '../../test/members';
import { saleSession, type SaleSession } from '../../test/orders';

const pgOnly = raceSuite('order-race', '200 concurrent buyers on one and on two hall API instances');

const BUYERS = 200;
const SEATS = 50;
const POINTS = 100;
const POINTS_SPENT = 10;
const LIVE = ['unpaid', 'paid', 'issued', 'completed'] as const;
type Path = 'points' | 'plain';

pgOnly('POST /api/order: concurrent buyers on PostgreSQL', () => {
  const instances = twoInstances();
  let hall: Hall;
  let a: FastifyInstance;
  let b: FastifyInstance;
  let session: SaleSession;
  beforeAll(async () => {
    hall = instances.hall;
    [a, b] = instances.apps(2);
    session = await saleSession(hall.db, { hallCode: 'main' });
  });

  /** The next SEATS free money seats of the session in row order, so neighbours in the list sit side by side. */
  async function seatBlock() {
    return hall.db
      .select({ id: sessionSeats.id, floor: hallSeats.floor, area: hallSeats.area, row: hallSeats.row, number: hallSeats.number })
      .from(sessionSeats)
      .innerJoin(hallSeats, eq(hallSeats.id, sessionSeats.hallSeatId))
      .innerJoin(ticketClasses, eq(ticketClasses.id, sessionSeats.ticketClassId))
      .where(and(eq(sessionSeats.sessionId, session.sessionId), eq(sessionSeats.status, 'available'), eq(ticketClasses.pointOnly, false)))
      .orderBy(asc(hallSeats.floor), asc(hallSeats.area), asc(hallSeats.row), asc(hallSeats.number))
      .limit(SEATS);
  }

  /** What each buyer asks for: every choice at least once (so every seat is wanted), the rest at random, shuffled. */
  function wishes(choices: number[][]): number[][] {
    const picks = [...choices, ...Array.from({ length: BUYERS - choices.length }, () => choices[randomInt(choices.length)])];
    for (let i = picks.length - 1; i > 0; i--) {
      const j = randomInt(i + 1);
      [picks[i], picks[j]] = [picks[j], picks[i]];
    }
    return picks;
  }

  /** Every buyer at once, alternating between the given instances; then everything the database says about it. */
  async function race(apps: FastifyInstance[], wanted: number[][], path: Path) {
    const buyers = await Promise.all(wanted.map(() => newMember(hall.db, { pointsBalance: POINTS, cardNo: nextCardNo() })));
    const started = Date.now();
    const answers = await Promise.all(
      buyers.map((m, i) =>
        call(apps[i % apps.length], 'POST', '/api/order', {
          token: m.token,
          body: { lines: { sessionId: session.sessionId, seatIds: wanted[i] }, ...(path === 'points' ? { points: POINTS_SPENT } : {}) },
        }),
      ),
    );
    const ms = Date.now() - started;
    const winners = buyers.flatMap((m, i) => (answers[i].body.code === 20000 ? [{ m, seats: wanted[i], answer: answers[i] }] : []));
    const losers = buyers.flatMap((m, i) => (answers[i].body.code === 20000 ? [] : [{ m, seats: wanted[i], answer: answers[i] }]));
    console.info(
      `order-race: ${buyers.length} buyers × ${wanted[0].length} seat(s) on ${apps.length} instance(s): ` +
        `${winners.length} orders, ${losers.length} refused, ${ms} ms`,
    );
    return { buyers, answers, winners, losers, spent: path === 'points' ? POINTS_SPENT : 0 };
  }

  type Outcome = Awaited<ReturnType<typeof race>>;

  /** Nothing oversold, nothing half-written, every refusal a plain translated 40000. */
  async function expectClean({ buyers, answers, winners, losers, spent }: Outcome, block: number[]) {
    expect(answers.filter((r) => r.status >= 500 || r.body.code >= 50000).map((r) => r.body)).toEqual([]);
    for (const { answer, seats } of losers) {
      expect({ status: answer.status, code: answer.body.code, subMsg: answer.body.subMsg }).toEqual({
        status: 400,
        code: Code.badRequest,
        subMsg: errorText('seatTaken'),
      });
      const { unavailable, pending } = (answer as Answer<{ unavailable: number[]; pending: number[] }>).body.data;
      expect(unavailable.length).toBeGreaterThan(0);
      expect(seats).toEqual(expect.arrayContaining(unavailable));
      // Seats in the middle of being held are seats of this race: nothing else is being ordered meanwhile.
      expect(block).toEqual(expect.arrayContaining(pending));
    }

    // Each seat of the block is in at most one live order, and a held seat points at the order that has it.
    const perSeat = await hall.db
      .select({ seatId: orderItems.sessionSeatId, orders: sql<number>`count(distinct ${orderItems.orderId})::int` })
      .from(orderItems)
      .innerJoin(orders, eq(orders.id, orderItems.orderId))
      .where(and(inArray(orderItems.sessionSeatId, block), inArray(orders.status, [...LIVE])))
      .groupBy(orderItems.sessionSeatId);
    expect(perSeat.filter((s) => s.orders !== 1)).toEqual([]);
    const seatRows = await hall.db
      .select({ id: sessionSeats.id, status: sessionSeats.status, orderId: sessionSeats.orderId })
      .from(sessionSeats)
      .where(inArray(sessionSeats.id, block));
    const held = seatRows.filter((s) => s.status === 'held');
    const asked = winners.reduce((n, w) => n + w.seats.length, 0);
    expect(held).toHaveLength(asked);
    expect(perSeat).toHaveLength(asked);

    // Every winner's order holds exactly the seats it asked for and spent its points once.
    for (const { m, seats, answer } of winners) {
      const orderId = (answer as Answer<{ orderId: number }>).body.data.orderId;
      const items = await hall.db.select({ seatId: orderItems.sessionSeatId }).from(orderItems).where(eq(orderItems.orderId, orderId));
      expect(items.map((i) => i.seatId!).sort((a, b) => a - b)).toEqual([...seats].sort((a, b) => a - b));
      expect(
        held
          .filter((s) => s.orderId === orderId)
          .map((s) => s.id)
          .sort((a, b) => a - b),
      ).toEqual([...seats].sort((a, b) => a - b));
      expect(await orderCount(m.id)).toBe(1);
    }
    // A loser's refusal named only seats another buyer asked for too (a seat is refused when another order holds
    // it or is in the middle of holding it), and left no order, no ledger line, no points spent.
    const askedBy = new Map<number, number>();
    for (const { seats } of [...winners, ...losers]) for (const id of seats) askedBy.set(id, (askedBy.get(id) ?? 0) + 1);
    for (const { answer } of losers) {
      for (const id of (answer as Answer<{ unavailable: number[] }>).body.data.unavailable) expect(askedBy.get(id)).toBeGreaterThan(1);
    }

    const ids = buyers.map((m) => m.id);
    const [{ items }] = await hall.db
      .select({ items: sql<number>`count(*)::int` })
      .from(orderItems)
      .innerJoin(orders, eq(orders.id, orderItems.orderId))
      .where(inArray(orders.memberId, ids));
    const totals = {
      orders: await hall.db.$count(orders, inArray(orders.memberId, ids)),
      items,
      ledger: await hall.db.$count(pointLedger, inArray(pointLedger.memberId, ids)),
    };
    expect(totals).toEqual({ orders: winners.length, items: asked, ledger: spent ? winners.length : 0 });
    const balances = await hall.db.select({ id: members.id, points: members.pointsBalance }).from(members).where(inArray(members.id, ids));
    const winnerIds = new Set(winners.map((w) => w.m.id));
    for (const { id, points } of balances) expect(points).toBe(winnerIds.has(id) ? POINTS - spent : POINTS);
    return held.length;
  }

  const orderCount = async (memberId: number) =>
    (await hall.db.select({ id: orders.id }).from(orders).where(eq(orders.memberId, memberId))).length;

  /** Side-by-side pairs of the block (same floor, area and row, numbers one apart); they overlap. */
  function pairsOf(block: Awaited<ReturnType<typeof seatBlock>>) {
    const pairs: number[][] = [];
    for (let i = 1; i < block.length; i++) {
      const [p, s] = [block[i - 1], block[i]];
      if (p.floor === s.floor && p.area === s.area && p.row === s.row && s.number === p.number + 1) pairs.push([p.id, s.id]);
    }
    return pairs;
  }

  // Paying part in points takes createOrder's transaction; a plain seat order is placed by one statement
  // (place_seat_order). Both must hold under the same crowd.
  for (const [instances, path] of [
    [1, 'points'],
    [2, 'points'],
    [1, 'plain'],
    [2, 'plain'],
  ] as const) {
    const label = `${instances === 1 ? 'one hall API instance' : 'two hall API instances on one database'}, ${path === 'points' ? 'paying part in points' : 'plain orders'}`;

    it(`${label}: 200 buyers of 1 seat among 50: exactly 50 held, one order each, the rest refused cleanly`, async () => {
      const block = await seatBlock();
      expect(block).toHaveLength(SEATS);
      const outcome = await race([a, b].slice(0, instances), wishes(block.map((s) => [s.id])), path);
      expect(outcome.winners.length).toBe(SEATS);
      expect(outcome.losers.length).toBe(BUYERS - SEATS);
      expect(
        await expectClean(
          outcome,
          block.map((s) => s.id),
        ),
      ).toBe(SEATS);
    });

    it(`${label}: 200 buyers of 2 side-by-side seats among 50, pairs overlapping: no seat sold twice`, async () => {
      const block = await seatBlock();
      const pairs = pairsOf(block);
      expect(pairs.length).toBeGreaterThanOrEqual(SEATS / 2);
      const outcome = await race([a, b].slice(0, instances), wishes(pairs), path);
      const held = await expectClean(
        outcome,
        block.map((s) => s.id),
      );
      // Overlapping pairs strand seats: an order refused for one seat of its pair (another order was holding it)
      // leaves the other free for the next look at the map. What was sold is exactly what the winners were told.
      const heldSet = new Set(outcome.winners.flatMap((w) => w.seats));
      expect(held).toBe(heldSet.size);
      expect(outcome.winners.length).toBeGreaterThan(0);
    });
  }

  it('one member’s concurrent plain orders across both instances never pass the per-member limit', async () => {
    const m: TestMember = await newMember(hall.db, { cardNo: nextCardNo() });
    const perOrder = Math.min(2, session.limitPerOrder);
    const asks = Math.ceil(session.limitPerMember / perOrder) + 4;
    const block = (await seatBlock()).slice(0, asks * perOrder);
    expect(block).toHaveLength(asks * perOrder);
    const answers = await Promise.all(
      Array.from({ length: asks }, (_, i) =>
        call(i % 2 ? b : a, 'POST', '/api/order', {
          token: m.token,
          body: { lines: { sessionId: session.sessionId, seatIds: block.slice(i * perOrder, (i + 1) * perOrder).map((s) => s.id) } },
        }),
      ),
    );
    expect(answers.filter((r) => r.status >= 500)).toEqual([]);
    const won = answers.filter((r) => r.body.code === 20000);
    expect(won.length).toBe(Math.floor(session.limitPerMember / perOrder));
    const refusals = new Set(answers.filter((r) => r.body.code !== 20000).map((r) => r.body.subMsg));
    expect([...refusals]).toEqual([errorText('overLimit', 'zh-CN', { limit: String(session.limitPerMember) })]);
    const held = await hall.db
      .select({ id: sessionSeats.id })
      .from(sessionSeats)
      .innerJoin(orders, eq(orders.id, sessionSeats.orderId))
      .where(and(eq(orders.memberId, m.id), eq(sessionSeats.status, 'held')));
    expect(held).toHaveLength(won.length * perOrder);
  });

  it('a single-use coupon on 20 concurrent orders of its owner, across both instances: exactly one order carries it', async () => {
    const m: TestMember = await newMember(hall.db, { cardNo: nextCardNo() });
    const day = 86_400_000;
    const [promotion] = await hall.db
      .insert(codePromotions)
      .values({
        name: '竞速券',
        enName: 'Race coupon',
        showInfo: '',
        enShowInfo: '',
        couponType: 'performance',
        amountFen: 1000,
        total: 1,
        claimFrom: new Date(Date.now() - day),
        claimTo: new Date(Date.now() + day),
      })
      .returning({ id: codePromotions.id });
    const claim = await call(a, 'POST', '/api/member_code_promotion/send', { token: m.token, body: { codePromotionId: promotion.id } });
    expect(claim.body.code).toBe(20000);
    const couponId = claim.body.data.memberCouponId as number;

    const block = (await seatBlock()).slice(0, 20);
    const answers = await Promise.all(
      block.map((s, i) =>
        call(i % 2 ? b : a, 'POST', '/api/order', {
          token: m.token,
          body: { lines: { sessionId: session.sessionId, seatIds: [s.id] }, memberCouponId: couponId },
        }),
      ),
    );
    expect(answers.filter((r) => r.status >= 500)).toEqual([]);
    const won = answers.filter((r) => r.body.code === 20000);
    expect(won.length).toBe(1);
    expect(answers.filter((r) => r.body.code !== 20000).map((r) => r.body.subMsg)).toEqual(Array(19).fill(errorText('couponUnusable')));

    const carrying = await hall.db.select({ id: orders.id }).from(orders).where(eq(orders.memberCouponId, couponId));
    expect(carrying).toEqual([{ id: won[0].body.data.orderId }]);
    expect(await orderCount(m.id)).toBe(1);
    const [coupon] = await hall.db.select().from(memberCoupons).where(eq(memberCoupons.id, couponId));
    expect(coupon).toMatchObject({ status: 'held', orderId: won[0].body.data.orderId });
    const stillFree = await hall.db
      .select({ id: sessionSeats.id })
      .from(sessionSeats)
      .where(
        and(
          inArray(
            sessionSeats.id,
            block.map((s) => s.id),
          ),
          eq(sessionSeats.status, 'available'),
        ),
      );
    expect(stillFree).toHaveLength(19);
  });
});

const randomInt = (n: number) => Math.floor(Math.random() * n);

let cards = 0;
/** Card numbers of their own: 800 random six-digit ones in one database would collide about one run in three. */
const nextCardNo = () => `M2099${String(cards++).padStart(6, '0')}`;
