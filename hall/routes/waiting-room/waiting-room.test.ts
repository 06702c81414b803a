// The waiting room: a hot on-sale's visitors wait before the opening, are put in random order at it, queue
// in arrival order after it and are admitted at the room's rate within its limit inside; only an admitted visitor's
// pass places an order for the session. Time is the services' `now` (a fake clock); the routes run on real time.
import { asc, desc, eq } from 'drizzle-orm';
import { Code } from '@/lib/contract/codes';
import type { StaffWaitingRoom, WaitingRoomInfo } from '@/lib/contract/waiting-room';
import { ROOM_PASS_HEADER } from '@/lib/contract/waiting-room';
import { signQueueToken, signRoomPass } from '@/lib/security/room-pass';
import { auditLog, roomVisitors } from '../../db/schema';
import { admitPass, roomAdmissionWork } from '../../services/waiting-room/admit';
import { allowedBy } from '../../services/waiting-room/rate';
import { joinWaitingRoom, roomStanding } from '../../services/waiting-room/visitors';
import { runDueWork } from '../../services/work/periodic';
import { stockSession } from '../../test/cancellation';
import { errorText, expectError } from '../../test/expect';
import { startHall, type Hall } from '../../test/harness';
import { call, codeFor, newMember, type TestMember } from '../../test/members';
import { newStaff, staffCall, type TestStaff } from '../../test/staff';
import { joinRoom, roomPath, roomSession, setRoom, standingIn } from '../../test/waiting-room';

let hall: Hall;
let staff: { editor: TestStaff; clerk: TestStaff };
let secret: string;
beforeAll(async () => {
  hall = await startHall();
  staff = { editor: await newStaff(hall.app, hall.db, ['content']), clerk: await newStaff(hall.app, hall.db, ['boxOffice']) };
  secret = hall.app.config.SIGN_SECRET;
});
afterAll(() => hall?.close());

const SECOND = 1000;
const MINUTE = 60 * SECOND;
const at = (base: Date, ms: number) => new Date(base.getTime() + ms);
/** A visitor arriving at `now` (the fake clock), with the token they hold, if any. */
const arrive = (sessionId: number, now: Date, token?: string) => joinWaitingRoom(hall.db, sessionId, token, secret, now);
const visitorsOf = (sessionId: number) =>
  hall.db.select().from(roomVisitors).where(eq(roomVisitors.sessionId, sessionId)).orderBy(asc(roomVisitors.arrivedAt));
const admittedIn = async (sessionId: number) => (await visitorsOf(sessionId)).filter((v) => v.admittedAt).length;
const order = (m: TestMember, sessionId: number, ticketClassId: number, pass?: string) =>
  call(hall.app, 'POST', '/api/order', {
    token: m.token,
    body: { lines: { sessionId, classes: [{ ticketClassId, quantity: 1 }] } },
    headers: pass === undefined ? {} : { [ROOM_PASS_HEADER]: pass },
  });

describe('the box office and a session’s waiting room', () => {
  it('validates and audits the settings; the public call says whether a pass is needed', async () => {
    const { sessionId } = await roomSession(hall, staff, at(new Date(), 60 * MINUTE));
    const put = (body: object, token = staff.clerk.token) => staffCall(hall.app, 'PUT', roomPath(sessionId), { token, body });
    const good = { enabled: true, opensAt: '2030-05-01T10:00:00+08:00', admitPerMinute: 100, maxActive: 500, stayMinutes: 15 };
    expectError(await put({ ...good, admitPerMinute: 0 }), Code.badRequest, 400, errorText('roomRateRange'));
    expectError(await put({ ...good, maxActive: 0 }), Code.badRequest, 400, errorText('roomActiveRange'));
    expectError(await put({ ...good, stayMinutes: 200 }), Code.badRequest, 400, errorText('roomStayRange'));
    expectError(await put({ ...good, opensAt: 'tomorrow' }), Code.badRequest, 400, errorText('dateTimeFormat'));
    expectError(await put(good, staff.editor.token), Code.forbidden, 403);
    expectError(await staffCall(hall.app, 'PUT', roomPath(999_999), { token: staff.clerk.token, body: good }), Code.notFound, 404);

    const set = await put(good);
    expect(set.body.data).toMatchObject({
      sessionId,
      settings: { ...good, opensAt: '2030-05-01T02:00:00.000Z' },
      counts: { waiting: 0, inside: 0, passExpired: 0, left: 0 },
    });
    const [audited] = await hall.db
      .select()
      .from(auditLog)
      .where(eq(auditLog.action, 'waitingRoom.update'))
      .orderBy(desc(auditLog.id))
      .limit(1);
    expect(audited).toMatchObject({ target: `session:${sessionId}`, after: { ...good, opensAt: '2030-05-01T02:00:00.000Z' } });
    expect(audited.before).toMatchObject({ enabled: true, admitPerMinute: 600 });

    const info = await call<WaitingRoomInfo>(hall.app, 'GET', `/api/waiting_room?sessionId=${sessionId}`);
    expect(info.body.data).toEqual({ sessionId, active: true, opensAt: '2030-05-01T02:00:00.000Z' });
    await put({ ...good, enabled: false });
    expect((await call(hall.app, 'GET', `/api/waiting_room?sessionId=${sessionId}`)).body.data).toMatchObject({
      active: false,
      opensAt: null,
    });
    // No room to join while it is off.
    expectError(await joinRoom(hall.app, sessionId), Code.notFound, 404);
    const read = await staffCall<StaffWaitingRoom>(hall.app, 'GET', roomPath(sessionId), { token: staff.clerk.token });
    expect(read.body.data.settings).toMatchObject({ enabled: false });
  });
});

