// Closing an account (PIPL art. 47): by a code texted to the member's own phone; refused, every reason
// listed and nothing changed, while the hall still owes the member something; then the person is erased, the orders
// stay for the hall's accounts, every session ends, and the phone registers again as a new member.
import { and, eq, inArray, sql } from 'drizzle-orm';
import { Code, SubCode } from '@/lib/contract/codes';
import { closeCheck, type CloseReason } from '@/lib/contract/data-rights';
import { loginResult } from '@/lib/contract/member';
import {
  accessTokens,
  auditLog,
  buyers,
  codePromotions,
  memberCoupons,
  members,
  orderItems,
  orders,
  payments,
  pointLedger,
  receivers,
  reservations,
  sessions,
  stationLetters,
  verificationCodes,
} from '../../db/schema';
import { messagesFor } from '../../i18n/messages';
import { loginBody, memberCode, registerBody, send, slideTicket } from '../../test/accounts';
import { memberWithData, PASSWORD, ticketOrder } from '../../test/data-rights';
import { errorText, expectError, expectOk } from '../../test/expect';
import { startHall, type Hall } from '../../test/harness';
import { call, codeFor, expectMemberOnly, freshPhone, newMember, type TestMember } from '../../test/members';
import { buyCard, seasonPass } from '../../test/packages';
import { groupIntention } from '../../test/visits';
import { applyAs, openRound } from '../../test/welfare';

let hall: Hall;
beforeAll(async () => {
  hall = await startHall();
});
afterAll(() => hall?.close());

const check = async (m: TestMember) =>
  expectOk(await call(hall.app, 'GET', '/api/member/close_account', { token: m.token }), closeCheck).reasons;
const close = (m: TestMember, code: string, language = 'zh-CN') =>
  call(hall.app, 'POST', '/api/member/close_account', { token: m.token, body: { code }, headers: { language } });
const closingCode = (m: TestMember) => codeFor(hall.db, m.phone, 'CLOSE_ACCOUNT');
const reasonWords = (locale: 'zh-CN' | 'en-US', reasons: CloseReason[]) =>
  reasons.map((r) => messagesFor(locale).dataRights.reasons[r]).join(locale === 'en-US' ? '; ' : '；');

/** Everything of the member that closing would change, read straight from the tables. */
async function snapshot(memberId: number) {
  const mine = hall.db.select({ id: orders.id }).from(orders).where(eq(orders.memberId, memberId));
  return {
    member: (await hall.db.select().from(members).where(eq(members.id, memberId)))[0],
    buyers: await hall.db.select({ id: buyers.id, certNo: buyers.certNo }).from(buyers).where(eq(buyers.memberId, memberId)),
    receivers: await hall.db.select().from(receivers).where(eq(receivers.memberId, memberId)),
    tokens: await hall.db
      .select({ n: sql<number>`count(*)::int` })
      .from(accessTokens)
      .where(eq(accessTokens.memberId, memberId)),
    orders: await hall.db
      .select({ id: orders.id, status: orders.status, totalFen: orders.totalFen, payFen: orders.payFen, paidAt: orders.paidAt })
      .from(orders)
      .where(eq(orders.memberId, memberId))
      .orderBy(orders.id),
    items: await hall.db
      .select({
        id: orderItems.id,
        name: orderItems.buyerName,
        certNo: orderItems.buyerCertNo,
        priceFen: orderItems.priceFen,
        seat: orderItems.sessionSeatId,
      })
      .from(orderItems)
      .where(inArray(orderItems.orderId, mine))
      .orderBy(orderItems.id),
    payments: await hall.db
      .select({ id: payments.id, amountFen: payments.amountFen })
      .from(payments)
      .where(inArray(payments.orderId, mine)),
    visitors: (await hall.db.select({ v: reservations.visitors }).from(reservations).where(eq(reservations.memberId, memberId))).flatMap(
      (r) => r.v,
    ),
  };
}

describe('POST /api/common/send_code (CLOSE_ACCOUNT)', () => {
  it('texts only the logged-in member’s own phone', async () => {
    const m = await newMember(hall.db);
    const body = async () => ({ phone: m.phone, codeType: 'CLOSE_ACCOUNT', ticket: await slideTicket(hall.app, hall.db) });
    expectError(await send(hall.app, 'POST', '/api/common/send_code', await body()), Code.unauthorized, 401, errorText('loginRequired'));
    const someoneElse = { ...(await body()), phone: freshPhone() };
    expectError(
      await send(hall.app, 'POST', '/api/common/send_code', someoneElse, { access_token: m.token }),
      Code.badRequest,
      400,
      errorText('closeCodeOwnPhone'),
    );
    expect(await memberCode(hall.app, hall.db, m.phone, 'CLOSE_ACCOUNT', { access_token: m.token })).toMatch(/^\d{6}$/);
  });
});

