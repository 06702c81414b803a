// The staff console's accounts: password and TOTP (enrolment by QR, each code once, lockout), sessions
// that end on inactivity and on account changes, roles checked by the hall API on every staff call, member and
// enterprise tokens refused everywhere in the staff area, and an audit entry for every staff write.
import { count, eq } from 'drizzle-orm';
import { Code, SubCode } from '@/lib/contract/codes';
import { auditLog, feedback, orders, payments, staff, staffSessions, workFailures } from '../../db/schema';
import { errorText, expectError } from '../../test/expect';
import { startHall, type Hall } from '../../test/harness';
import { call, enterpriseToken, newMember } from '../../test/members';
import { paidTwice } from '../../test/refunds';
import { freshUsername, newStaff, nextCode, STAFF_PASSWORD, staffCall, type TestStaff } from '../../test/staff';
import { createStaff } from '../../services/staff/accounts';
import { codeAt } from '../../services/staff/totp';
import { bannerInput, contentInput } from '../../test/content';
import { couponActivityInput, discountCodeInput } from '../../test/coupons';
import { packageCardInput } from '../../test/packages';
import { welfareRoundInput } from '../../test/welfare';
import { doorTicket, scanAt } from '../../test/door';
import { groupIntention, hallDayFromNow, openSlots } from '../../test/visits';
import { cafeVoucher, parcelToShip } from '../../test/shop';
import { unmatchedMoney } from '../../test/refunds';
import { classInput, firstArea, performanceInput, sessionInput } from '../../test/publishing';
import {
  eventDates,
  hallIdOf,
  newRenter,
  offerFor,
  paidProject,
  PDF,
  projectAtContract,
  projectAtSettlement,
  submittedTicketing,
  sendFile,
  signingCode,
  submittedConsultation,
  uploadContractVersion,
} from '../../test/rental';

let hall: Hall;
let admin: TestStaff;
beforeAll(async () => {
  hall = await startHall();
  admin = await newStaff(hall.app, hall.db, ['administrator']);
});
afterAll(() => hall?.close());

const login = (body: object) => staffCall(hall.app, 'POST', '/api/staff/login', { body });
const upload = async (file: { url: string; type: string; body: Buffer }, token: string) => {
  const res = await hall.app.inject({
    method: 'POST',
    url: file.url,
    payload: file.body,
    headers: { 'content-type': file.type, staff_token: token },
  });
  return { status: res.statusCode, body: res.json() };
};
const auditCount = async () => (await hall.db.select({ n: count() }).from(auditLog))[0].n;