describe('POST /api/waiting_room/join and GET /api/waiting_room/standing', () => {
  it('before the opening: no place yet; the same token keeps the same visitor; a forged or foreign one is a new visitor', async () => {
    const { sessionId } = await roomSession(hall, staff, at(new Date(), 60 * MINUTE));
    const first = await joinRoom(hall.app, sessionId);
    expect(first.body.data).toMatchObject({ sessionId, state: 'before', place: null, pass: null, estimatedWaitSeconds: null });
    const token = first.body.data.token;
    expect((await joinRoom(hall.app, sessionId, token)).body.data).toMatchObject({ state: 'before', token });
    expect((await standingIn(hall.app, sessionId, token)).body.data).toMatchObject({ state: 'before', token });
    expect(await visitorsOf(sessionId)).toHaveLength(1);

    // A token of another session, a tampered one, junk: each is no token, so a new place (never a fault).
    const other = signQueueToken((await visitorsOf(sessionId))[0].id, sessionId + 1, secret);
    for (const bad of [other, `${token}x`, 'junk', '']) {
      const res = await joinRoom(hall.app, sessionId, bad);
      expect(res.body.code).toBe(20000);
      expect(res.body.data.token).not.toBe(token);
    }
    expect(await visitorsOf(sessionId)).toHaveLength(5);
    expectError(await standingIn(hall.app, sessionId, 'junk'), Code.notFound, 404);
    expectError(await standingIn(hall.app, sessionId + 1, token), Code.notFound, 404);
  });

  it('at the opening the pre-queue is drawn in random order; later arrivals queue in arrival order', async () => {
    const opensAt = at(new Date(), 60 * MINUTE);
    const { sessionId } = await roomSession(hall, staff, opensAt, { admitPerMinute: 1 });
    const early: string[] = [];
    for (let i = 0; i < 200; i++) early.push((await arrive(sessionId, at(opensAt, -200 * SECOND + i * SECOND))).token);
    expect((await visitorsOf(sessionId)).every((v) => v.place === null)).toBe(true);

    await admitPass(hall.db, sessionId, opensAt);
    const drawn = await visitorsOf(sessionId);
    const places = drawn.map((v) => v.place!);
    expect([...places].sort((a, b) => a - b)).toEqual(Array.from({ length: 200 }, (_, i) => i + 1));
    expect(places).not.toEqual(Array.from({ length: 200 }, (_, i) => i + 1));
    // The draw is not the arrival order in disguise: the earlier half holds about half of the first hundred places.
    const earlyInFront = places.slice(0, 100).filter((p) => p <= 100).length;
    expect(earlyInFront).toBeGreaterThan(25);
    expect(earlyInFront).toBeLessThan(75);

    const late = [];
    for (let i = 1; i <= 3; i++) late.push(await arrive(sessionId, at(opensAt, i * 100)));
    expect(late.map((s) => s.state)).toEqual(['waiting', 'waiting', 'waiting']);
    const lateRows = (await visitorsOf(sessionId)).slice(200);
    expect(lateRows.map((v) => v.place)).toEqual([201, 202, 203]);
    // One admitted at the opening: 199 of the pre-queue still wait ahead of the first late arrival.
    expect(late.map((s) => s.place)).toEqual([200, 201, 202]);
    // A visitor of the pre-queue sees their place among those waiting, and a wait at the rate (one a minute).
    const standing = await roomStanding(hall.db, sessionId, early[0], secret, at(opensAt, 500));
    const mine = drawn[0];
    if (mine.admittedAt) expect(standing.state).toBe('admitted');
    else {
      expect(standing).toMatchObject({ state: 'waiting', place: mine.place! - 1 });
      expect(standing.estimatedWaitSeconds).toBe(Math.ceil(((mine.place! - 1) * MINUTE - 500) / SECOND));
    }
  });

  it('admits at the configured rate, at most one pass a second, and from the periodic work without any poll', async () => {
    const opensAt = at(new Date(), 60 * MINUTE);
    const rate = { opensAt, admitPerMinute: 30, maxActive: 1000, stayMinutes: 20 };
    const { sessionId } = await roomSession(hall, staff, opensAt, { admitPerMinute: 30 });
    for (let i = 0; i < 60; i++) await arrive(sessionId, at(opensAt, -MINUTE + i));
    expect(await admitPass(hall.db, sessionId, at(opensAt, -SECOND))).toBe(0);
    for (const seconds of [0, 1, 10, 45, 61]) {
      await admitPass(hall.db, sessionId, at(opensAt, seconds * SECOND));
      expect(await admittedIn(sessionId)).toBe(allowedBy(rate, at(opensAt, seconds * SECOND)));
    }
    expect(allowedBy(rate, at(opensAt, 61 * SECOND))).toBe(31);
    // Within a second of the last pass nothing runs, even with admissions due.
    expect(await admitPass(hall.db, sessionId, at(opensAt, 61_900))).toBe(0);
    // The periodic work admits on its own, as every instance runs it.
    await runDueWork(hall.db, [roomAdmissionWork], at(opensAt, 90 * SECOND));
    expect(await admittedIn(sessionId)).toBe(46);
    // Admitted in place order.
    const rows = (await visitorsOf(sessionId)).sort((a, b) => a.place! - b.place!);
    expect(rows.slice(0, 46).every((v) => v.admittedAt)).toBe(true);
    expect(rows.slice(46).every((v) => !v.admittedAt)).toBe(true);
  });

  it('keeps within the number allowed in at once; a pass ends after the stay, and joining again queues at the back', async () => {
    const opensAt = at(new Date(), 60 * MINUTE);
    const { sessionId } = await roomSession(hall, staff, opensAt, { admitPerMinute: 600, maxActive: 3, stayMinutes: 10 });
    const tokens: string[] = [];
    for (let i = 0; i < 8; i++) tokens.push((await arrive(sessionId, at(opensAt, -MINUTE + i))).token);
    await admitPass(hall.db, sessionId, at(opensAt, MINUTE));
    expect(await admittedIn(sessionId)).toBe(3);
    // Full inside: the waiting wait for the first passes to end, ten minutes after their admission.
    const waiting = (await visitorsOf(sessionId)).filter((v) => !v.admittedAt).sort((a, b) => a.place! - b.place!);
    const next = tokens[(await visitorsOf(sessionId)).findIndex((v) => v.id === waiting[0].id)];
    const standing = await roomStanding(hall.db, sessionId, next, secret, at(opensAt, 2 * MINUTE));
    expect(standing).toMatchObject({ state: 'waiting', place: 1, estimatedWaitSeconds: 9 * 60 });

    const admitted = (await visitorsOf(sessionId)).findIndex((v) => v.admittedAt);
    const inside = await roomStanding(hall.db, sessionId, tokens[admitted], secret, at(opensAt, 2 * MINUTE));
    expect(inside).toMatchObject({ state: 'admitted', passExpiresAt: at(opensAt, 11 * MINUTE).toISOString() });
    expect(inside.pass).toEqual(expect.any(String));

    // The passes end: three more come in, and the first visitor's pass reads as ended.
    await admitPass(hall.db, sessionId, at(opensAt, 11 * MINUTE));
    expect(await admittedIn(sessionId)).toBe(6);
    const ended = await roomStanding(hall.db, sessionId, tokens[admitted], secret, at(opensAt, 11 * MINUTE + SECOND));
    expect(ended).toMatchObject({ state: 'passExpired', pass: null });
    const again = await arrive(sessionId, at(opensAt, 11 * MINUTE + 2 * SECOND), tokens[admitted]);
    // Two still wait ahead (places 7 and 8 of the eight): the new place is the third.
    expect(again).toMatchObject({ state: 'waiting', place: 3 });
    expect(again.token).not.toBe(tokens[admitted]);
  });

  it('an opening moved ahead starts the room afresh: those waiting are drawn again at the new opening', async () => {
    const opensAt = at(new Date(), -MINUTE);
    const { sessionId } = await roomSession(hall, staff, opensAt, { admitPerMinute: 1, maxActive: 1 });
    for (let i = 0; i < 3; i++) expect((await joinRoom(hall.app, sessionId)).body.code).toBe(20000);
    expect((await visitorsOf(sessionId)).map((v) => v.place).sort((a, b) => a! - b!)).toEqual([1, 2, 3]);
    await setRoom(hall.app, staff.clerk, sessionId, {
      enabled: true,
      opensAt: at(new Date(), 30 * MINUTE).toISOString(),
      admitPerMinute: 1,
      maxActive: 1,
      stayMinutes: 20,
    });
    const rows = await visitorsOf(sessionId);
    expect(rows.filter((v) => v.admittedAt).map((v) => v.place)).toEqual([1]);
    expect(rows.filter((v) => !v.admittedAt).map((v) => v.place)).toEqual([null, null]);
    expect((await joinRoom(hall.app, sessionId)).body.data).toMatchObject({ state: 'before', place: null });
  });
});

