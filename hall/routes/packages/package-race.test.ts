// Package cards under a crowd, on one hall API instance and on two sharing a database: 200 members for
// the last 5 cards → exactly 5 sold; the last credit of one card spent by 10 parallel ticket orders → exactly 1,
// the card's credits never past what it holds. PGlite runs one transaction at a time, so no race can happen
// there: PostgreSQL pass only.
import { and, eq, inArray, isNotNull, sql } from 'drizzle-orm';
import { memberCards, orderItems, orders, packageCards } from '../../db/schema';
import { errorText } from '../../test/expect';
import type { Hall } from '../../test/harness';
import { INSTANCES, raceSuite, twoInstances } from '../../test/race';
import { call, newMember, type TestMember } from '../../test/members';
import { buyCard, coveredSessions, creditsUsedOf, seasonPass, seatsOf, type PackageCardRow } from '../../test/packages';

const pgOnly = raceSuite('package-race', '200 members for 5 cards and 10 orders on one credit, on one and two instances');

const MEMBERS = 200;
const CARDS_LEFT = 5;
const ORDERS = 10;

pgOnly('package cards and their credits under a crowd on PostgreSQL', () => {
  const race = twoInstances();
  const { apps } = race;
  let hall: Hall;
  let pass: PackageCardRow;
  let crowd: TestMember[];

  beforeAll(async () => {
    hall = race.hall;
    pass = await seasonPass(hall.db);
    crowd = await Promise.all(Array.from({ length: MEMBERS }, () => newMember(hall.db)));
  }, 120_000);
  it.each(INSTANCES)(
    'on %s: 200 members for the last 5 cards: exactly 5 sold, the rest told it is sold out',
    async (_, instances) => {
      await hall.db
        .update(packageCards)
        .set({ stock: sql`${packageCards.sold} + ${CARDS_LEFT}` })
        .where(eq(packageCards.id, pass.id));
      const before = await hall.db.select({ id: orders.id }).from(orders).where(eq(orders.kind, 'package'));
      const answers = await Promise.all(
        crowd.map((m, i) =>
          call(apps(instances)[i % instances], 'POST', '/api/fala_order', { token: m.token, body: { packageCardId: pass.id } }),
        ),
      );
      const won = answers.filter((a) => a.body.code === 20000);
      expect(won).toHaveLength(CARDS_LEFT);
      for (const lost of answers.filter((a) => a.body.code !== 20000)) expect(lost.body.subMsg).toBe(errorText('packageSoldOut'));
      const [card] = await hall.db.select().from(packageCards).where(eq(packageCards.id, pass.id));
      expect(card.sold).toBe(card.stock);
      const placed = await hall.db
        .select({ id: orders.id })
        .from(orders)
        .where(and(eq(orders.kind, 'package'), eq(orders.status, 'unpaid')));
      expect(placed.length - before.length).toBe(CARDS_LEFT);
      // Free the cards again for the next pass: the unpaid orders give them back when they close.
      await hall.db
        .update(packageCards)
        .set({ stock: sql`${packageCards.stock} + 50` })
        .where(eq(packageCards.id, pass.id));
    },
    120_000,
  );

  it.each(INSTANCES)(
    'on %s: the last credit of one card spent by 10 parallel orders: exactly one order takes it',
    async (_, instances) => {
      const owner = await newMember(hall.db);
      const { card } = await buyCard(hall.app, hall.db, owner, pass.id);
      await hall.db
        .update(memberCards)
        .set({ creditsUsed: card.credits - 1 })
        .where(eq(memberCards.id, card.id));
      const sessions = await coveredSessions(hall.db, pass.id);
      // Seats of different sessions and performances, so that only the credit, not the per-performance cap, decides.
      const seats = await Promise.all(
        sessions
          .slice(0, ORDERS)
          .map(async (s) => ({ sessionId: s.sessionId, seat: (await seatsOf(hall.db, s.sessionId, s.maxPriceFen, true, 1))[0] })),
      );
      expect(seats.length).toBeGreaterThanOrEqual(2);
      const answers = await Promise.all(
        Array.from({ length: ORDERS }, (_, i) => {
          const { sessionId, seat } = seats[i % seats.length];
          return call(apps(instances)[i % instances], 'POST', '/api/order', {
            token: owner.token,
            body: { lines: { sessionId, seatIds: [seat.id] }, memberCardId: card.id },
          });
        }),
      );
      const won = answers.filter((a) => a.body.code === 20000);
      expect(won).toHaveLength(1);
      expect(await creditsUsedOf(hall.db, card.id)).toBe(card.credits);
      const paidByCard = await hall.db
        .select({ id: orderItems.id })
        .from(orderItems)
        .innerJoin(orders, eq(orders.id, orderItems.orderId))
        .where(and(eq(orderItems.memberCardId, card.id), isNotNull(orderItems.memberCardId), inArray(orders.status, ['issued', 'unpaid'])));
      expect(paidByCard).toHaveLength(1);
    },
    120_000,
  );
});
