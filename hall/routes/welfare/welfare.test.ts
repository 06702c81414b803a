// Public-welfare tickets through the hall API: the programme and its rounds, real-name applications (one
// per ID and performance, one per member and round), the draw at the window's end that anyone can re-run from the
// published seed, places offered as ordinary unpaid ticket orders, a lapsed place passing to the next rank, late
// applications after the draw, the welfare class kept out of ordinary sale, and refusals that change nothing.
import { createHash } from 'node:crypto';
import { count, eq } from 'drizzle-orm';
import { Code } from '@/lib/contract/codes';
import type { OrderView } from '@/lib/contract/order';
import type { PerformanceDetail } from '@/lib/contract/performance';
import type { StaffWelfareRound } from '@/lib/contract/welfare-editing';
import type { WelfareApplication, WelfareDraw, WelfareProgramme, WelfareRound } from '@/lib/contract/welfare';
import { drawOrder } from '@/lib/contract/welfare-draw';
import { auditLog, sessions, siteParams, stationLetters, ticketClasses, welfareApplications, welfareRounds } from '../../db/schema';
import { expireOrderNow } from '../../services/orders/close';
import { closeWindowNow } from '../../services/welfare/draw';
import { errorText, expectError } from '../../test/expect';
import { startHall, type Hall } from '../../test/harness';
import { call, newMember, type TestMember } from '../../test/members';
import { openSandboxTrade, payAtCashier } from '../../test/refunds';
import { newStaff, staffCall } from '../../test/staff';
import { applicant, applyAs, openRound } from '../../test/welfare';
import { open } from '../../platform/personal-data';

let hall: Hall;
beforeAll(async () => {
  hall = await startHall();
});
afterAll(() => hall?.close());

const get = <T>(m: TestMember | null, url: string) => call<T>(hall.app, 'GET', url, m ? { token: m.token } : {});
const mine = async (m: TestMember, roundId: number) =>
  (await get<WelfareApplication[]>(m, '/api/commonweal_ticket/mine')).body.data.find((a) => a.roundId === roundId)!;
const applicationCount = async () => (await hall.db.select({ n: count() }).from(welfareApplications))[0].n;
const soldOf = async (ticketClassId: number) =>
  (await hall.db.select({ sold: ticketClasses.sold }).from(ticketClasses).where(eq(ticketClasses.id, ticketClassId)))[0].sold;

describe('the programme', () => {
  it('is open in the demo, with its rules and the jazz night’s round: seed secret, its SHA-256 published', async () => {
    const programme = (await get<WelfareProgramme>(null, '/api/commonweal_ticket')).body.data;
    expect(programme.open).toBe(true);
    // The rules say that a draw is held and can be checked; how (seeds, SHA-256) is the page's secondary detail.
    expect(programme.rules).toContain('抽签');
    expect(programme.rules).not.toContain('SHA-256');
    const rounds = (await get<WelfareRound[]>(null, '/api/commonweal_ticket/project')).body.data;
    const demo = rounds.find((r) => r.tickets === 20)!;
    expect(demo).toMatchObject({ phase: 'applying', priceFen: 2000, placesLeft: 20, seed: null, drawnAt: null, payHours: 24 });
    expect(demo.seedHash).toMatch(/^[0-9a-f]{64}$/);
    expect(demo.title).toBe('爵士夜：城市蓝调');
  });

  it('keeps the welfare class out of ordinary sale: not listed, not priced, not orderable', async () => {
    const [round] = await hall.db.select().from(welfareRounds).limit(1);
    const detail = (await get<PerformanceDetail>(null, `/api/project/${round.performanceId}/detail`)).body.data;
    const classes = detail.sessions.flatMap((s) => s.ticketClasses);
    expect(classes.length).toBeGreaterThan(0);
    expect(classes.some((c) => c.id === round.ticketClassId)).toBe(false);
    const m = await newMember(hall.db);
    const before = await soldOf(round.ticketClassId);
    const lines = { sessionId: round.sessionId, classes: [{ ticketClassId: round.ticketClassId, quantity: 1 }] };
    expectError(
      await call(hall.app, 'POST', '/api/order', { token: m.token, body: { lines } }),
      Code.badRequest,
      400,
      errorText('noTickets'),
    );
    const priced = `/api/member_code_promotion/event_price?sessionId=${round.sessionId}&classes=${round.ticketClassId}:1`;
    expectError(await get(m, priced), Code.badRequest, 400, errorText('noTickets'));
    expect(await soldOf(round.ticketClassId)).toBe(before);
  });

  it('closed: the programme says so and the rounds, the draw and applying are refused in words', async () => {
    const m = await applicant(hall.db);
    const round = await openRound(hall.db, 2);
    await hall.db.update(siteParams).set({ value: '0' }).where(eq(siteParams.key, 'site.welfareOpen'));
    try {
      expect((await get<WelfareProgramme>(null, '/api/commonweal_ticket')).body.data.open).toBe(false);
      expectError(await get(null, '/api/commonweal_ticket/project'), Code.badRequest, 400, errorText('welfareClosed'));
      expectError(await get(null, `/api/commonweal_ticket/draw?roundId=${round.id}`), Code.badRequest, 400, errorText('welfareClosed'));
      const before = await applicationCount();
      expectError(await applyAs(hall.app, m, round.id), Code.badRequest, 400, errorText('welfareClosed'));
      expect(await applicationCount()).toBe(before);
    } finally {
      await hall.db.update(siteParams).set({ value: '1' }).where(eq(siteParams.key, 'site.welfareOpen'));
    }
  });
});

