// Invoices: a member asks for the invoice of a paid order (POST /api/member/invoice, §7's name); the box
// office issues it with its number and PDF; the member reads where it stands (GET /api/member/invoice/invoice_url),
// gets a station letter, and downloads the PDF, which no one else can. Bad input changes nothing.
import { createHash } from 'node:crypto';
import { and, count, eq } from 'drizzle-orm';
import { Code } from '@/lib/contract/codes';
import type { MemberInvoiceView, StaffInvoiceView } from '@/lib/contract/invoices';
import type { Paged } from '@/lib/contract/envelope';
import { auditLog, orders, stationLetters } from '../../db/schema';
import { errorText, expectError } from '../../test/expect';
import { startHall, type Hall } from '../../test/harness';
import { call, newMember, type TestMember } from '../../test/members';
import { freeSeats, saleSession, type SaleSession } from '../../test/orders';
import { newStaff, staffCall, type TestStaff } from '../../test/staff';

let hall: Hall;
let session: SaleSession;
let clerk: TestStaff;
let editor: TestStaff;
beforeAll(async () => {
  hall = await startHall();
  session = await saleSession(hall.db);
  clerk = await newStaff(hall.app, hall.db, ['boxOffice']);
  editor = await newStaff(hall.app, hall.db, ['content']);
}, 60_000);
afterAll(() => hall?.close());

const PDF = Buffer.from('%PDF-1.4\n1 0 obj <<>> endobj\ntrailer <<>>\n%%EOF\n');
const INVOICE = { title: '滨江科技有限公司', taxNo: '91310000MA1FL0000N' };

async function paidOrder(m: TestMember) {
  const [seat] = await freeSeats(hall.db, session.sessionId, 1);
  const created = await call(hall.app, 'POST', '/api/order', {
    token: m.token,
    body: { lines: { sessionId: session.sessionId, seatIds: [seat.id] } },
  });
  const orderId: number = created.body.data.orderId;
  const pay = await call(hall.app, 'POST', '/api/pay/ali', { token: m.token, body: { orderId } });
  const tradeNo = decodeURIComponent(pay.body.data.url.split('/').pop());
  await hall.app.inject({ method: 'POST', url: `/api/dev/cashier/${tradeNo}/pay` });
  return orderId;
}

const invoiceOf = async (m: TestMember, orderId: number | string) =>
  call<MemberInvoiceView>(hall.app, 'GET', `/api/member/invoice/invoice_url?id=${orderId}`, { token: m.token });
const issue = (orderId: number, number: string, body: Buffer, who = clerk) =>
  hall.app.inject({
    method: 'POST',
    url: `/api/staff/invoices/${orderId}?number=${number}`,
    payload: body,
    headers: { 'content-type': 'application/pdf', staff_token: who.token },
  });
const issuedAudits = async () => (await hall.db.select({ n: count() }).from(auditLog).where(eq(auditLog.action, 'invoice.issue')))[0].n;
const stateOf = async (orderId: number) =>
  (await hall.db.select({ s: orders.invoiceState }).from(orders).where(eq(orders.id, orderId)))[0].s;
const number20 = () => `${Date.now()}${String(Math.floor(Math.random() * 1e7)).padStart(7, '0')}`;

