// The member's orders of every kind are read by one code. A ticket order and a visit order sit in
// one list (GET /api/order), filtered by the spec's order type; each reads with what it is for (the kind's
// `describe`) and moves between the tabs by when it takes place (the kind's `timing`); the visit order is
// cancelled through the same call as a ticket order and gives its places back.
import { and, eq, gt, lte } from 'drizzle-orm';
import type { OrderCreated, OrderPage, OrderView } from '@/lib/contract/order';
import { performances, sandboxTrades, sessions, ticketClasses, visitSlots } from '../../db/schema';
import { listOrders } from '../../services/orders/read';
import { startHall, type Hall } from '../../test/harness';
import { call, newMember, type TestMember } from '../../test/members';
import { freeSeats, saleSession } from '../../test/orders';
import { adult, child, openSlots } from '../../test/visits';

let hall: Hall;
let member: TestMember;
let ticketOrder: OrderCreated;
let visitOrder: OrderCreated;
let slot: Awaited<ReturnType<typeof openSlots>>[number];

beforeAll(async () => {
  hall = await startHall();
  member = await newMember(hall.db);
  const session = await saleSession(hall.db);
  const seats = await freeSeats(hall.db, session.sessionId, 1);
  const placed = await call<OrderCreated>(hall.app, 'POST', '/api/order', {
    token: member.token,
    body: { lines: { sessionId: session.sessionId, seatIds: seats.map((s) => s.id) } },
  });
  ticketOrder = placed.body.data;
  [slot] = await openSlots(hall.app, 3);
  const booked = await call<OrderCreated>(hall.app, 'POST', '/api/reservation_order/create', {
    token: member.token,
    body: { slotId: slot.id, visitors: [adult('张三'), adult('李四'), child('张小宝', 125)], termsAccepted: true },
  });
  visitOrder = booked.body.data;
});
afterAll(() => hall?.close());

const list = async (query: string) =>
  (await call<OrderPage>(hall.app, 'GET', `/api/order?${query}`, { token: member.token })).body.data.list.map((o) => o.orderNo);
const detail = async (id: number) =>
  (await call<OrderView>(hall.app, 'GET', `/api/order/detail?id=${id}`, { token: member.token })).body.data;
const bookedOf = async () => (await hall.db.select().from(visitSlots).where(eq(visitSlots.id, slot.id)))[0].booked;

test('one list holds every kind, and the order type filters it', async () => {
  expect(await list('tab=all')).toEqual([visitOrder.orderNo, ticketOrder.orderNo]);
  expect(await list('tab=unpaid')).toEqual([visitOrder.orderNo, ticketOrder.orderNo]);
  expect(await list('tab=all&type=visit')).toEqual([visitOrder.orderNo]);
  expect(await list('tab=all&type=performance')).toEqual([ticketOrder.orderNo]);
  expect(await list('tab=all&type=mall')).toEqual([]);
  // A type that is not one of the spec's is no filter at all, like an unknown tab.
  expect(await list('tab=all&type=bogus')).toHaveLength(2);
});

test('a visit order reads with its slot and one line per visitor; entry codes only once paid', async () => {
  const unpaid = await detail(visitOrder.orderId);
  expect(unpaid).toMatchObject({
    kind: 'visit',
    status: 'unpaid',
    payFen: 15000,
    subject: { title: '音乐厅参观', enTitle: 'Guided visit of the Concert Hall', performanceId: null, sessionId: null },
  });
  expect(unpaid.subject.startTime).toBe(new Date(`${slot.date}T${slot.startTime}:00+08:00`).toISOString());
  expect(unpaid.items.map((i) => [i.name, i.enName, i.buyerName, i.priceFen, i.ticketCode])).toEqual([
    ['成人', 'Adult', '张三', 5000, null],
    ['成人', 'Adult', '李四', 5000, null],
    ['儿童', 'Child', '张小宝', 5000, null],
  ]);

  const tickets = await detail(ticketOrder.orderId);
  expect(tickets).toMatchObject({ kind: 'performance', subject: { sessionId: expect.any(Number), performanceId: expect.any(Number) } });
  expect(tickets.items[0].seat).toEqual({
    floor: expect.any(Number),
    area: expect.any(String),
    enArea: expect.any(String),
    row: expect.any(Number),
    number: expect.any(Number),
  });

  const pay = await call(hall.app, 'POST', '/api/pay/ali', { token: member.token, body: { orderId: visitOrder.orderId } });
  const tradeNo = decodeURIComponent(pay.body.data.url.split('/').pop());
  await hall.app.inject({ method: 'POST', url: `/api/dev/cashier/${tradeNo}/pay` });
  const [trade] = await hall.db.select().from(sandboxTrades).where(eq(sandboxTrades.tradeNo, tradeNo));
  expect(trade.state).toBe('paid');

  const paid = await detail(visitOrder.orderId);
  expect(paid.status).toBe('issued');
  expect(paid.items.map((i) => i.ticketCode)).toEqual([expect.any(String), expect.any(String), expect.any(String)]);
  expect(paid.invoiceable).toBe(true);
});

