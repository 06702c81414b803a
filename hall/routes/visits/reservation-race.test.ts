// POST /api/reservation_order/create under a crowd: 300 members for the last 30 places of a slot, on one hall
// API instance and on two sharing a database. PGlite runs one transaction at a time, so no race can happen
// there: this file runs on the pg driver only (npm test's PostgreSQL pass).
import { count, eq, inArray, sql } from 'drizzle-orm';
import { orderItems, orders, reservations, visitClaims, visitSlots } from '../../db/schema';
import { errorText } from '../../test/expect';
import type { Hall } from '../../test/harness';
import { INSTANCES, raceSuite, twoInstances } from '../../test/race';
import { call, newMember, type TestMember } from '../../test/members';
import { adult, openSlots } from '../../test/visits';

const pgOnly = raceSuite('reservation-race', '300 members for 30 places on one and on two hall API instances');

const MEMBERS = 300;
const PLACES = 30;

pgOnly('visit places under a crowd on PostgreSQL', () => {
  const race = twoInstances();
  let hall: Hall;
  let crowd: TestMember[];
  beforeAll(async () => {
    hall = race.hall;
    crowd = await Promise.all(Array.from({ length: MEMBERS }, () => newMember(hall.db)));
  }, 120_000);

  it.each(INSTANCES)(
    'on %s: exactly the last 30 places are booked, each booking whole',
    async (_, instances) => {
      const slot = (await openSlots(hall.app, PLACES))[instances - 1];
      await hall.db
        .update(visitSlots)
        .set({ booked: sql`${visitSlots.capacity} - ${PLACES}` })
        .where(eq(visitSlots.id, slot.id));
      const apps = race.apps(instances);
      const started = Date.now();
      // Everyone asks at once, for one or two visitors.
      const answers = await Promise.all(
        crowd.map((m, i) =>
          call(apps[i % apps.length], 'POST', '/api/reservation_order/create', {
            token: m.token,
            body: { slotId: slot.id, visitors: i % 3 === 0 ? [adult(), adult()] : [adult()], termsAccepted: true },
          }),
        ),
      );
      const ms = Date.now() - started;
      expect(answers.filter((a) => a.status >= 500)).toEqual([]);
      const won = answers.filter((a) => a.body.code === 20000);
      const refused = answers.filter((a) => a.body.code !== 20000);
      expect(refused.every((a) => a.body.subMsg === errorText('slotFull'))).toBe(true);

      const [after] = await hall.db.select().from(visitSlots).where(eq(visitSlots.id, slot.id));
      const booked = await hall.db.select().from(reservations).where(eq(reservations.slotId, slot.id));
      const visitors = booked.reduce((n, r) => n + r.visitors.length, 0);
      expect(after.booked).toBe(after.capacity - PLACES + visitors);
      expect(visitors).toBeLessThanOrEqual(PLACES);
      // Places only go in this test, so a single visitor refused means the slot was full then, and stays full.
      const singleRefused = answers.some((a, i) => a.body.code !== 20000 && i % 3 !== 0);
      expect(singleRefused).toBe(true);
      expect(visitors).toBe(PLACES);
      expect(booked).toHaveLength(won.length);

      // Nobody half-booked: each booking has its order, one entry per visitor and one claim per certificate.
      const orderIds = booked.map((r) => r.orderId!);
      const [{ items }] = await hall.db.select({ items: count() }).from(orderItems).where(inArray(orderItems.orderId, orderIds));
      const [{ claims }] = await hall.db
        .select({ claims: count() })
        .from(visitClaims)
        .where(
          inArray(
            visitClaims.reservationId,
            booked.map((r) => r.id),
          ),
        );
      const [{ n }] = await hall.db.select({ n: count() }).from(orders).where(inArray(orders.id, orderIds));
      expect({ orders: n, items, claims }).toEqual({ orders: booked.length, items: visitors, claims: visitors });
      console.info(
        `reservation-race (${instances} instance(s)): ${won.length} bookings for ${visitors} places, ${refused.length} refused, ${ms} ms`,
      );
    },
    120_000,
  );
});