describe('applying', () => {
  it('takes one application per member and round and per ID and performance, refusing the rest in words', async () => {
    const round = await openRound(hall.db, 2);
    const first = await applicant(hall.db);
    const res = await applyAs(hall.app, first, round.id);
    expect(res.body.code).toBe(20000);
    expect(res.body.data).toMatchObject({ roundId: round.id, state: 'applied', rank: null, orderId: null, certTail: expect.any(String) });
    expect(res.body.data.applicationNo).toMatch(new RegExp(`^W${round.id}-\\d{5}$`));

    const before = await applicationCount();
    expectError(await applyAs(hall.app, first, round.id), Code.badRequest, 400, errorText('welfareMemberOnce'));
    // The same ID through another member's regular purchasers, in this round or another round of the performance.
    const [firstCert] = await hall.db
      .select({ certNo: welfareApplications.certNo })
      .from(welfareApplications)
      .where(eq(welfareApplications.memberId, first.id));
    const sameId = await applicant(hall.db, open(firstCert.certNo));
    expectError(await applyAs(hall.app, sameId, round.id), Code.badRequest, 400, errorText('welfareIdOnce'));
    const sibling = await openRound(hall.db, 2);
    expectError(await applyAs(hall.app, sameId, sibling.id), Code.badRequest, 400, errorText('welfareIdOnce'));
    // Someone else's regular purchaser.
    const other = await applicant(hall.db);
    const borrowed = { ...other, buyerId: first.buyerId };
    expectError(await applyAs(hall.app, borrowed, round.id), Code.badRequest, 400, errorText('welfareBuyerNeeded'));
    expect(await applicationCount()).toBe(before);
  });

  it('refuses bad input, unknown rounds, visitors and closed windows with an envelope, and writes nothing', async () => {
    const m = await applicant(hall.db);
    const round = await openRound(hall.db, 2);
    const before = await applicationCount();
    const post = (body: object) => call(hall.app, 'POST', '/api/commonweal_ticket/apply', { token: m.token, body });
    expectError(await post({ roundId: 'x', buyerId: m.buyerId }), Code.badRequest, 400);
    expectError(await post({ roundId: round.id }), Code.badRequest, 400);
    expectError(await post({ roundId: -1, buyerId: m.buyerId }), Code.badRequest, 400);
    expectError(await post({ roundId: 2_000_000_000, buyerId: m.buyerId }), 40004, 404);
    expectError(
      await call(hall.app, 'POST', '/api/commonweal_ticket/apply', { body: { roundId: round.id, buyerId: m.buyerId } }),
      Code.unauthorized,
      401,
    );
    expectError(await get(null, '/api/commonweal_ticket/draw?roundId=abc'), Code.badRequest, 400);
    expectError(await get(null, '/api/commonweal_ticket/mine'), Code.unauthorized, 401);
    await hall.db
      .update(welfareRounds)
      .set({ applyFrom: new Date(Date.now() + 3_600_000), applyTo: new Date(Date.now() + 7_200_000) })
      .where(eq(welfareRounds.id, round.id));
    expectError(await post({ roundId: round.id, buyerId: m.buyerId }), Code.badRequest, 400, errorText('welfareNotApplying'));
    expect(await applicationCount()).toBe(before);
  });
});

