// Tax numbers on invoices: an 18-character tax number is a unified social credit code and must carry its check
// character (GB 32100), wherever an invoice is asked for (POST /api/member/invoice, PUT /api/order/invoice, the
// invoice of POST /api/order); a request the member got wrong can be corrected and sent again until the box office
// issues the invoice, and the console's queue (GET /api/staff/invoices) then shows the corrected details.
import { count, eq } from 'drizzle-orm';
import { Code } from '@/lib/contract/codes';
import type { StaffInvoiceView } from '@/lib/contract/invoices';
import type { Paged } from '@/lib/contract/envelope';
import { orders } from '../../db/schema';
import { errorText, expectError } from '../../test/expect';
import { startHall, type Hall } from '../../test/harness';
import { call, newMember, type TestMember } from '../../test/members';
import { freeSeats, saleSession, type SaleSession } from '../../test/orders';
import { newStaff, staffCall, type TestStaff } from '../../test/staff';

let hall: Hall;
let session: SaleSession;
let clerk: TestStaff;
beforeAll(async () => {
  hall = await startHall();
  session = await saleSession(hall.db);
  clerk = await newStaff(hall.app, hall.db, ['boxOffice']);
}, 60_000);
afterAll(() => hall?.close());

// 91310000MA1FL0000N is a valid code (its check character computed); the X that used to stand in the tests is not.
const WRONG_CHECK = '91310000MA1FL0000X';
const ASKED = { title: '滨江科技有限公司', taxNo: '91310000MA1FL0000N', bank: '招商银行上海分行', account: '121900000010001' };
const CORRECTED = { title: '滨江文化科技有限公司', taxNo: '91350100M000100Y43', address: '上海市浦东新区滨江大道 2688 号' };
const PDF = Buffer.from('%PDF-1.4\n1 0 obj <<>> endobj\ntrailer <<>>\n%%EOF\n');

async function placeOrder(m: TestMember, invoice?: object) {
  const [seat] = await freeSeats(hall.db, session.sessionId, 1);
  return call(hall.app, 'POST', '/api/order', {
    token: m.token,
    body: { lines: { sessionId: session.sessionId, seatIds: [seat.id] }, ...(invoice ? { invoice } : {}) },
  });
}

async function paidOrder(m: TestMember, invoice?: object) {
  const created = await placeOrder(m, invoice);
  const orderId: number = created.body.data.orderId;
  const pay = await call(hall.app, 'POST', '/api/pay/ali', { token: m.token, body: { orderId } });
  const tradeNo = decodeURIComponent(pay.body.data.url.split('/').pop());
  await hall.app.inject({ method: 'POST', url: `/api/dev/cashier/${tradeNo}/pay` });
  return orderId;
}

const ask = (m: TestMember, orderId: number, invoice: object, { method = 'POST', language = 'zh-CN' } = {}) =>
  call(hall.app, method as 'POST' | 'PUT', method === 'PUT' ? '/api/order/invoice' : '/api/member/invoice', {
    token: m.token,
    body: { id: orderId, invoice },
    headers: { language },
  });
const stored = async (orderId: number) =>
  (await hall.db.select({ state: orders.invoiceState, invoice: orders.invoice }).from(orders).where(eq(orders.id, orderId)))[0];
const queued = async (orderId: number, state: 'requested' | 'issued' = 'requested') =>
  (
    await staffCall<Paged<StaffInvoiceView>>(hall.app, 'GET', `/api/staff/invoices?state=${state}&pageSize=100`, { token: clerk.token })
  ).body.data.list.filter((i) => i.orderId === orderId);
const issue = (orderId: number) =>
  hall.app.inject({
    method: 'POST',
    url: `/api/staff/invoices/${orderId}?number=${Date.now()}${String(orderId).padStart(7, '0')}`,
    payload: PDF,
    headers: { 'content-type': 'application/pdf', staff_token: clerk.token },
  });

