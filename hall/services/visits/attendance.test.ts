// Issue 11: a paid visit is marked visited at the door on its day, once; unmarked, it reads as not visited
// after that day. The door's scanning page (the staff console's admission) calls markVisited.
import { eq } from 'drizzle-orm';
import type { OrderCreated } from '@/lib/contract/order';
import type { ReservationOrders } from '@/lib/contract/visit';
import { reservations } from '../../db/schema';
import { startHall, type Hall } from '../../test/harness';
import { call, newMember, type TestMember } from '../../test/members';
import { adult, openSlots } from '../../test/visits';
import { markVisited } from './attendance';
import { getReservation } from './read';

let hall: Hall;
beforeAll(async () => {
  hall = await startHall();
});
afterAll(() => hall?.close());

/** A booking of one adult in an open slot, paid in the sandbox unless told otherwise. */
async function booking(m: TestMember, { pay = true } = {}) {
  const [slot] = await openSlots(hall.app);
  const placed = await call<OrderCreated>(hall.app, 'POST', '/api/reservation_order/create', {
    token: m.token,
    body: { slotId: slot.id, visitors: [adult()], termsAccepted: true },
  });
  if (pay) {
    const start = await call(hall.app, 'POST', '/api/pay/ali', { token: m.token, body: { orderId: placed.body.data.orderId } });
    await hall.app.inject({ method: 'POST', url: `/api/dev/cashier/${decodeURIComponent(start.body.data.url.split('/').pop())}/pay` });
  }
  const [r] = (await call<ReservationOrders>(hall.app, 'GET', '/api/reservation_order', { token: m.token })).body.data.reservations;
  return { id: r.id, slot };
}

/** Noon, Beijing time, on a yyyy-MM-dd. */
const noonOn = (ymd: string) => new Date(`${ymd}T12:00:00+08:00`);
const dayAfter = (ymd: string) => new Date(new Date(`${ymd}T12:00:00+08:00`).getTime() + 86_400_000);

test('on its day a paid booking is marked visited, once; the member reads it as visited', async () => {
  const m = await newMember(hall.db);
  const { id, slot } = await booking(m);
  expect(await markVisited(hall.db, id, noonOn(slot.date))).toBe('visited');
  await expect(markVisited(hall.db, id, noonOn(slot.date))).rejects.toMatchObject({ key: 'visitAlreadyRecorded' });
  expect((await getReservation(hall.db, m.id, id, dayAfter(slot.date))).status).toBe('visited');
});

test('two doors marking at once: one marks it, the other is told it is done', async () => {
  const m = await newMember(hall.db);
  const { id, slot } = await booking(m);
  const results = await Promise.allSettled([markVisited(hall.db, id, noonOn(slot.date)), markVisited(hall.db, id, noonOn(slot.date))]);
  expect(results.filter((r) => r.status === 'fulfilled')).toHaveLength(1);
  expect(results.find((r) => r.status === 'rejected')).toMatchObject({ reason: { key: 'visitAlreadyRecorded' } });
});

test('not on another day, and not an unpaid booking', async () => {
  const m = await newMember(hall.db);
  const paid = await booking(m);
  await expect(markVisited(hall.db, paid.id, dayAfter(paid.slot.date))).rejects.toMatchObject({ key: 'visitNotToday' });
  const unpaid = await booking(await newMember(hall.db), { pay: false });
  await expect(markVisited(hall.db, unpaid.id, noonOn(unpaid.slot.date))).rejects.toMatchObject({ key: 'visitNotBooked' });
  const [row] = await hall.db.select().from(reservations).where(eq(reservations.id, unpaid.id));
  expect(row.status).toBe('unpaid');
});

test('a paid booking nobody marked reads as not visited once its day is over', async () => {
  const m = await newMember(hall.db);
  const { id, slot } = await booking(m);
  expect((await getReservation(hall.db, m.id, id, noonOn(slot.date))).status).toBe('booked');
  expect((await getReservation(hall.db, m.id, id, dayAfter(slot.date))).status).toBe('not_visited');
});