describe('the draw', () => {
  it('three applicants for two places: two offered an order to pay, the third waits; a lapsed place passes to the third', async () => {
    const round = await openRound(hall.db, 2, { priceFen: 2000, payHours: 24 });
    const members = [await applicant(hall.db), await applicant(hall.db), await applicant(hall.db)];
    for (const m of members) expect((await applyAs(hall.app, m, round.id)).body.code).toBe(20000);
    const listed = (await get<WelfareDraw>(null, `/api/commonweal_ticket/draw?roundId=${round.id}`)).body.data;
    expect(listed).toMatchObject({ seed: null, drawnAt: null, tickets: 2 });
    expect(listed.entries.map((e) => e.rank)).toEqual([null, null, null]);
    expect(listed.entries[0].name).toMatch(/^申\*+$/);

    const drawnAt = new Date();
    expect(await closeWindowNow(hall.db, round.id, drawnAt)).toBe('drawn');
    expect(await closeWindowNow(hall.db, round.id)).toBe('skipped');

    // Published: the seed, which hashes to what was published before, and the order anyone can recompute.
    const draw = (await get<WelfareDraw>(null, `/api/commonweal_ticket/draw?roundId=${round.id}`)).body.data;
    expect(createHash('sha256').update(draw.seed!).digest('hex')).toBe(round.seedHash);
    const rerun = await drawOrder(
      draw.seed!,
      draw.entries.filter((e) => !e.late).map((e) => e.applicationNo),
    );
    expect(draw.entries.map((e) => e.applicationNo)).toEqual(rerun);
    expect(draw.entries.map((e) => e.rank)).toEqual([1, 2, 3]);

    const byRank = await Promise.all(members.map(async (m) => ({ m, a: await mine(m, round.id) })));
    byRank.sort((x, y) => x.a.rank! - y.a.rank!);
    const [first, second, third] = byRank;
    for (const { a } of [first, second]) {
      expect(a).toMatchObject({ state: 'offered', payFen: 2000 });
      expect(Date.parse(a.payBy!) - drawnAt.getTime()).toBe(24 * 3_600_000);
    }
    expect(third.a).toMatchObject({ state: 'waiting', orderId: null, payBy: null });
    expect(await soldOf(round.ticketClassId)).toBe(2);

    // The place is an ordinary ticket order: the member's list shows it, with the applicant's name on the ticket.
    const order = (await get<OrderView>(first.m, `/api/order/detail?id=${first.a.orderId}`)).body.data;
    expect(order).toMatchObject({ status: 'unpaid', payFen: 2000 });
    expect(order.items).toHaveLength(1);
    expect(order.items[0]).toMatchObject({ name: '公益票', buyerName: `申请人${first.m.id}` });
    const letters = await hall.db.select().from(stationLetters).where(eq(stationLetters.memberId, first.m.id));
    expect(letters.map((l) => l.title)).toContain('公益票：您获得了购票名额');

    // The first lets the window run out: the place goes to the third; the second pays in the WeChat sandbox.
    expect(await expireOrderNow(hall.db, hall.app.payments, first.a.orderNo!)).toBe('released');
    expect((await mine(first.m, round.id)).state).toBe('lapsed');
    const offered = await mine(third.m, round.id);
    expect(offered).toMatchObject({ state: 'offered', payFen: 2000 });
    const paid = await payAtCashier(hall.app, await openSandboxTrade(hall.app, second.m, second.a.orderId!, '/api/pay/wx_pay_code'));
    expect(paid.statusCode).toBe(303);
    expect((await mine(second.m, round.id)).state).toBe('won');
    expect(await soldOf(round.ticketClassId)).toBe(2);
    // The member cancels the offered order: declining passes nothing on, no one waits any more; the place is free.
    expect((await call(hall.app, 'PUT', '/api/order/cancel', { token: third.m.token, body: { id: offered.orderId } })).body.code).toBe(
      20000,
    );
    expect((await mine(third.m, round.id)).state).toBe('lapsed');
    expect(await soldOf(round.ticketClassId)).toBe(1);
  });

  it('with no more applications than places everyone buys, and after the draw a late application is offered at once', async () => {
    const round = await openRound(hall.db, 2);
    const early = await applicant(hall.db);
    await applyAs(hall.app, early, round.id);
    expect(await closeWindowNow(hall.db, round.id)).toBe('drawn');
    expect((await mine(early, round.id)).state).toBe('offered');
    const rounds = (await get<WelfareRound[]>(null, '/api/commonweal_ticket/project')).body.data;
    expect(rounds.find((r) => r.id === round.id)).toMatchObject({ phase: 'drawn', placesLeft: 1, applications: 1 });

    const late = await applicant(hall.db);
    const res = await applyAs(hall.app, late, round.id);
    expect(res.body.data).toMatchObject({ state: 'offered', rank: 2 });
    const later = await applicant(hall.db);
    expect((await applyAs(hall.app, later, round.id)).body.data).toMatchObject({ state: 'waiting', rank: 3, orderId: null });
    const draw = (await get<WelfareDraw>(null, `/api/commonweal_ticket/draw?roundId=${round.id}`)).body.data;
    expect(draw.entries.map((e) => e.late)).toEqual([false, true, true]);
  });

  it('offers nothing once the session no longer sells: the place is not passed on and the waiting read unsuccessful', async () => {
    const round = await openRound(hall.db, 1);
    const pair = [await applicant(hall.db), await applicant(hall.db)];
    for (const m of pair) await applyAs(hall.app, m, round.id);
    await closeWindowNow(hall.db, round.id);
    const states = await Promise.all(pair.map(async (m) => ({ m, a: await mine(m, round.id) })));
    const offered = states.find((s) => s.a.state === 'offered')!;
    const waiting = states.find((s) => s.a.state === 'waiting')!;
    await hall.db.update(sessions).set({ saleState: 'off_sale' }).where(eq(sessions.id, round.sessionId));
    try {
      expect(await expireOrderNow(hall.db, hall.app.payments, offered.a.orderNo!)).toBe('released');
      expect((await mine(waiting.m, round.id)).state).toBe('unsuccessful');
      expect(await soldOf(round.ticketClassId)).toBe(0);
    } finally {
      await hall.db.update(sessions).set({ saleState: 'on_sale' }).where(eq(sessions.id, round.sessionId));
    }
  });
});