describe('signing in', () => {
  it('enrols an authenticator at the first sign-in, then asks for its code every time', async () => {
    const username = freshUsername();
    await createStaff(
      hall.db,
      { staffId: null, username: 'cli' },
      { username, name: '王敏', roles: ['boxOffice'], password: STAFF_PASSWORD },
    );
    expectError(await login({ username, password: 'Wrong2026x' }), Code.badRequest, 400, errorText('wrongPassword'));

    const enrol = (await login({ username, password: STAFF_PASSWORD })).body.data;
    expect(enrol).toMatchObject({
      step: 'enrol',
      otpauthUrl: expect.stringMatching(/^otpauth:\/\/totp\/Concert%20Hall:/),
      qrDataUrl: expect.stringMatching(/^data:image\/png;base64,/),
    });
    expect(enrol.token).toBeUndefined();
    // The pending secret is sealed at rest: the database holds no base32 secret.
    const [row] = await hall.db.select().from(staff).where(eq(staff.username, username));
    expect(row.totpPending).toMatch(/^v1\./);
    expect(row.totpPending).not.toContain(enrol.secret);

    const firstCode = codeAt(enrol.secret);
    const confirmed = await staffCall(hall.app, 'POST', '/api/staff/totp/confirm', {
      body: { ticket: enrol.ticket, code: firstCode },
    });
    expect(confirmed.body.data).toMatchObject({
      step: 'done',
      token: expect.any(String),
      staff: { username, roles: ['boxOffice'], enrolled: true },
    });
    // The ticket is spent.
    expectError(
      await staffCall(hall.app, 'POST', '/api/staff/totp/confirm', { body: { ticket: enrol.ticket, code: firstCode } }),
      Code.badRequest,
      400,
      errorText('enrolExpired'),
    );

    const needsCode = await login({ username, password: STAFF_PASSWORD });
    expectError(needsCode, Code.badRequest, 400, errorText('totpRequired'));
    expect(needsCode.body.subCode).toBe(SubCode.totpRequired);
    // The code the enrolment used is spent; the next one opens a session.
    expectError(await login({ username, password: STAFF_PASSWORD, code: firstCode }), Code.badRequest, 400, errorText('totpWrong'));
    const again = await login({ username, password: STAFF_PASSWORD, code: nextCode(enrol.secret) });
    expect(again.body.data).toMatchObject({ step: 'done' });
    const me = await staffCall(hall.app, 'GET', '/api/staff/me', { token: again.body.data.token });
    expect(me.body.data).toMatchObject({ username, roles: ['boxOffice'] });
  });

  it('locks the account after five wrong passwords or codes, even for the right ones', async () => {
    const clerk = await newStaff(hall.app, hall.db, ['boxOffice']);
    for (let i = 0; i < 4; i++) {
      expectError(
        await login({ username: clerk.username, password: STAFF_PASSWORD, code: '000000' }),
        Code.badRequest,
        400,
        errorText('totpWrong'),
      );
    }
    const fifth = await login({ username: clerk.username, password: 'Wrong2026x' });
    expectError(fifth, Code.badRequest, 400, errorText('staffLocked'));
    expect(fifth.body.subCode).toBe(SubCode.locked);
    expectError(
      await login({ username: clerk.username, password: STAFF_PASSWORD, code: nextCode(clerk.secret) }),
      Code.badRequest,
      400,
      errorText('staffLocked'),
    );
    // An administrator's new password lifts the lock.
    await staffCall(hall.app, 'PUT', `/api/staff/accounts/${clerk.id}`, { token: admin.token, body: { password: 'Fresh2026pw' } });
    expect((await login({ username: clerk.username, password: 'Fresh2026pw', code: nextCode(clerk.secret) })).body.data).toMatchObject({
      step: 'done',
    });
  });

  it('answers an unknown username as a wrong password', async () => {
    expectError(await login({ username: 'nobody-here', password: STAFF_PASSWORD }), Code.badRequest, 400, errorText('wrongPassword'));
  });

  it('ends a session after the idle time, and all of an account’s sessions when an administrator changes it', async () => {
    const editor = await newStaff(hall.app, hall.db, ['content']);
    await hall.db
      .update(staffSessions)
      .set({ lastSeenAt: new Date(Date.now() - 31 * 60_000) })
      .where(eq(staffSessions.staffId, editor.id));
    const idle = await staffCall(hall.app, 'GET', '/api/staff/me', { token: editor.token });
    expectError(idle, Code.unauthorized, 401, errorText('staffLoginRequired'));
    expect(idle.body.subCode).toBe(SubCode.staffLoginNeeded);

    const clerk = await newStaff(hall.app, hall.db, ['boxOffice']);
    expect((await staffCall(hall.app, 'GET', '/api/staff/me', { token: clerk.token })).body.code).toBe(20000);
    await staffCall(hall.app, 'PUT', `/api/staff/accounts/${clerk.id}`, { token: admin.token, body: { roles: ['door'] } });
    expectError(await staffCall(hall.app, 'GET', '/api/staff/me', { token: clerk.token }), Code.unauthorized, 401);
  });
});

