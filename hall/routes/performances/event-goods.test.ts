// The goods sold alongside performances (§7 GET /api/project/event_goods and /api/cart/event_goods): those
// the hall tied to a performance, on its page and for the performances in a member's cart; bad input refused.
import { and, asc, eq, gt, sql } from 'drizzle-orm';
import { Code } from '@/lib/contract/codes';
import type { EventGoodsView } from '@/lib/contract/shop';
import { goods, sessions, ticketClasses } from '../../db/schema/index';
import { expectError } from '../../test/expect';
import { startHall, type Hall } from '../../test/harness';
import { call, newMember } from '../../test/members';
import { freeSeats } from '../../test/orders';

let hall: Hall;
beforeAll(async () => {
  hall = await startHall();
});
afterAll(() => hall?.close());

/** A performance the seed sells goods alongside, and the goods tied to it. */
async function performanceWithGoods() {
  const tied = await hall.db
    .select({ id: goods.id, performanceIds: goods.performanceIds })
    .from(goods)
    .where(sql`jsonb_array_length(${goods.performanceIds}) > 0`);
  const performanceId = tied[0].performanceIds[0];
  return {
    performanceId,
    goodsIds: tied
      .filter((g) => g.performanceIds.includes(performanceId))
      .map((g) => g.id)
      .sort((a, b) => a - b),
  };
}

it('a performance’s page: the goods tied to it, and only those', async () => {
  const { performanceId, goodsIds } = await performanceWithGoods();
  const res = await call<EventGoodsView[]>(hall.app, 'GET', `/api/project/event_goods?id=${performanceId}`);
  expect(res.body.data.map((g) => g.id).sort((a, b) => a - b)).toEqual(goodsIds);
  expect(res.body.data[0]).toMatchObject({ name: expect.any(String), image: expect.any(String), pointPrice: expect.any(Number) });

  expectError(await call(hall.app, 'GET', '/api/project/event_goods?id=99999999'), Code.notFound, 404);
  expectError(await call(hall.app, 'GET', '/api/project/event_goods?id=x'), Code.badRequest, 400);
});

it('the cart: the goods of the performances in it; none for an empty cart; members only', async () => {
  const { performanceId, goodsIds } = await performanceWithGoods();
  const m = await newMember(hall.db);
  expect((await call(hall.app, 'GET', '/api/cart/event_goods', { token: m.token })).body.data).toEqual([]);

  const [session] = await hall.db
    .select({ id: sessions.id, hasSeatMap: sessions.hasSeatMap })
    .from(sessions)
    .where(and(eq(sessions.performanceId, performanceId), gt(sessions.startTime, new Date())))
    .orderBy(asc(sessions.startTime))
    .limit(1);
  const line = session.hasSeatMap
    ? { sessionId: session.id, seatIds: [(await freeSeats(hall.db, session.id, 1))[0].id] }
    : {
        sessionId: session.id,
        ticketClassId: (
          await hall.db.select({ id: ticketClasses.id }).from(ticketClasses).where(eq(ticketClasses.sessionId, session.id))
        )[0].id,
        quantity: 1,
      };
  expect((await call(hall.app, 'POST', '/api/cart', { token: m.token, body: line })).body.code).toBe(20000);
  const res = await call<EventGoodsView[]>(hall.app, 'GET', '/api/cart/event_goods', { token: m.token });
  expect(res.body.data.map((g) => g.id).sort((a, b) => a - b)).toEqual(goodsIds);

  expect((await call(hall.app, 'GET', '/api/cart/event_goods')).status).toBe(401);
});
