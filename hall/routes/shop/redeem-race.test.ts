// POST /api/point_order/create under a crowd, on one hall API instance and on two sharing a database:
// 200 members for the last 10 units of a goods → exactly 10 sold; one member firing 20 redemptions at once with
// points for only 3 → exactly 3, never a negative balance; afterwards every balance is its opening plus what the
// ledger moved. PGlite runs one transaction at a time, so no race can happen there: PostgreSQL pass only.
import { and, count, eq, inArray, sql } from 'drizzle-orm';
import { goods, members, orderItems, orders, pointLedger } from '../../db/schema';
import { errorText } from '../../test/expect';
import type { Hall } from '../../test/harness';
import { INSTANCES, raceSuite, twoInstances } from '../../test/race';
import { call, newMember, type TestMember } from '../../test/members';

const pgOnly = raceSuite('redeem-race', '200 members for 10 units and 20 redemptions on 3 redemptions’ points, on one and two instances');

const MEMBERS = 200;
const UNITS = 10;
const FIRED = 20;
const AFFORDABLE = 3;

pgOnly('points-shop stock and points under a crowd on PostgreSQL', () => {
  const race = twoInstances();
  const { apps } = race;
  let hall: Hall;
  let crowd: TestMember[];
  const opening = new Map<number, number>();
  let pickup: typeof goods.$inferSelect;

  beforeAll(async () => {
    hall = race.hall;
    [pickup] = await hall.db
      .select()
      .from(goods)
      .where(and(eq(goods.fulfilment, 'pickup'), eq(goods.priceFen, 0)))
      .orderBy(goods.id);
    crowd = await Promise.all(Array.from({ length: MEMBERS }, () => newMember(hall.db, { pointsBalance: pickup.pointPrice * 5 })));
    for (const m of crowd) opening.set(m.id, pickup.pointPrice * 5);
  }, 120_000);
  const balanceOf = async (id: number) => (await hall.db.select({ p: members.pointsBalance }).from(members).where(eq(members.id, id)))[0].p;

  it.each(INSTANCES)(
    'on %s: 200 members for the last 10 units: exactly 10 sold, each order whole',
    async (_, instances) => {
      await hall.db
        .update(goods)
        .set({ stock: sql`${goods.sold} + ${UNITS}`, limitPerMember: 10 })
        .where(eq(goods.id, pickup.id));
      const soldBefore = (await hall.db.select({ s: goods.sold }).from(goods).where(eq(goods.id, pickup.id)))[0].s;
      const started = Date.now();
      const answers = await Promise.all(
        crowd.map((m, i) =>
          call(apps(instances)[i % instances], 'POST', '/api/point_order/create', {
            token: m.token,
            body: { goodsId: pickup.id, quantity: 1 },
          }),
        ),
      );
      const ms = Date.now() - started;
      expect(answers.filter((a) => a.status >= 500)).toEqual([]);
      const won = answers.filter((a) => a.body.code === 20000);
      expect(answers.filter((a) => a.body.code !== 20000).every((a) => a.body.subMsg === errorText('goodsSoldOut'))).toBe(true);
      expect(won).toHaveLength(UNITS);

      const [after] = await hall.db.select().from(goods).where(eq(goods.id, pickup.id));
      expect(after.sold).toBe(soldBefore + UNITS);
      const orderIds = won.map((a) => a.body.data.orderId as number);
      const [{ lines }] = await hall.db.select({ lines: count() }).from(orderItems).where(inArray(orderItems.orderId, orderIds));
      const issued = await hall.db
        .select({ id: orders.id })
        .from(orders)
        .where(and(inArray(orders.id, orderIds), eq(orders.status, 'issued')));
      expect({ lines, issued: issued.length }).toEqual({ lines: UNITS, issued: UNITS });
      console.info(`redeem-race (${instances} instance(s)): ${won.length} of ${MEMBERS} redeemed the last ${UNITS}, ${ms} ms`);
    },
    120_000,
  );

  it.each(INSTANCES)(
    'on %s: one member fires 20 redemptions with points for 3: exactly 3, the balance never below zero',
    async (_, instances) => {
      await hall.db
        .update(goods)
        .set({ stock: sql`${goods.sold} + 1000`, limitPerMember: 1000 })
        .where(eq(goods.id, pickup.id));
      const m = await newMember(hall.db, { pointsBalance: pickup.pointPrice * AFFORDABLE + pickup.pointPrice - 1 });
      opening.set(m.id, pickup.pointPrice * AFFORDABLE + pickup.pointPrice - 1);
      const answers = await Promise.all(
        Array.from({ length: FIRED }, (_, i) =>
          call(apps(instances)[i % instances], 'POST', '/api/point_order/create', {
            token: m.token,
            body: { goodsId: pickup.id, quantity: 1 },
          }),
        ),
      );
      expect(answers.filter((a) => a.status >= 500)).toEqual([]);
      expect(answers.filter((a) => a.body.code === 20000)).toHaveLength(AFFORDABLE);
      expect(answers.filter((a) => a.body.code !== 20000).every((a) => a.body.subMsg === errorText('pointsInsufficient'))).toBe(true);
      expect(await balanceOf(m.id)).toBe(pickup.pointPrice - 1);
      const [{ low }] = await hall.db
        .select({ low: sql<number>`min(${pointLedger.balanceAfter})::int` })
        .from(pointLedger)
        .where(eq(pointLedger.memberId, m.id));
      expect(low).toBeGreaterThanOrEqual(0);
    },
    60_000,
  );

  it('afterwards every balance is its opening plus what the ledger moved', async () => {
    for (const [id, start] of opening) {
      const [{ moved }] = await hall.db
        .select({ moved: sql<number>`coalesce(sum(${pointLedger.delta}), 0)::int` })
        .from(pointLedger)
        .where(eq(pointLedger.memberId, id));
      expect({ id, balance: await balanceOf(id) }).toEqual({ id, balance: start + moved });
    }
  });
});