describe('e-invoices', () => {
  it('asked, waiting in the console, issued with its PDF; the member is told and downloads it', async () => {
    const m = await newMember(hall.db);
    const orderId = await paidOrder(m);
    expect((await invoiceOf(m, orderId)).body.data).toEqual({ state: 'none', number: null, issuedAt: null, url: null });

    const asked = await call(hall.app, 'POST', '/api/member/invoice', { token: m.token, body: { id: orderId, invoice: INVOICE } });
    expect(asked.body.data.invoiceState).toBe('requested');
    expect((await invoiceOf(m, orderId)).body.data).toMatchObject({ state: 'requested', url: null });

    const waiting = await staffCall<Paged<StaffInvoiceView>>(hall.app, 'GET', '/api/staff/invoices?state=requested&pageSize=50', {
      token: clerk.token,
    });
    expect(waiting.body.data.list.find((i) => i.orderId === orderId)).toMatchObject({ state: 'requested', invoice: INVOICE, number: null });

    const number = number20();
    const issued = await issue(orderId, number, PDF);
    expect(issued.json().data).toMatchObject({ state: 'issued', number, url: `/api/member/invoice/file?id=${orderId}` });
    const view = (await invoiceOf(m, orderId)).body.data;
    expect(view).toMatchObject({ state: 'issued', number, url: `/api/member/invoice/file?id=${orderId}` });
    expect((await call(hall.app, 'GET', `/api/order/detail?id=${orderId}`, { token: m.token })).body.data.invoiceState).toBe('issued');

    const letters = await hall.db
      .select({ title: stationLetters.title, body: stationLetters.body })
      .from(stationLetters)
      .where(and(eq(stationLetters.memberId, m.id), eq(stationLetters.title, '您的电子发票已开具')));
    expect(letters).toHaveLength(1);
    expect(letters[0].body).toContain(number);

    const file = await hall.app.inject({ method: 'GET', url: view.url!, headers: { access_token: m.token } });
    expect(file.statusCode).toBe(200);
    expect(file.headers['content-type']).toBe('application/pdf');
    expect(file.headers['content-disposition']).toBe(`attachment; filename="invoice-${number}.pdf"`);
    expect(file.rawPayload.equals(PDF)).toBe(true);

    const issuedList = await staffCall<Paged<StaffInvoiceView>>(hall.app, 'GET', '/api/staff/invoices?state=issued&pageSize=50', {
      token: clerk.token,
    });
    expect(issuedList.body.data.list.find((i) => i.orderId === orderId)).toMatchObject({ state: 'issued', number });
  });

  it('is the member’s alone: another member finds neither the invoice nor its file, and the PDF is not a public file', async () => {
    const m = await newMember(hall.db);
    const other = await newMember(hall.db);
    const orderId = await paidOrder(m);
    await call(hall.app, 'POST', '/api/member/invoice', { token: m.token, body: { id: orderId, invoice: INVOICE } });
    const pdf = Buffer.concat([PDF, Buffer.from(`% ${orderId}\n`)]);
    await issue(orderId, number20(), pdf);
    const sha256 = createHash('sha256').update(pdf).digest('hex');
    // Not served as a public file under any name (a .pdf is not even a file name there).
    for (const ext of ['pdf', 'png']) {
      const served = await hall.app.inject({ method: 'GET', url: `/api/files/${sha256}.${ext}` });
      expect([400, 404]).toContain(served.statusCode);
    }
    expectError(await invoiceOf(other, orderId), Code.notFound, 404);
    const theirs = await hall.app.inject({
      method: 'GET',
      url: `/api/member/invoice/file?id=${orderId}`,
      headers: { access_token: other.token },
    });
    expect(theirs.statusCode).toBe(404);
    expect((await hall.app.inject({ method: 'GET', url: `/api/member/invoice/file?id=${orderId}` })).statusCode).toBe(401);
  });

  it('refuses a wrong number, a file that is not a PDF, an order not asking, a second issue and a number used twice, changing nothing', async () => {
    const m = await newMember(hall.db);
    const orderId = await paidOrder(m);
    const notAsked = await paidOrder(m);
    await call(hall.app, 'POST', '/api/member/invoice', { token: m.token, body: { id: orderId, invoice: INVOICE } });
    const audits = await issuedAudits();

    expect((await issue(orderId, '1234', PDF)).json()).toMatchObject({ code: Code.badRequest, subMsg: errorText('invoiceNumberFormat') });
    expect((await issue(orderId, number20(), Buffer.from('<html>not a pdf</html>'))).json()).toMatchObject({
      code: Code.badRequest,
      subMsg: errorText('invoicePdfOnly'),
    });
    expect((await issue(orderId, number20(), Buffer.concat([PDF, Buffer.alloc(2 * 1024 * 1024)]))).statusCode).toBe(413);
    expect((await issue(notAsked, number20(), PDF)).json()).toMatchObject({
      code: Code.badRequest,
      subMsg: errorText('invoiceNotRequested'),
    });
    expect((await issue(999_999, number20(), PDF)).statusCode).toBe(404);
    expect((await issue(orderId, number20(), PDF, editor)).statusCode).toBe(403);
    expect(await stateOf(orderId)).toBe('requested');
    expect(await stateOf(notAsked)).toBe('none');
    expect(await issuedAudits()).toBe(audits);

    const number = number20();
    expect((await issue(orderId, number, PDF)).statusCode).toBe(200);
    expect((await issue(orderId, number20(), PDF)).json()).toMatchObject({
      code: Code.badRequest,
      subMsg: errorText('invoiceAlreadyIssued'),
    });

    // The same number on another order: refused, and that order still waits.
    await call(hall.app, 'POST', '/api/member/invoice', { token: m.token, body: { id: notAsked, invoice: INVOICE } });
    expect((await issue(notAsked, number, PDF)).json()).toMatchObject({ code: Code.badRequest, subMsg: errorText('invoiceNumberTaken') });
    expect(await stateOf(notAsked)).toBe('requested');
    expect(await issuedAudits()).toBe(audits + 1);

    expectError(await invoiceOf(m, 'abc'), Code.badRequest, 400);
  });
});