describe('POST /api/member/invoice: the tax number’s check character', () => {
  it('refuses a credit code whose check character is wrong, in the request’s language, and changes nothing', async () => {
    const m = await newMember(hall.db);
    const orderId = await paidOrder(m);
    const wrong = { ...ASKED, taxNo: WRONG_CHECK };
    expectError(await ask(m, orderId, wrong), Code.badRequest, 400, errorText('taxNumberCheck'));
    expectError(await ask(m, orderId, wrong, { language: 'en-US' }), Code.badRequest, 400, errorText('taxNumberCheck', 'en-US'));
    expectError(await ask(m, orderId, wrong, { method: 'PUT' }), Code.badRequest, 400, errorText('taxNumberCheck'));
    // A length no taxpayer number has is a format error, not a check error.
    expectError(await ask(m, orderId, { ...ASKED, taxNo: '91310000MA1FL0000N0' }), Code.badRequest, 400, errorText('taxNo'));
    expect(await stored(orderId)).toEqual({ state: 'none', invoice: null });
    expect(await queued(orderId)).toEqual([]);
  });

  it('refuses it on the order itself too: no order is placed, no seat held', async () => {
    const m = await newMember(hall.db);
    expectError(await placeOrder(m, { ...ASKED, taxNo: WRONG_CHECK }), Code.badRequest, 400, errorText('taxNumberCheck'));
    const [{ n }] = await hall.db.select({ n: count() }).from(orders).where(eq(orders.memberId, m.id));
    expect(n).toBe(0);
  });
});

describe('POST /api/member/invoice: correcting a requested invoice', () => {
  it('a refused request is sent again; a requested one is corrected, and the console’s queue shows the correction', async () => {
    const m = await newMember(hall.db);
    const orderId = await paidOrder(m);
    expectError(await ask(m, orderId, { ...ASKED, taxNo: WRONG_CHECK }), Code.badRequest, 400, errorText('taxNumberCheck'));
    const asked = await ask(m, orderId, ASKED);
    expect(asked.body.data).toMatchObject({ invoiceState: 'requested', invoice: ASKED });
    expect((await queued(orderId)).map((i) => i.invoice)).toEqual([ASKED]);

    // The title was wrong: sent again, through either name, it replaces the details (the bank left out is gone).
    const corrected = await ask(m, orderId, CORRECTED, { method: 'PUT' });
    expect(corrected.status).toBe(200);
    expect(corrected.body.data).toMatchObject({ invoiceState: 'requested', invoiceable: false, invoice: CORRECTED });
    expect(await stored(orderId)).toEqual({ state: 'requested', invoice: CORRECTED });
    const waiting = await queued(orderId);
    expect(waiting).toHaveLength(1);
    expect(waiting[0]).toMatchObject({ state: 'requested', number: null });
    expect(waiting[0].invoice).toEqual(CORRECTED);
    const detail = await call(hall.app, 'GET', `/api/order/detail?id=${orderId}`, { token: m.token });
    expect(detail.body.data).toMatchObject({ invoiceState: 'requested', invoice: CORRECTED });

    // A correction is checked like a request: a wrong check character leaves the correction before it in place.
    expectError(await ask(m, orderId, { ...CORRECTED, taxNo: WRONG_CHECK }), Code.badRequest, 400, errorText('taxNumberCheck'));
    expect(await stored(orderId)).toEqual({ state: 'requested', invoice: CORRECTED });
  });

  it('an invoice asked for with the order is corrected once it is paid', async () => {
    const m = await newMember(hall.db);
    const orderId = await paidOrder(m, ASKED);
    expect(await stored(orderId)).toEqual({ state: 'requested', invoice: ASKED });
    expect((await ask(m, orderId, CORRECTED)).body.data).toMatchObject({ invoiceState: 'requested', invoice: CORRECTED });
    expect((await queued(orderId)).map((i) => i.invoice)).toEqual([CORRECTED]);
  });

  it('another member’s order is not found, and its request stays as it was', async () => {
    const m = await newMember(hall.db);
    const other = await newMember(hall.db);
    const orderId = await paidOrder(m, ASKED);
    expectError(await ask(other, orderId, CORRECTED), Code.notFound, 404);
    expect(await stored(orderId)).toEqual({ state: 'requested', invoice: ASKED });
  });

  it('an issued invoice cannot be changed: refused, and what was issued stays', async () => {
    const m = await newMember(hall.db);
    const orderId = await paidOrder(m);
    await ask(m, orderId, ASKED);
    expect((await issue(orderId)).statusCode).toBe(200);
    for (const method of ['POST', 'PUT']) {
      expectError(await ask(m, orderId, CORRECTED, { method }), Code.badRequest, 400, errorText('invoiceAlreadyIssued'));
    }
    expectError(await ask(m, orderId, CORRECTED, { language: 'en-US' }), Code.badRequest, 400, errorText('invoiceAlreadyIssued', 'en-US'));
    expect(await stored(orderId)).toEqual({ state: 'issued', invoice: ASKED });
    expect((await queued(orderId, 'issued')).map((i) => i.invoice)).toEqual([ASKED]);
    expect(await queued(orderId)).toEqual([]);
  });
});