describe('in the console', () => {
  it('a box-office clerk opens a round: the welfare class and the round, the seed’s hash in the audit log, never the seed', async () => {
    const clerk = await newStaff(hall.app, hall.db, ['boxOffice']);
    const editor = await newStaff(hall.app, hall.db, ['content']);
    const sessions = (await staffCall(hall.app, 'GET', '/api/staff/welfare-rounds/sessions', { token: clerk.token })).body.data;
    expect(sessions.length).toBeGreaterThan(0);
    const start = Date.parse(sessions[0].startTime);
    const body = {
      sessionId: sessions[0].sessionId,
      priceFen: 1000,
      tickets: 5,
      applyFrom: new Date().toISOString(),
      applyTo: new Date(Math.min(start - 3_600_000, Date.now() + 86_400_000)).toISOString(),
      payHours: 12,
    };
    const created = await staffCall<StaffWelfareRound>(hall.app, 'POST', '/api/staff/welfare-rounds', { token: clerk.token, body });
    expect(created.body.data).toMatchObject({ tickets: 5, priceFen: 1000, payHours: 12, phase: 'applying', applications: 0 });
    const [row] = await hall.db.select().from(welfareRounds).where(eq(welfareRounds.id, created.body.data.id));
    const [entry] = await hall.db
      .select()
      .from(auditLog)
      .where(eq(auditLog.target, `welfareRound:${row.id}`));
    expect(JSON.stringify(entry.after)).toContain(row.seedHash);
    expect(JSON.stringify(entry.after)).not.toContain(row.seed);

    const rounds = async () => (await hall.db.select({ n: count() }).from(welfareRounds))[0].n;
    const before = await rounds();
    const post = (fields: object, token = clerk.token) =>
      staffCall(hall.app, 'POST', '/api/staff/welfare-rounds', { token, body: { ...body, ...fields } });
    expectError(await post({ applyTo: body.applyFrom }), Code.badRequest, 400, errorText('applyEndsBeforeStart'));
    expectError(await post({ applyTo: new Date(start + 60_000).toISOString() }), Code.badRequest, 400, errorText('applyEndsAfterStart'));
    expectError(await post({ tickets: 0 }), Code.badRequest, 400, errorText('countRange'));
    expectError(await post({ payHours: 500 }), Code.badRequest, 400, errorText('payHoursRange'));
    expectError(await post({ sessionId: 2_000_000_000 }), 40004, 404);
    expectError(await post({}, editor.token), Code.forbidden, 403);
    expect(await rounds()).toBe(before);
  });
});
