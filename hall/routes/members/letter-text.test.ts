// Station letters are plain text, so no one's markup runs on a reader's page: what the box office or the rental staff write reaches the
// reader exactly as they wrote it (markup characters and line breaks included: the site shows it as text), the
// hall's own wording lives in the message files with no markup, and the page a letter points to is a field of
// its own (`link`) in both letter lists.
import { eq } from 'drizzle-orm';
import type { FeedbackReceipt } from '@/lib/contract/feedback';
import { stationLetterPage } from '@/lib/contract/member-center';
import { isSitePath } from '@/lib/contract/site-path';
import { stationLetters } from '../../db/schema';
import { messagesFor } from '../../i18n/messages';
import { expectOk } from '../../test/expect';
import { startHall, type Hall } from '../../test/harness';
import { call, newMember, type TestMember } from '../../test/members';
import { anyAddress, slideTicket } from '../../test/accounts';
import { hallIdOf, newRenter, submittedConsultation, type Renter } from '../../test/rental';
import { groupIntention } from '../../test/visits';
import { parcelToShip } from '../../test/shop';
import { freeSeats, saleSession } from '../../test/orders';
import { openSandboxTrade, payAtCashier } from '../../test/refunds';
import { newStaff, staffCall, type TestStaff } from '../../test/staff';

let hall: Hall;
let boxOffice: TestStaff;
let rental: TestStaff;
beforeAll(async () => {
  hall = await startHall();
  boxOffice = await newStaff(hall.app, hall.db, ['boxOffice']);
  rental = await newStaff(hall.app, hall.db, ['rental']);
}, 60_000);
afterAll(() => hall?.close());

/** What a script in a letter would look like, on two lines. */
const HOSTILE = '<img src=x onerror=alert(1)>\n第二行 & “引号”';
const TAG = /<\/?[a-z][^>]*>/i;

const memberLetters = async (m: TestMember) =>
  expectOk(await call(hall.app, 'GET', '/api/member/station_letter?page=1&pageSize=50', { token: m.token }), stationLetterPage).list;
const renterLetters = async (r: Renter) =>
  expectOk(await call(hall.app, 'GET', '/api/enterpriseuser/station_letter?page=1&pageSize=50', { token: r.token }), stationLetterPage)
    .list;

describe('GET /api/member/station_letter', () => {
  it('answers the box office’s feedback answer exactly as written, with the member’s whole message quoted', async () => {
    const m = await newMember(hall.db);
    // Longer than any cut, with a tag across where a cut fell.
    const text = `${'座位图在手机上太小了，'.repeat(5)}<b>希望能放大</b>，谢谢！`;
    const sent = await call<FeedbackReceipt>(hall.app, 'POST', '/api/feedback', {
      token: m.token,
      body: { ticket: await slideTicket(hall.app, hall.db), topic: 'website', text },
      headers: { 'x-forwarded-for': anyAddress() },
    });
    await staffCall(hall.app, 'PUT', `/api/staff/feedback/${sent.body.data.id}`, { token: boxOffice.token, body: { answer: HOSTILE } });
    const [letter] = await memberLetters(m);
    for (const body of [letter.body, letter.enBody!]) {
      expect(body).toContain(HOSTILE);
      expect(body).toContain(text);
    }
    expect(letter.link).toBeNull();
  });

  it('answers a group visit’s rejection reason exactly as written, linking the member’s visits page', async () => {
    const m = await newMember(hall.db);
    const g = await groupIntention(hall.db, m.id);
    await staffCall(hall.app, 'PUT', `/api/staff/group-intentions/${g.id}`, {
      token: boxOffice.token,
      body: { decision: 'reject', reason: HOSTILE },
    });
    const [letter] = await memberLetters(m);
    expect(letter.body).toContain(HOSTILE);
    expect(letter.enBody).toContain(HOSTILE);
    expect(letter.link).toBe('/reservationOrder');
  });

  it('links a shipped parcel’s letter to its points order', async () => {
    const p = await parcelToShip(hall.app, hall.db);
    await staffCall(hall.app, 'POST', `/api/staff/shop-orders/${p.orderId}/ship`, {
      token: boxOffice.token,
      body: { carrier: 'shunfeng', trackingNo: 'SF2024000001' },
    });
    const [letter] = await memberLetters(p.m);
    expect(letter.body).toContain('SF2024000001');
    expect(letter.link).toBe(`/integralOrder?orderId=${p.orderId}`);
  });

  it('links an issued invoice’s letter to its order', async () => {
    const m = await newMember(hall.db);
    const { sessionId } = await saleSession(hall.db);
    const [seat] = await freeSeats(hall.db, sessionId, 1);
    const created = await call(hall.app, 'POST', '/api/order', { token: m.token, body: { lines: { sessionId, seatIds: [seat.id] } } });
    const orderId: number = created.body.data.orderId;
    await payAtCashier(hall.app, await openSandboxTrade(hall.app, m, orderId, '/api/pay/ali'));
    const invoice = { title: '滨江科技有限公司', taxNo: '91310000MA1FL0000N' };
    await call(hall.app, 'POST', '/api/member/invoice', { token: m.token, body: { id: orderId, invoice } });
    await hall.app.inject({
      method: 'POST',
      url: `/api/staff/invoices/${orderId}?number=${Date.now()}1234567`,
      payload: Buffer.from('%PDF-1.4\n1 0 obj <<>> endobj\ntrailer <<>>\n%%EOF\n'),
      headers: { 'content-type': 'application/pdf', staff_token: boxOffice.token },
    });
    const letters = await memberLetters(m);
    expect(letters.find((l) => l.title === '您的电子发票已开具')?.link).toBe(`/myOrder?orderId=${orderId}`);
  });

  it('answers the letter’s link as it was written, and null for a letter without one', async () => {
    const m = await newMember(hall.db);
    await hall.db.insert(stationLetters).values([
      { memberId: m.id, title: '无链接', body: '正文', createdAt: new Date(Date.now() - 1000) },
      { memberId: m.id, title: '有链接', body: '正文', link: '/myOrder?orderId=12' },
    ]);
    expect((await memberLetters(m)).map((l) => [l.title, l.link])).toEqual([
      ['有链接', '/myOrder?orderId=12'],
      ['无链接', null],
    ]);
  });
});