describe('GET /api/member/close_account', () => {
  it('is for logged-in members only, and finds nothing in the way of a new member', async () => {
    await expectMemberOnly(hall.app, hall.db, 'GET', '/api/member/close_account');
    expect(await check(await newMember(hall.db))).toEqual([]);
  });
});

describe('POST /api/member/close_account', () => {
  it('is for logged-in members only', async () => {
    await expectMemberOnly(hall.app, hall.db, 'POST', '/api/member/close_account', { code: '123456' });
  });

  it('is refused with every reason while the hall owes the member something, and changes nothing', async () => {
    const { m, buyerId, ticket } = await memberWithData(hall.app, hall.db);
    await ticketOrder(hall.app, hall.db, m, null, { paid: false });
    await groupIntention(hall.db, m.id);
    expect((await applyAs(hall.app, { ...m, buyerId }, (await openRound(hall.db, 3)).id)).body.code).toBe(20000);
    await buyCard(hall.app, hall.db, m, (await seasonPass(hall.db)).id);
    const invoice = { id: ticket.orderId, invoice: { title: '陈晓' } };
    expect((await call(hall.app, 'POST', '/api/member/invoice', { token: m.token, body: invoice })).body.code).toBe(20000);
    // The ticket paid (its invoice asked for), a ticket and the visit booking unpaid, a group visit to come, an
    // application in the draw, a package card with all its credits.
    const reasons: CloseReason[] = [
      'unpaidOrder',
      'upcomingTicket',
      'upcomingVisit',
      'welfareApplication',
      'packageCredits',
      'invoicePending',
    ];
    expect(await check(m)).toEqual([
      { reason: 'unpaidOrder', count: 2 },
      { reason: 'upcomingTicket', count: 1 },
      { reason: 'upcomingVisit', count: 1 },
      { reason: 'welfareApplication', count: 1 },
      { reason: 'packageCredits', count: 1 },
      { reason: 'invoicePending', count: 1 },
    ]);
    const before = await snapshot(m.id);
    const code = await closingCode(m);
    for (const locale of ['zh-CN', 'en-US'] as const) {
      const res = await close(m, code, locale);
      expect({ status: res.status, code: res.body.code }).toEqual({ status: 400, code: Code.badRequest });
      expect(res.body.subMsg).toBe(errorText('accountCloseRefused', locale, { reasons: reasonWords(locale, reasons) }));
      expect(res.body.data.reasons.map((r: { reason: string }) => r.reason)).toEqual(reasons);
    }
    expect(await snapshot(m.id)).toEqual(before);
    expect((await call(hall.app, 'GET', '/api/member/detail', { token: m.token })).body.code).toBe(20000);
    // Refused before the code is looked at: it is not spent.
    const [sent] = await hall.db
      .select({ usedAt: verificationCodes.usedAt })
      .from(verificationCodes)
      .where(and(eq(verificationCodes.phone, m.phone), eq(verificationCodes.codeType, 'CLOSE_ACCOUNT')));
    expect(sent.usedAt).toBeNull();
  });

  it('wants the code texted for closing', async () => {
    const m = await newMember(hall.db);
    expectError(await close(m, '000000'), Code.badRequest, 400, errorText('wrongCode'));
    const other = await codeFor(hall.db, m.phone, 'REPLACE_PHONE');
    expectError(await close(m, other), Code.badRequest, 400, errorText('wrongCode'));
    expect((await snapshot(m.id)).member.phone).toBe(m.phone);
  });

  it('erases the person, keeps the orders, ends every session, and frees the phone for a new member', async () => {
    const { m, ticket, visitOrderId, idCard, buyerCert, visitorCert } = await memberWithData(hall.app, hall.db);
    const secondDevice = await newMemberToken(m);
    const [promotion] = await hall.db.select({ id: codePromotions.id }).from(codePromotions).limit(1);
    await hall.db
      .insert(memberCoupons)
      .values({ memberId: m.id, codePromotionId: promotion.id, expiresAt: new Date(Date.now() + 86_400_000) });
    expect((await check(m)).map((r) => r.reason)).toEqual(['unpaidOrder', 'upcomingTicket']);
    // What the member can do: cancel the unpaid visit. What only time does: the session ends.
    expect((await call(hall.app, 'PUT', '/api/order/cancel', { token: m.token, body: { id: visitOrderId } })).body.code).toBe(20000);
    await hall.db
      .update(sessions)
      .set({ startTime: new Date(Date.now() - 3 * 3_600_000), endTime: new Date(Date.now() - 3_600_000) })
      .where(eq(sessions.id, ticket.sessionId));
    expect(await check(m)).toEqual([]);

    const before = await snapshot(m.id);
    const points = before.member.pointsBalance;
    expect(points).toBeGreaterThan(0);
    expect((await close(m, await closingCode(m))).body).toMatchObject({ code: 20000 });

    // Every session of the member has ended.
    for (const token of [m.token, secondDevice]) {
      expectError(await call(hall.app, 'GET', '/api/member/detail', { token }), Code.unauthorized, 401);
    }
    const after = await snapshot(m.id);
    expect(after.tokens).toEqual([{ n: 0 }]);
    // The person is gone from the member row; the phone is free.
    expect(after.member).toMatchObject({
      phone: `closed:${m.id}`,
      passwordHash: null,
      name: null,
      sex: null,
      birthday: null,
      idCard: null,
      email: null,
      connectTel: null,
      wxOpenId: null,
      wxWebOpenId: null,
      wxUnionId: null,
      pointsBalance: 0,
    });
    expect(after.buyers).toEqual([]);
    expect(after.receivers).toEqual([]);
    // The orders stay with their amounts, seats and payments, without the people named on them.
    expect(after.orders).toEqual(before.orders);
    expect(after.payments).toEqual(before.payments);
    expect(after.items).toEqual(before.items.map((i) => ({ ...i, name: null, certNo: null })));
    expect(after.visitors.map((v) => [v.name, v.certNo, v.child])).toEqual([
      ['*', '', false],
      ['*', '', true],
    ]);
    // Nothing of the person is left anywhere in the member's rows, sealed or not.
    const everything = JSON.stringify(after);
    for (const trace of [m.phone, '陈晓', '王芳', `m${m.id}@example.com`, idCard, buyerCert, visitorCert])
      expect(everything).not.toContain(trace);
    // Points and coupons are forfeited, and the ledger says so.
    const [lastEntry] = await hall.db
      .select()
      .from(pointLedger)
      .where(eq(pointLedger.memberId, m.id))
      .orderBy(sql`${pointLedger.id} desc`)
      .limit(1);
    expect(lastEntry).toMatchObject({ delta: -points, balanceAfter: 0, reason: 'adjust' });
    const coupons = await hall.db
      .select({ expiresAt: memberCoupons.expiresAt })
      .from(memberCoupons)
      .where(eq(memberCoupons.memberId, m.id));
    expect(coupons.every((c) => c.expiresAt <= new Date())).toBe(true);
    expect(await hall.db.select().from(stationLetters).where(eq(stationLetters.memberId, m.id))).toEqual([]);
    // The audit log has the closing, and nothing of the person.
    const [entry] = await hall.db
      .select()
      .from(auditLog)
      .where(and(eq(auditLog.action, 'member.close'), eq(auditLog.target, `member:${m.id}`)));
    expect(entry).toMatchObject({ actor: 'member', staffId: null, after: { ordersKept: 2, pointsForfeited: points, couponsForfeited: 1 } });
    expect(JSON.stringify(entry)).not.toContain(m.phone);

    // The old phone and password sign in as a phone nobody registered would.
    const login = async (phone: string) =>
      send(hall.app, 'POST', '/api/member/login', loginBody(phone, PASSWORD, { ticket: await slideTicket(hall.app, hall.db) }));
    const [closed, unknown] = [await login(m.phone), await login(freshPhone())];
    expect({ ...closed.body, status: closed.status }).toEqual({ ...unknown.body, status: unknown.status });
    expect(closed.body).toMatchObject({ subCode: SubCode.notRegistered, subMsg: errorText('notRegistered') });

    // The phone registers again, as a new member with nothing of the old one.
    const registered = await send(
      hall.app,
      'POST',
      '/api/member/register',
      registerBody(m.phone, await codeFor(hall.db, m.phone, 'REGISTER'), PASSWORD),
    );
    const token = expectOk(registered, loginResult).token;
    const [fresh] = await hall.db.select({ id: members.id }).from(members).where(eq(members.phone, m.phone));
    expect(fresh.id).not.toBe(m.id);
    const detail = await call(hall.app, 'GET', '/api/member/detail', { token });
    expect(detail.body.data).toMatchObject({ phone: m.phone, name: null, idCard: null, pointsBalance: 0 });
    expect((await call(hall.app, 'GET', '/api/member/buyer', { token })).body.data).toEqual([]);
  });
});

/** A second login of the same member (another device). */
async function newMemberToken(m: TestMember) {
  const res = await send(
    hall.app,
    'POST',
    '/api/member/login',
    loginBody(m.phone, PASSWORD, { ticket: await slideTicket(hall.app, hall.db) }),
  );
  return expectOk(res, loginResult).token;
}
