// The waiting list under races, on PostgreSQL with one and two hall API instances: seats coming back while offers start,
// members joining at once, and an offer paid at the last second while its lapse runs. Nothing is sold twice and no
// returned seat is lost: each is held for one entry, back on sale, or in an order.
import { asc, eq, inArray } from 'drizzle-orm';
import type { FastifyInstance } from 'fastify';
import type { Db } from '../../db/client';
import { orders, sessionSeats, waitingEntries } from '../../db/schema';
import { offerLapseWork } from '../../services/waiting-list/offers';
import { runDueWork } from '../../services/work/periodic';
import { orderExpiryWork } from '../../services/orders/expiry-work';
import { call, newMember, type TestMember } from '../../test/members';
import { soldOutClass } from '../../test/waiting-list';
import { INSTANCES, raceSuite, twoInstances } from '../../test/race';

const pgOnly = raceSuite('waiting-list-race', 'offers, joins and lapses on one and on two hall API instances');
const MINUTE = 60_000;

pgOnly('the waiting list under races on PostgreSQL', () => {
  const instances = twoInstances();
  const used = new Set<number>();
  const dbOf = (app: FastifyInstance) => app.database.db as Db;

  /** A class sold out but for `count` seats, which `count` members order and leave unpaid. */
  const soldOutWithReturns = (count: number) => soldOutClass(instances.hall, used, count, 'each');

  const entries = (ticketClassId: number) =>
    instances.hall.db.select().from(waitingEntries).where(eq(waitingEntries.ticketClassId, ticketClassId)).orderBy(asc(waitingEntries.id));
  const seatsOf = (ids: number[]) =>
    instances.hall.db.select().from(sessionSeats).where(inArray(sessionSeats.id, ids)).orderBy(asc(sessionSeats.id));

  it.each(INSTANCES)('on %s: members joining at once each get one place, in one line', async (_, count) => {
    const apps = instances.apps(count);
    const { sessionId, ticketClassId } = await soldOutWithReturns(1);
    const members = await Promise.all(Array.from({ length: 20 }, () => newMember(instances.hall.db)));
    // Each member joins twice at once, on different instances: one place each.
    const answers = await Promise.all(
      members.flatMap((m, i) =>
        [0, 1].map((k) =>
          call(apps[(i + k) % apps.length], 'POST', '/api/waiting_list/join', {
            token: m.token,
            body: { sessionId, ticketClassId, quantity: 1 },
          }),
        ),
      ),
    );
    expect(answers.filter((a) => a.body.code === 20000)).toHaveLength(members.length);
    const places = answers.filter((a) => a.body.code === 20000).map((a) => a.body.data.place as number);
    expect([...places].sort((x, y) => x - y)).toEqual(members.map((_m, i) => i + 1));
    expect(await entries(ticketClassId)).toHaveLength(members.length);
  });

  it.each(INSTANCES)('on %s: seats coming back at once are each offered to one member in line order', async (_, count) => {
    const apps = instances.apps(count);
    const { ticketClassId, returning, sessionId } = await soldOutWithReturns(6);
    const waiting: TestMember[] = [];
    for (let i = 0; i < 4; i++) {
      const m = await newMember(instances.hall.db);
      await call(apps[0], 'POST', '/api/waiting_list/join', { token: m.token, body: { sessionId, ticketClassId, quantity: 1 } });
      waiting.push(m);
    }
    // Every instance sweeps the six expired orders at once.
    const now = new Date(Date.now() + 11 * MINUTE);
    await Promise.all(apps.flatMap((app) => [0, 1].map(() => runDueWork(dbOf(app), [orderExpiryWork(app.payments)], now))));

    const lines = await entries(ticketClassId);
    expect(lines.map((e) => e.status)).toEqual(['offered', 'offered', 'offered', 'offered']);
    const seats = await seatsOf(returning);
    const offered = seats.filter((s) => s.status === 'offered');
    // One seat per entry, each entry's its own; the first four seats back went to the line, the other two on sale.
    expect(new Set(offered.map((s) => s.offerId)).size).toBe(4);
    const byId = (x: number | null, y: number | null) => (x ?? 0) - (y ?? 0);
    expect(offered.map((s) => s.offerId).sort(byId)).toEqual(lines.map((e) => e.id).sort(byId));
    expect(seats.filter((s) => s.status === 'available')).toHaveLength(2);
  });

  it.each(INSTANCES)('on %s: an offer ordered at its last second and its lapse: one wins, the seat is in one place', async (_, count) => {
    const apps = instances.apps(count);
    const { ticketClassId, returning, sessionId } = await soldOutWithReturns(1);
    const [first, next] = [await newMember(instances.hall.db), await newMember(instances.hall.db)];
    for (const m of [first, next]) {
      await call(apps[0], 'POST', '/api/waiting_list/join', { token: m.token, body: { sessionId, ticketClassId, quantity: 1 } });
    }
    await runDueWork(instances.hall.db, [orderExpiryWork(instances.hall.app.payments)], new Date(Date.now() + 11 * MINUTE));
    const [offer] = await entries(ticketClassId);
    expect(offer.status).toBe('offered');
    // The lapse runs as if the window had just ended, while the member's order arrives through the other instance.
    const lapseAt = new Date(offer.offerExpiresAt!.getTime() + 1);
    const [placed] = await Promise.all([
      call(apps[apps.length - 1], 'POST', '/api/order', {
        token: first.token,
        body: { lines: { sessionId, seatIds: returning }, offerId: offer.id },
      }),
      runDueWork(dbOf(apps[0]), [offerLapseWork], lapseAt),
    ]);
    const [a, b] = await entries(ticketClassId);
    const [seat] = await seatsOf(returning);
    if (placed.body.code === 20000) {
      // The order came first: the lapse found nothing to end.
      expect([a.status, b.status]).toEqual(['ordered', 'waiting']);
      expect(seat).toMatchObject({ status: 'held', orderId: placed.body.data.orderId });
    } else {
      // The lapse came first: the order was refused and the seat is the next member's offer.
      expect([a.status, b.status]).toEqual(['lapsed', 'offered']);
      expect(seat).toMatchObject({ status: 'offered', offerId: b.id });
      expect(await instances.hall.db.select().from(orders).where(eq(orders.memberId, first.id))).toHaveLength(0);
    }
  });
});
