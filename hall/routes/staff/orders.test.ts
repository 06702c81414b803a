// Order search: the box office finds any member's order by its number (or the start of it), the
// member's phone or a name on the order, and reads it in full: lines, member, payments with their provider trades,
// refunds, and its history. Other roles are refused; a clerk's wildcard is a letter.
import { eq } from 'drizzle-orm';
import { Code } from '@/lib/contract/codes';
import type { Paged } from '@/lib/contract/envelope';
import type { StaffOrderDetail, StaffOrderView } from '@/lib/contract/staff';
import { members, payments } from '../../db/schema';
import { errorText, expectError } from '../../test/expect';
import { startHall, type Hall } from '../../test/harness';
import { paidTwice } from '../../test/refunds';
import { newStaff, staffCall, type TestStaff } from '../../test/staff';

let hall: Hall;
let clerk: TestStaff;
beforeAll(async () => {
  hall = await startHall();
  clerk = await newStaff(hall.app, hall.db, ['boxOffice']);
});
afterAll(() => hall?.close());

const search = async (q: string) =>
  (await staffCall<Paged<StaffOrderView>>(hall.app, 'GET', `/api/staff/orders?q=${encodeURIComponent(q)}`, { token: clerk.token })).body
    .data;

test('finds an order by its number, its start, the member’s phone and name, and reads it in full', async () => {
  const { m, orderId, wechat } = await paidTwice(hall.app, hall.db);
  await hall.db.update(members).set({ name: '欧阳娜娜' }).where(eq(members.id, m.id));
  const detail = (await staffCall<StaffOrderDetail>(hall.app, 'GET', `/api/staff/orders/${orderId}`, { token: clerk.token })).body.data;
  expect(detail).toMatchObject({
    id: orderId,
    status: 'issued',
    refundState: 'pending',
    member: { id: m.id, phone: m.phone, name: '欧阳娜娜' },
  });
  expect(detail.items).toHaveLength(1);
  expect(detail.payments.map((p) => p.provider)).toEqual(['alipay', 'wechat']);
  expect(detail.payments[1].tradeNo).toBe(wechat);
  expect(detail.history.map((h) => h.event)).toEqual(['placed', 'paid', 'payment']);

  for (const q of [detail.orderNo, detail.orderNo.slice(0, 12), m.phone, '阳娜']) {
    const found = await search(q);
    expect({ q, ids: found.list.map((o) => o.id) }).toEqual({ q, ids: expect.arrayContaining([orderId]) });
  }
  expect((await search(detail.orderNo)).list).toHaveLength(1);
  // A wildcard typed in the box is a letter: nothing is named "%".
  expect((await search('%')).total).toBe(0);
  expect((await search('13999999999')).total).toBe(0);

  // Refunded, the history says so.
  const [, owed] = await hall.db.select().from(payments).where(eq(payments.orderId, orderId)).orderBy(payments.id);
  await staffCall(hall.app, 'POST', `/api/staff/refunds/${owed.id}`, { token: clerk.token });
  const after = (await staffCall<StaffOrderDetail>(hall.app, 'GET', `/api/staff/orders/${orderId}`, { token: clerk.token })).body.data;
  expect(after.refunds).toEqual([expect.objectContaining({ state: 'succeeded', amountFen: owed.amountFen })]);
  expect(after.history.map((h) => h.event).slice(-2)).toEqual(['refundRequested', 'refunded']);
});

test('refuses other roles, an unknown order and a search too long', async () => {
  const editor = await newStaff(hall.app, hall.db, ['content']);
  expectError(
    await staffCall(hall.app, 'GET', '/api/staff/orders?q=H', { token: editor.token }),
    Code.forbidden,
    403,
    errorText('staffRoleRequired'),
  );
  expectError(await staffCall(hall.app, 'GET', '/api/staff/orders/99999999', { token: clerk.token }), Code.notFound, 404);
  expectError(await staffCall(hall.app, 'GET', `/api/staff/orders?q=${'x'.repeat(51)}`, { token: clerk.token }), Code.badRequest, 400);
});