test('a ticket sold by its class, in a session without a seat map, names no seat', async () => {
  const [open] = await hall.db
    .select({ sessionId: sessions.id, ticketClassId: ticketClasses.id })
    .from(sessions)
    .innerJoin(performances, eq(performances.id, sessions.performanceId))
    .innerJoin(ticketClasses, eq(ticketClasses.sessionId, sessions.id))
    .where(
      and(
        eq(sessions.hasSeatMap, false),
        lte(performances.saleStartAt, new Date()),
        gt(sessions.startTime, new Date()),
        eq(ticketClasses.pointOnly, false),
      ),
    )
    .limit(1);
  const buyer = await newMember(hall.db);
  const placed = await call<OrderCreated>(hall.app, 'POST', '/api/order', {
    token: buyer.token,
    body: { lines: { sessionId: open.sessionId, classes: [{ ticketClassId: open.ticketClassId, quantity: 2 }] } },
  });
  expect(placed.body.code).toBe(20000);
  const read = await call<OrderView>(hall.app, 'GET', `/api/order/detail?id=${placed.body.data.orderId}`, { token: buyer.token });
  // One line per ticket, each of its class and none with a seat.
  const line = expect.objectContaining({ quantity: 1, seat: null, name: expect.any(String), enName: expect.any(String) });
  expect(read.body.data.items).toEqual([line, line]);
});

test('the tabs follow the slot: ahead it is issued and to be attended, after it has run it is completed', async () => {
  expect(await list('tab=issued&type=visit')).toEqual([visitOrder.orderNo]);
  expect(await list('tab=performing&type=visit')).toEqual([visitOrder.orderNo]);
  expect(await list('tab=completed&type=visit')).toEqual([]);

  const slotStart = new Date(`${slot.date}T${slot.startTime}:00+08:00`).getTime();
  const during = new Date(slotStart + 20 * 60_000);
  const after = new Date(slotStart + 41 * 60_000);
  const tab = async (name: 'issued' | 'completed' | 'performing', now: Date) =>
    (await listOrders(hall.db, member.id, { tab: name, type: 'visit', page: 1, pageSize: 10 }, now)).list.map((o) => o.orderNo);

  // Under way: no longer ahead, not yet over.
  expect(await tab('performing', during)).toEqual([]);
  expect(await tab('issued', during)).toEqual([visitOrder.orderNo]);
  // Over: completed, and so it reads.
  expect(await tab('issued', after)).toEqual([]);
  const [completed] = (await listOrders(hall.db, member.id, { tab: 'completed', type: 'visit', page: 1, pageSize: 10 }, after)).list;
  expect(completed).toMatchObject({ orderNo: visitOrder.orderNo, status: 'completed' });
});

test('an unpaid visit order is cancelled through the orders call and its places return', async () => {
  const again = await call<OrderCreated>(hall.app, 'POST', '/api/reservation_order/create', {
    token: member.token,
    body: { slotId: slot.id, visitors: [adult('王五')], termsAccepted: true },
  });
  expect(again.body.code).toBe(20000);
  const before = await bookedOf();
  const cancelled = await call<OrderView>(hall.app, 'PUT', '/api/order/cancel', {
    token: member.token,
    body: { id: again.body.data.orderId },
  });
  expect(cancelled.body.data).toMatchObject({ kind: 'visit', status: 'cancelled', cancelReason: 'member' });
  expect(await bookedOf()).toBe(before - 1);
});