describe('POST /api/order under a waiting room', () => {
  it('refuses an order without a good pass, takes it with one, and binds the pass to its first member', async () => {
    // One allowed in at once: the second visitor waits whatever the test's pace.
    const { sessionId, ticketClassId } = await roomSession(hall, staff, at(new Date(), -MINUTE), { maxActive: 1 });
    const [buyer, other] = [await newMember(hall.db), await newMember(hall.db)];
    const joined = (await joinRoom(hall.app, sessionId)).body.data;
    expect(joined).toMatchObject({ state: 'admitted', place: null });
    const pass = joined.pass!;
    const visitorId = (await visitorsOf(sessionId))[0].id;
    const required = errorText('roomPassRequired');

    expectError(await order(buyer, sessionId, ticketClassId), Code.badRequest, 400, required);
    const [body, signature] = pass.split('.');
    const forged = `${Buffer.from(JSON.stringify({ k: 'p', v: visitorId, s: sessionId, e: 4_000_000_000 })).toString('base64url')}.${signature}`;
    const expired = signRoomPass(visitorId, sessionId, at(new Date(), -SECOND), secret);
    const otherSession = signRoomPass(visitorId, sessionId + 1, at(new Date(), 10 * MINUTE), secret);
    const queueToken = joined.token;
    const waiting = (await joinRoom(hall.app, sessionId)).body.data;
    const notAdmitted = signRoomPass((await visitorsOf(sessionId))[1].id, sessionId, at(new Date(), 10 * MINUTE), secret);
    expect(waiting.state).toBe('waiting');
    for (const bad of [forged, expired, otherSession, queueToken, notAdmitted, `${body}.`, 'junk']) {
      expectError(await order(buyer, sessionId, ticketClassId, bad), Code.badRequest, 400, required);
    }

    expect((await order(buyer, sessionId, ticketClassId, pass)).body.code).toBe(20000);
    expect((await visitorsOf(sessionId))[0].memberId).toBe(buyer.id);
    expectError(await order(other, sessionId, ticketClassId, pass), Code.badRequest, 400, errorText('roomPassTaken'));
    expect((await order(buyer, sessionId, ticketClassId, pass)).body.code).toBe(20000);

    // The staff turn the room off: everyone orders as before.
    await setRoom(hall.app, staff.clerk, sessionId, {
      enabled: false,
      opensAt: at(new Date(), -MINUTE).toISOString(),
      admitPerMinute: 600,
      maxActive: 1000,
      stayMinutes: 20,
    });
    expect((await order(other, sessionId, ticketClassId)).body.code).toBe(20000);
  });

  it('a session without a room is unaffected; a waiting-list offer needs no pass', async () => {
    const { sessionId: plain, ticketClassId: plainClass } = await stockSession(hall.app, hall.db, staff.editor.token);
    expect((await order(await newMember(hall.db), plain, plainClass)).body.code).toBe(20000);
    const { sessionId, ticketClassId } = await roomSession(hall, staff, at(new Date(), -MINUTE));
    // An offer's own refusal (no such offer), not the room's: the room does not stand in an offer's way.
    const res = await call(hall.app, 'POST', '/api/order', {
      token: (await newMember(hall.db)).token,
      body: { lines: { sessionId, classes: [{ ticketClassId, quantity: 1 }] }, offerId: 999_999 },
    });
    expectError(res, Code.badRequest, 400, errorText('offerEnded'));
  });

  it('closing an account ends the member’s places and passes', async () => {
    const { sessionId, ticketClassId } = await roomSession(hall, staff, at(new Date(), -MINUTE));
    const member = await newMember(hall.db);
    const { pass } = (await joinRoom(hall.app, sessionId)).body.data;
    const placed = await order(member, sessionId, ticketClassId, pass!);
    await call(hall.app, 'PUT', '/api/order/cancel', { token: member.token, body: { id: placed.body.data.orderId } });
    const code = await codeFor(hall.db, member.phone, 'CLOSE_ACCOUNT');
    expect((await call(hall.app, 'POST', '/api/member/close_account', { token: member.token, body: { code } })).body.code).toBe(20000);
    const [visitor] = await visitorsOf(sessionId);
    expect(visitor).toMatchObject({ memberId: member.id, leftAt: expect.any(Date) });
  });
});