describe('GET /api/enterpriseuser/station_letter', () => {
  it('answers the rental staff’s rejection note exactly as written, linking the project’s step', async () => {
    const r = await newRenter(hall.db);
    const { projectId } = await submittedConsultation(hall.app, r, 90, await hallIdOf(hall.db, 'small'));
    // A note ending in its own punctuation keeps it.
    const note = `${HOSTILE}!`;
    await staffCall(hall.app, 'POST', `/api/staff/rental/projects/${projectId}/reject`, { token: rental.token, body: { note } });
    const [letter] = await renterLetters(r);
    expect(letter.title).toBe('项目未获通过：新品发布会');
    expect(letter.body).toContain(note);
    expect(letter.enBody).toContain(note);
    expect(letter.link).toBe(`/siteConsultation?id=${projectId}`);
  });
});

describe('the hall’s own letters', () => {
  it('are worded in both languages in the message files, with no markup', () => {
    const [zh, en] = [messagesFor('zh-CN').letters, messagesFor('en-US').letters];
    const leaves = (o: object, at = ''): [string, string][] =>
      Object.entries(o).flatMap(([k, v]) => (typeof v === 'string' ? [[`${at}${k}`, v]] : leaves(v as object, `${at}${k}.`)));
    expect(leaves(en).map(([k]) => k)).toEqual(leaves(zh).map(([k]) => k));
    for (const [key, text] of [...leaves(zh), ...leaves(en)]) {
      expect([key, TAG.test(text)]).toEqual([key, false]);
      expect([key, text.trim()]).not.toEqual([key, '']);
    }
  });

  it('carry no markup and point only to pages of the site (the demo’s letters included)', async () => {
    // A letter of every kind the tests above wrote, and the seeded ones.
    const all = await hall.db.select().from(stationLetters);
    const hallWritten = all.filter((l) => !l.body.includes(HOSTILE));
    expect(hallWritten.length).toBeGreaterThan(4);
    for (const l of hallWritten) expect([l.title, TAG.test(`${l.title}${l.enTitle}${l.body}${l.enBody}`)]).toEqual([l.title, false]);
    for (const l of all.filter((x) => x.link)) expect([l.link, isSitePath(l.link!)]).toEqual([l.link, true]);
  });

  it('link the demo renter’s project letters to the step each move led to', async () => {
    const letters = await hall.db.select().from(stationLetters).where(eq(stationLetters.title, '合同已会签：滨江之夜·企业答谢音乐会'));
    expect(letters).toHaveLength(1);
    expect(letters[0].link).toMatch(/^\/contractPayment\?id=\d+$/);
  });
});