describe('rights', () => {
  it('refuses a role outside its rights in the hall API, and lets the administrator do everything', async () => {
    const editor = await newStaff(hall.app, hall.db, ['content']);
    const refused = await staffCall(hall.app, 'GET', '/api/staff/accounts', { token: editor.token });
    expectError(refused, Code.forbidden, 403, errorText('staffRoleRequired'));
    expect(refused.body.subCode).toBe(SubCode.staffRoleNeeded);
    expectError(await staffCall(hall.app, 'GET', '/api/staff/audit', { token: editor.token }), Code.forbidden, 403);
    expect((await staffCall(hall.app, 'GET', '/api/staff/accounts', { token: admin.token })).body.code).toBe(20000);
  });

  it('refuses member and enterprise tokens, and no token, on every staff call', async () => {
    const member = await newMember(hall.db);
    const renter = await enterpriseToken(hall.db);
    const routes = hall.app.routeTable.filter((r) => r.config?.access === 'staff');
    expect(routes.length).toBeGreaterThanOrEqual(6);
    for (const r of routes) {
      const url = r.url.replace(/:\w+/g, String(admin.id));
      for (const headers of [{ access_token: member.token }, { access_token: renter }, {}]) {
        const res = await hall.app.inject({ method: r.method as 'GET', url, headers, payload: r.method === 'GET' ? undefined : {} });
        expect({ route: `${r.method} ${r.url}`, code: res.json().code }).toEqual({
          route: `${r.method} ${r.url}`,
          code: Code.unauthorized,
        });
      }
    }
  });

  it('keeps an administrator from removing their own administration', async () => {
    expectError(
      await staffCall(hall.app, 'PUT', `/api/staff/accounts/${admin.id}`, { token: admin.token, body: { roles: ['content'] } }),
      Code.badRequest,
      400,
      errorText('staffSelfLockout'),
    );
    expectError(
      await staffCall(hall.app, 'PUT', `/api/staff/accounts/${admin.id}`, { token: admin.token, body: { active: false } }),
      Code.badRequest,
      400,
      errorText('staffSelfLockout'),
    );
  });
});

