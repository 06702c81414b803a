// One order pipeline for every kind. A kind of the tests' own (in the points shop's place, its module
// replaced for the file) is paid, notified, issued, expired and has its points returned by the same code as a ticket
// order: startPayment → the sandbox cashier → recordPayment → issueOrder, and closeUnpaidOrder → releaseOrder.
import { and, desc, eq } from 'drizzle-orm';
import { members, orders, payments, pointLedger, sandboxTrades, stationLetters } from '../../../db/schema';
import { HallError } from '../../../errors';
import { startHall, type Hall } from '../../../test/harness';
import { call, newMember, type TestMember } from '../../../test/members';
import { closeUnpaidOrder } from '../close';
import { newOrderNo } from '../insert';
import { useOrderKindForTests } from '.';
import type { Order, OrderKind } from './types';

let hall: Hall;
let member: TestMember;
let restore: () => void;
const seen = { issued: [] as number[], released: [] as number[], subjects: [] as string[] };

const testKind: OrderKind = {
  async subject(_db, order, locale) {
    const subject = `${locale === 'en-US' ? 'Test goods' : '测试商品'} ${order.orderNo}`;
    seen.subjects.push(subject);
    return subject;
  },
  async issue(_tx, order) {
    seen.issued.push(order.id);
  },
  async release(_tx, order) {
    seen.released.push(order.id);
  },
  async describe(_db, list) {
    const subject = { title: '测试商品', enTitle: 'Test goods', image: '/art/goods-1.svg', startTime: null, place: '', enPlace: '' };
    return new Map(list.map((o) => [o.id, { subject: { ...subject, performanceId: null, sessionId: null }, items: [] }]));
  },
};

beforeAll(async () => {
  hall = await startHall();
  member = await newMember(hall.db, { pointsBalance: 500 });
  restore = useOrderKindForTests('point', testKind);
});
afterAll(async () => {
  restore?.();
  await hall?.close();
});

async function placeTestOrder(fields: Partial<typeof orders.$inferInsert> = {}): Promise<Order> {
  const [order] = await hall.db
    .insert(orders)
    .values({
      orderNo: newOrderNo(),
      memberId: member.id,
      kind: 'point',
      status: 'unpaid',
      totalFen: 8800,
      payFen: 8800,
      expiresAt: new Date(Date.now() + 600_000),
      ...fields,
    })
    .returning();
  return order;
}

const statusOf = async (id: number) => (await hall.db.select({ s: orders.status }).from(orders).where(eq(orders.id, id)))[0].s;

test('an order of another kind is paid through the same adapters and issued by the same code', async () => {
  const order = await placeTestOrder();
  const res = await call(hall.app, 'POST', '/api/pay/ali', {
    token: member.token,
    body: { orderId: order.id },
    headers: { language: 'en-US' },
  });
  expect(res.body.code).toBe(20000);
  const tradeNo = decodeURIComponent(res.body.data.url.split('/').pop());
  const [trade] = await hall.db.select().from(sandboxTrades).where(eq(sandboxTrades.tradeNo, tradeNo));
  expect(trade.subject).toBe(`Test goods ${order.orderNo}`);

  const pay = await hall.app.inject({ method: 'POST', url: `/api/dev/cashier/${tradeNo}/pay` });
  expect(pay.statusCode).toBe(303);
  expect(await statusOf(order.id)).toBe('issued');
  expect(seen.issued).toEqual([order.id]);
  // What every kind shares: points earned on the whole yuan paid, through the one ledger.
  const [earned] = await hall.db
    .select()
    .from(pointLedger)
    .where(and(eq(pointLedger.orderId, order.id), eq(pointLedger.reason, 'order_earn')));
  expect(earned.delta).toBe(88);
});

test('an unpaid order of another kind expires by the same clock; its points come back through the one ledger', async () => {
  const [before] = await hall.db.select({ points: members.pointsBalance }).from(members).where(eq(members.id, member.id));
  const order = await placeTestOrder({ pointsUsed: 100, pointsFen: 100, payFen: 8700 });
  const res = await call(hall.app, 'POST', '/api/dev/order/expire', { body: { orderNo: order.orderNo } });
  expect(res.body.data).toEqual({ outcome: 'released' });
  expect(await statusOf(order.id)).toBe('closed');
  expect(seen.released).toEqual([order.id]);
  const [after] = await hall.db.select({ points: members.pointsBalance }).from(members).where(eq(members.id, member.id));
  expect(after.points).toBe(before.points + 100);
});

// PUT /api/order/cancel ends in closeUnpaidOrder too; its answer (the order as the list shows it) is read per kind
// once the listing is general, which the visits slice brings.
test("a member's cancellation of another kind goes through the same closing code as expiry", async () => {
  const order = await placeTestOrder();
  expect(await closeUnpaidOrder(hall.db, hall.app.payments, order.id, 'member')).toBe('released');
  expect(await statusOf(order.id)).toBe('cancelled');
  expect(seen.released).toContain(order.id);
});

// Whatever a kind's issuing refuses (its subject moved on), the payment stays recorded, owed back, the order
// closed as undeliverable with what it held given back (points too), and the payer told; the provider hears "success".
test('a payment whose kind refuses to deliver is recorded once, owed back, and the order closed as undeliverable', async () => {
  const [before] = await hall.db.select({ points: members.pointsBalance }).from(members).where(eq(members.id, member.id));
  const order = await placeTestOrder({ pointsUsed: 100, pointsFen: 100, payFen: 8700 });
  const refusing = useOrderKindForTests('point', {
    ...testKind,
    issue: async () => {
      throw new HallError('notFound', 40004);
    },
  });
  try {
    const res = await call(hall.app, 'POST', '/api/pay/ali', { token: member.token, body: { orderId: order.id } });
    const tradeNo = decodeURIComponent(res.body.data.url.split('/').pop());
    expect((await hall.app.inject({ method: 'POST', url: `/api/dev/cashier/${tradeNo}/pay` })).statusCode).toBe(303);
    await hall.app.inject({ method: 'POST', url: `/api/dev/cashier/${tradeNo}/pay` });
  } finally {
    refusing();
  }
  const [row] = await hall.db.select().from(orders).where(eq(orders.id, order.id));
  expect(row).toMatchObject({ status: 'invalid', cancelReason: 'undeliverable', refundState: 'pending', pointsEarned: 0, paidAt: null });
  expect(await hall.db.select().from(payments).where(eq(payments.orderId, order.id))).toEqual([
    expect.objectContaining({ amountFen: 8700, amountMatched: true }),
  ]);
  expect(seen.released).toContain(order.id);
  const [after] = await hall.db.select({ points: members.pointsBalance }).from(members).where(eq(members.id, member.id));
  // The points it spent come back (the test's order took them without the ledger, as in the expiry test above) and none are earned.
  expect(after.points).toBe(before.points + 100);
  const [letter] = await hall.db
    .select()
    .from(stationLetters)
    .where(eq(stationLetters.memberId, member.id))
    .orderBy(desc(stationLetters.id));
  expect(letter).toMatchObject({ title: '付款将原路退回', enTitle: 'Your payment will be refunded' });
  expect(letter.enBody).toContain('¥87.00');
});