describe('accounts and the audit log', () => {
  it('an administrator creates an account; a taken username and bad input are refused and write nothing', async () => {
    const username = freshUsername('clerk');
    const body = { username, name: '李娜', roles: ['boxOffice'], password: 'Clerk2026pw' };
    const created = await staffCall(hall.app, 'POST', '/api/staff/accounts', { token: admin.token, body });
    expect(created.body.data).toMatchObject({ username, roles: ['boxOffice'], active: true, enrolled: false });
    const before = await auditCount();
    expectError(
      await staffCall(hall.app, 'POST', '/api/staff/accounts', { token: admin.token, body }),
      Code.badRequest,
      400,
      errorText('staffUsernameTaken'),
    );
    for (const bad of [
      { ...body, username: 'X' },
      { ...body, username: freshUsername(), roles: [] },
      { ...body, username: freshUsername(), roles: ['janitor'] },
      { ...body, username: freshUsername(), password: 'short1' },
    ]) {
      expect((await staffCall(hall.app, 'POST', '/api/staff/accounts', { token: admin.token, body: bad })).body.code).toBe(Code.badRequest);
    }
    expect(await auditCount()).toBe(before);
  });

  /**
   * Every staff write route, with a valid request: each must leave one more audit entry. A staff write route
   * added without an example here fails the test, so none can escape the log.
   */
  it('has an audit entry for every staff write, with who, what, before and after, and no secret', async () => {
    const target = await newStaff(hall.app, hall.db, ['door']);
    const self = await newStaff(hall.app, hall.db, ['boxOffice']);
    const e = (method: 'POST' | 'PUT', url: string, body: object) => staffCall(hall.app, method, url, { token: admin.token, body });
    const performance = async () => (await e('POST', '/api/staff/performances', await performanceInput(hall.db))).body.data.id as number;
    const session = async () =>
      (await e('POST', `/api/staff/performances/${await performance()}/sessions`, await sessionInput(hall.db))).body.data.id as number;
    const ticketClass = async () =>
      (await e('POST', `/api/staff/sessions/${await session()}/ticket-classes`, classInput())).body.data.id as number;
    const examples: Record<
      string,
      () => Promise<{ token: string; body?: object; url?: string; file?: { url: string; type: string; body: Buffer } }>
    > = {
      'POST /api/staff/accounts': async () => ({
        token: admin.token,
        body: { username: freshUsername('new'), name: '赵雷', roles: ['rental'], password: 'Rental2026pw' },
      }),
      'PUT /api/staff/accounts/:id': async () => ({
        token: admin.token,
        url: `/api/staff/accounts/${target.id}`,
        body: { name: '改名', resetTotp: true },
      }),
      'PUT /api/staff/password': async () => ({ token: self.token, body: { current: STAFF_PASSWORD, password: 'Changed2026' } }),
      'POST /api/staff/logout': async () => ({ token: (await newStaff(hall.app, hall.db, ['content'])).token }),
      'POST /api/staff/refunds/:paymentId': async () => {
        const { orderId } = await paidTwice(hall.app, hall.db);
        const [, owed] = await hall.db.select().from(payments).where(eq(payments.orderId, orderId)).orderBy(payments.id);
        return { token: admin.token, url: `/api/staff/refunds/${owed.id}` };
      },
      'POST /api/staff/refunds/:paymentId/settle': async () => {
        const { orderId } = await paidTwice(hall.app, hall.db);
        const [, owed] = await hall.db.select().from(payments).where(eq(payments.orderId, orderId)).orderBy(payments.id);
        return { token: admin.token, url: `/api/staff/refunds/${owed.id}/settle`, body: { note: '商户平台已核对并退款' } };
      },
      'POST /api/staff/performances': async () => ({ token: admin.token, body: await performanceInput(hall.db) }),
      'PUT /api/staff/performances/:id': async () => ({
        token: admin.token,
        url: `/api/staff/performances/${await performance()}`,
        body: await performanceInput(hall.db, { visible: true }),
      }),
      'POST /api/staff/performances/:id/sessions': async () => ({
        token: admin.token,
        url: `/api/staff/performances/${await performance()}/sessions`,
        body: await sessionInput(hall.db),
      }),
      'PUT /api/staff/sessions/:id': async () => ({
        token: admin.token,
        url: `/api/staff/sessions/${await session()}`,
        body: await sessionInput(hall.db, { saleState: 'off_sale' }),
      }),
      'PUT /api/staff/sessions/:id/waiting_list': async () => ({
        token: admin.token,
        url: `/api/staff/sessions/${await session()}/waiting_list`,
        body: { offerMinutes: 60, closed: false },
      }),
      'PUT /api/staff/sessions/:id/waiting_room': async () => ({
        token: admin.token,
        url: `/api/staff/sessions/${await session()}/waiting_room`,
        body: { enabled: false, opensAt: '2030-05-01T10:00:00+08:00', admitPerMinute: 100, maxActive: 500, stayMinutes: 15 },
      }),
      'PUT /api/staff/sessions/:id/seats': async () => {
        const sessionId = await session();
        const ticketClassId = (await e('POST', `/api/staff/sessions/${sessionId}/ticket-classes`, classInput())).body.data.id;
        const area = await firstArea(hall.db, (await sessionInput(hall.db)).hallId);
        return {
          token: admin.token,
          url: `/api/staff/sessions/${sessionId}/seats`,
          body: { ticketClassId, floor: area.floor, area: area.area, rowFrom: 1, rowTo: 1 },
        };
      },
      'POST /api/staff/sessions/:id/ticket-classes': async () => ({
        token: admin.token,
        url: `/api/staff/sessions/${await session()}/ticket-classes`,
        body: classInput(),
      }),
      'PUT /api/staff/ticket-classes/:id': async () => ({
        token: admin.token,
        url: `/api/staff/ticket-classes/${await ticketClass()}`,
        body: classInput({ priceFen: 9_900 }),
      }),
      'DELETE /api/staff/ticket-classes/:id': async () => ({ token: admin.token, url: `/api/staff/ticket-classes/${await ticketClass()}` }),
      'POST /api/staff/reports/sessions/:id/cancel': async () => ({
        token: admin.token,
        url: `/api/staff/reports/sessions/${await session()}/cancel`,
        body: { reason: '演奏家因病无法演出', enReason: 'the soloist is ill' },
      }),
      'POST /api/staff/content': async () => ({ token: admin.token, body: contentInput() }),
      'PUT /api/staff/content/:id': async () => ({
        token: admin.token,
        url: `/api/staff/content/${(await e('POST', '/api/staff/content', contentInput())).body.data.id}`,
        body: contentInput({ visible: true }),
      }),
      'POST /api/staff/banners': async () => ({ token: admin.token, body: bannerInput }),
      'PUT /api/staff/banners/:id': async () => ({
        token: admin.token,
        url: `/api/staff/banners/${(await e('POST', '/api/staff/banners', bannerInput)).body.data.id}`,
        body: { ...bannerInput, visible: false },
      }),
      'PUT /api/staff/pages/:key': async () => {
        const pages = await staffCall(hall.app, 'GET', '/api/staff/pages', { token: admin.token });
        const { revision } = pages.body.data.find((p: { key: string }) => p.key === 'about_us');
        return { token: admin.token, url: '/api/staff/pages/about_us', body: { value: '<p>关于我们</p>', enValue: '', revision } };
      },
      'PUT /api/staff/site-settings': async () => ({ token: admin.token, body: { virtualTourUrl: 'https://tour.example.com/hall' } }),
      'POST /api/staff/coupon-activities': async () => ({ token: admin.token, body: couponActivityInput() }),
      'PUT /api/staff/coupon-activities/:id': async () => ({
        token: admin.token,
        url: `/api/staff/coupon-activities/${(await e('POST', '/api/staff/coupon-activities', couponActivityInput())).body.data.id}`,
        body: couponActivityInput({ total: 200 }),
      }),
      'POST /api/staff/discount-codes': async () => ({ token: admin.token, body: discountCodeInput() }),
      'PUT /api/staff/discount-codes/:code': async () => {
        const input = discountCodeInput();
        await e('POST', '/api/staff/discount-codes', input);
        return { token: admin.token, url: `/api/staff/discount-codes/${input.code}`, body: { ...input, usageLimit: 80 } };
      },
      'POST /api/staff/package-cards': async () => ({ token: admin.token, body: packageCardInput() }),
      'PUT /api/staff/package-cards/:id': async () => ({
        token: admin.token,
        url: `/api/staff/package-cards/${(await e('POST', '/api/staff/package-cards', packageCardInput())).body.data.id}`,
        body: packageCardInput({ stock: 80 }),
      }),
      'PUT /api/staff/switches': async () => ({ token: admin.token, body: { packageOpen: true, welfareOpen: true } }),
      'POST /api/staff/welfare-rounds': async () => ({ token: admin.token, body: await welfareRoundInput(hall.db) }),
      'POST /api/staff/door/scan': async () => {
        const ticket = await doorTicket(hall.app, hall.db);
        return { token: admin.token, body: scanAt(ticket.sessionId, ticket.code) };
      },
      'POST /api/staff/visit-slots': async () => ({
        token: admin.token,
        body: { date: hallDayFromNow(6), startTime: '20:05', capacity: 10, priceFen: 5000 },
      }),
      'PUT /api/staff/visit-slots/:id': async () => {
        const [slot] = await openSlots(hall.app);
        return { token: admin.token, url: `/api/staff/visit-slots/${slot.id}`, body: { capacity: 45 } };
      },
      'PUT /api/staff/visit-days/:date': async () => ({
        token: admin.token,
        url: `/api/staff/visit-days/${hallDayFromNow(6)}`,
        body: { closed: false },
      }),
      'PUT /api/staff/group-intentions/:id': async () => {
        const g = await groupIntention(hall.db, (await newMember(hall.db)).id);
        return { token: admin.token, url: `/api/staff/group-intentions/${g.id}`, body: { decision: 'reject', reason: '满员' } };
      },
      'POST /api/staff/shop-orders/:id/ship': async () => {
        const parcel = await parcelToShip(hall.app, hall.db);
        return {
          token: admin.token,
          url: `/api/staff/shop-orders/${parcel.orderId}/ship`,
          body: { carrier: 'ems', trackingNo: 'EMS20261125' },
        };
      },
      'POST /api/staff/shop-orders/collect': async () => ({
        token: admin.token,
        body: { code: (await cafeVoucher(hall.app, hall.db)).code },
      }),
      'POST /api/staff/refunds/unmatched/:id': async () => ({
        token: admin.token,
        url: `/api/staff/refunds/unmatched/${await unmatchedMoney(hall.db, true)}`,
        body: {},
      }),
      'POST /api/staff/refunds/unmatched/:id/reconcile': async () => ({
        token: admin.token,
        url: `/api/staff/refunds/unmatched/${await unmatchedMoney(hall.db, false)}/reconcile`,
        body: { note: '商户平台已核对' },
      }),
      'POST /api/staff/work/:id/retry': async () => {
        const [unit] = await hall.db
          .insert(workFailures)
          .values({
            kind: 'welfareDraw',
            unitKey: `example-${Date.now()}`,
            state: 'parked',
            attempts: 5,
            lastError: 'Error: x',
            nextAttemptAt: new Date(),
          })
          .returning();
        return { token: admin.token, url: `/api/staff/work/${unit.id}/retry` };
      },
      'POST /api/staff/work/:id/settle': async () => {
        const [unit] = await hall.db
          .insert(workFailures)
          .values({
            kind: 'holdLapse',
            unitKey: `example-${Date.now()}`,
            state: 'parked',
            attempts: 5,
            lastError: 'Error: x',
            nextAttemptAt: new Date(),
          })
          .returning();
        return { token: admin.token, url: `/api/staff/work/${unit.id}/settle`, body: { note: '已在场馆日历中手工释放' } };
      },
      'PUT /api/staff/feedback/:id': async () => {
        const [message] = await hall.db
          .insert(feedback)
          .values({ topic: 'other', text: '留言内容超过十个字的示例', locale: 'zh-CN' })
          .returning();
        return { token: admin.token, url: `/api/staff/feedback/${message.id}`, body: { answer: '谢谢您的留言' } };
      },
      'POST /api/staff/rental/projects/:id/offer': async () => {
        const { projectId } = await submittedConsultation(hall.app, await newRenter(hall.db), 300, await hallIdOf(hall.db, 'small'));
        return {
          token: admin.token,
          url: `/api/staff/rental/projects/${projectId}/offer`,
          body: offerFor(300, 'second', await hallIdOf(hall.db, 'small')),
        };
      },
      'POST /api/staff/rental/projects/:id/reject': async () => {
        const { projectId } = await submittedConsultation(hall.app, await newRenter(hall.db), 301, await hallIdOf(hall.db, 'small'));
        return { token: admin.token, url: `/api/staff/rental/projects/${projectId}/reject`, body: { note: '档期已满' } };
      },
      'POST /api/staff/rental/projects/:id/receipt': async () => {
        const r = await newRenter(hall.db);
        const small = await hallIdOf(hall.db, 'small');
        const { projectId } = await submittedConsultation(hall.app, r, 303, small);
        await staffCall(hall.app, 'POST', `/api/staff/rental/projects/${projectId}/offer`, {
          token: admin.token,
          body: offerFor(303, 'second', small),
        });
        await call(hall.app, 'PUT', '/api/enterpriseprojectrent/accept', { token: r.token, body: { id: projectId } });
        const url = `/api/enterpriseprojectrent/file?projectId=${projectId}&kind=receipt&name=receipt.pdf`;
        const file = await sendFile(hall.app, url, { type: 'application/pdf', body: PDF }, { access_token: r.token });
        await call(hall.app, 'PUT', '/api/enterpriseprojectrent/receipt', {
          token: r.token,
          body: { id: projectId, fileId: (file.body.data as { id: number }).id },
        });
        return { token: admin.token, url: `/api/staff/rental/projects/${projectId}/receipt`, body: { found: false, note: '未查到' } };
      },
      'POST /api/staff/rental/projects/:id/contract': async () => {
        const projectId = await projectAtContract(hall.app, admin, await newRenter(hall.db), 304, await hallIdOf(hall.db, 'small'));
        const body = Buffer.from('%PDF-1.4\n% audited contract\n%%EOF\n', 'latin1');
        return {
          token: admin.token,
          file: { url: `/api/staff/rental/projects/${projectId}/contract?name=contract.pdf`, type: 'application/pdf', body },
        };
      },
      'POST /api/staff/rental/projects/:id/countersign': async () => {
        const r = await newRenter(hall.db);
        const projectId = await projectAtContract(hall.app, admin, r, 305, await hallIdOf(hall.db, 'small'));
        const version = await uploadContractVersion(hall.app, admin, projectId, 1);
        const code = await signingCode(hall.app, hall.db, r);
        await call(hall.app, 'PUT', '/api/enterpriseprojectrent/protocolsign', {
          token: r.token,
          body: { id: projectId, fileId: version, name: '王经理', code },
        });
        const dueAt = new Date(Date.now() + 10 * 86_400_000).toISOString();
        return {
          token: admin.token,
          url: `/api/staff/rental/projects/${projectId}/countersign`,
          body: { name: '陈主任', instalments: [{ amountFen: 6_000_000, dueAt }] },
        };
      },
      'POST /api/staff/rental/projects/:id/ticketing': async () => {
        const projectId = await submittedTicketing(
          hall.app,
          hall.db,
          admin,
          await newRenter(hall.db),
          330,
          await hallIdOf(hall.db, 'small'),
        );
        return { token: admin.token, url: `/api/staff/rental/projects/${projectId}/ticketing`, body: { note: '上线' } };
      },
      'POST /api/staff/rental/projects/:id/ticketing/return': async () => {
        const projectId = await submittedTicketing(
          hall.app,
          hall.db,
          admin,
          await newRenter(hall.db),
          331,
          await hallIdOf(hall.db, 'small'),
        );
        return { token: admin.token, url: `/api/staff/rental/projects/${projectId}/ticketing/return`, body: { note: '请补充英文简介' } };
      },
      'POST /api/staff/rental/projects/:id/adjustment': async () => {
        const r = await newRenter(hall.db);
        const projectId = await paidProject(hall.app, hall.db, admin, r, 332, await hallIdOf(hall.db, 'small'), false);
        await call(hall.app, 'PUT', '/api/enterpriseprojectrent/projectadjust', {
          token: r.token,
          body: { id: projectId, kind: 'change', request: '提前一小时进场' },
        });
        return { token: admin.token, url: `/api/staff/rental/projects/${projectId}/adjustment`, body: { accepted: true, answer: '可以' } };
      },
      'POST /api/staff/rental/projects/:id/coordination/close': async () => {
        const projectId = await paidProject(
          hall.app,
          hall.db,
          admin,
          await newRenter(hall.db),
          333,
          await hallIdOf(hall.db, 'small'),
          false,
        );
        return { token: admin.token, url: `/api/staff/rental/projects/${projectId}/coordination/close`, body: {} };
      },
      'POST /api/staff/rental/projects/:id/schedule': async () => {
        const projectId = await paidProject(
          hall.app,
          hall.db,
          admin,
          await newRenter(hall.db),
          334,
          await hallIdOf(hall.db, 'small'),
          false,
        );
        await staffCall(hall.app, 'POST', `/api/staff/rental/projects/${projectId}/coordination/close`, { token: admin.token, body: {} });
        const { eventStart, eventEnd } = eventDates(334);
        return {
          token: admin.token,
          url: `/api/staff/rental/projects/${projectId}/schedule`,
          body: { items: [{ kind: 'show', startsAt: eventStart, endsAt: eventEnd, note: '' }] },
        };
      },
      'POST /api/staff/rental/projects/:id/statement': async () => {
        const projectId = await projectAtSettlement(
          hall.app,
          hall.db,
          admin,
          await newRenter(hall.db),
          335,
          await hallIdOf(hall.db, 'small'),
        );
        return { token: admin.token, url: `/api/staff/rental/projects/${projectId}/statement`, body: { extras: [], hallSharePercent: 10 } };
      },
      'POST /api/staff/rental/projects/:id/settle': async () => {
        const r = await newRenter(hall.db);
        const projectId = await projectAtSettlement(hall.app, hall.db, admin, r, 336, await hallIdOf(hall.db, 'small'));
        await staffCall(hall.app, 'POST', `/api/staff/rental/projects/${projectId}/statement`, {
          token: admin.token,
          body: { extras: [], hallSharePercent: 10 },
        });
        await call(hall.app, 'PUT', '/api/enterpriseprojectrent/statement', { token: r.token, body: { id: projectId, confirmed: true } });
        return { token: admin.token, url: `/api/staff/rental/projects/${projectId}/settle`, body: {} };
      },
      'POST /api/staff/rental/projects/:id/files': async () => {
        const { projectId } = await submittedConsultation(hall.app, await newRenter(hall.db), 302, await hallIdOf(hall.db, 'small'));
        return {
          token: admin.token,
          file: {
            url: `/api/staff/rental/projects/${projectId}/files?kind=rider&name=rider.pdf`,
            type: 'application/pdf',
            body: PDF,
          },
        };
      },
      'POST /api/staff/files': async () => ({
        token: admin.token,
        file: {
          url: '/api/staff/files',
          type: 'image/png',
          body: Buffer.concat([Buffer.from([0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a]), Buffer.from(`audit-${Date.now()}`)]),
        },
      }),
      'POST /api/staff/invoices/:orderId': async () => {
        const member = await newMember(hall.db);
        const [order] = await hall.db
          .insert(orders)
          .values({
            orderNo: `INV${Date.now()}`,
            memberId: member.id,
            kind: 'performance',
            status: 'issued',
            totalFen: 18000,
            payFen: 18000,
            expiresAt: new Date(),
            paidAt: new Date(),
            invoice: { title: '滨江科技有限公司' },
            invoiceState: 'requested',
          })
          .returning({ id: orders.id });
        const number = `${Date.now()}`.padStart(20, '0');
        return {
          token: admin.token,
          file: {
            url: `/api/staff/invoices/${order.id}?number=${number}`,
            type: 'application/pdf',
            body: Buffer.from('%PDF-1.4\n%%EOF\n'),
          },
        };
      },
    };
    /** Sign-in routes write the login's audit entry themselves (tested under "signing in"). */
    const SIGN_IN = new Set(['POST /api/staff/login', 'POST /api/staff/totp/confirm']);
    const writes = hall.app.routeTable
      .filter((r) => r.url.startsWith('/api/staff/') && r.method !== 'GET')
      .map((r) => `${r.method} ${r.url}`);
    expect(writes.filter((w) => !examples[w] && !SIGN_IN.has(w))).toEqual([]);

    for (const name of writes.filter((w) => examples[w])) {
      const [method, url] = name.split(' ');
      const example = await examples[name]();
      const before = await auditCount();
      const res = example.file
        ? await upload(example.file, example.token)
        : await staffCall(hall.app, method as 'PUT', example.url ?? url, { token: example.token, body: example.body });
      expect({ name, code: res.body.code }).toEqual({ name, code: 20000 });
      // A refund writes its request and, once the provider confirms, its success.
      expect({ name, entries: (await auditCount()) - before }).toEqual({
        name,
        entries: name === 'POST /api/staff/refunds/:paymentId' || name === 'POST /api/staff/refunds/unmatched/:id' ? 2 : 1,
      });
    }

    const log = await staffCall(hall.app, 'GET', `/api/staff/audit?action=staff.update&staffId=${admin.id}`, { token: admin.token });
    const entry = log.body.data.list.find((e: { target: string }) => e.target === `staff:${target.id}`);
    expect(entry).toMatchObject({
      actor: admin.username,
      before: { name: expect.stringContaining('测试') },
      after: { name: '改名', totpReset: true, enrolled: false },
    });
    expect(JSON.stringify(log.body.data)).not.toMatch(/scrypt\$|v1\.[\w-]+\./);
    const sessions = await hall.db.select().from(staffSessions).where(eq(staffSessions.staffId, target.id));
    expect(sessions).toEqual([]);
  });

  it('logs the command line as the actor "cli"', async () => {
    const [first] = await hall.db
      .select()
      .from(auditLog)
      .where(eq(auditLog.target, `staff:${admin.id}`))
      .orderBy(auditLog.id)
      .limit(1);
    expect(first).toMatchObject({ actor: 'cli', staffId: null, action: 'staff.create' });
  });
});
