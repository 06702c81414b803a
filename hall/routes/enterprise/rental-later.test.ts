// Venue rental after the contract: ticketing approved into a performance a member buys a ticket of,
// with the renter's live sales; coordination's requests and answers; the schedule set and confirmed; the
// statement issued, questioned, issued again, confirmed by both and downloaded as a PDF; a letter at each step.
// Every move refused from the wrong step or by the wrong party, and bad input changing nothing.
import { eq } from 'drizzle-orm';
import { Code } from '@/lib/contract/codes';
import { projectStep } from '@/lib/contract/enterprise-project';
import { projectFileView, projectMoved } from '@/lib/contract/rental';
import { renterCalls } from '@/lib/contract/rental-calls';
import { hallSeats, performances, sessions, sessionSeats, ticketClasses } from '../../db/schema';
import { errorText, expectError, expectOk } from '../../test/expect';
import { startHall, type Hall } from '../../test/harness';
import { call, newMember } from '../../test/members';
import { openSandboxTrade, payAtCashier } from '../../test/refunds';
import { eventDates, hallIdOf, newRenter, paidProject, PDF, performanceOf, PNG, sendFile, type Renter } from '../../test/rental';
import { newStaff, staffCall, type TestStaff } from '../../test/staff';
import { MOVES } from '../../services/enterprise/flow';
import { LETTERS } from '../../i18n/project-letters';

let hall: Hall;
let staff: TestStaff;
let smallHall: number;
let smallSeats: number;
beforeAll(async () => {
  hall = await startHall();
  staff = await newStaff(hall.app, hall.db, ['rental']);
  smallHall = await hallIdOf(hall.db, 'small');
  smallSeats = (await hall.db.select({ id: hallSeats.id }).from(hallSeats).where(eq(hallSeats.hallId, smallHall))).length;
}, 60_000);
afterAll(() => hall?.close());

const put = (r: Renter, verb: string, body: object) =>
  call(hall.app, 'PUT', `/api/enterpriseprojectrent/${verb}`, { token: r.token, body });
const staffPost = (projectId: number, verb: string, body: object = {}) =>
  staffCall(hall.app, 'POST', `/api/staff/rental/projects/${projectId}/${verb}`, { token: staff.token, body });
const stepOf = async (r: Renter, id: number, process: string) =>
  expectOk(await call(hall.app, 'GET', `/api/enterpriseprojectrent/${id}/${process}/detail`, { token: r.token }), projectStep);
const upload = async (r: Renter, projectId: number, kind: string, file: { type: string; body: Buffer }) =>
  expectOk(
    await sendFile(hall.app, `/api/enterpriseprojectrent/file?projectId=${projectId}&kind=${kind}&name=${kind}`, file, {
      access_token: r.token,
    }),
    projectFileView,
  );
const letterTitles = async (r: Renter) =>
  (await call(hall.app, 'GET', '/api/enterpriseuser/station_letter?page=1&pageSize=50', { token: r.token })).body.data.list.map(
    (l: { title: string }) => l.title,
  );

describe('a ticketed event, from ticketing to the settlement', () => {
  it('goes on sale when approved; the renter sees a member’s ticket sold; the statement pays out the takings less the share', async () => {
    const r = await newRenter(hall.db);
    const days = 300;
    const projectId = await paidProject(hall.app, hall.db, staff, r, days, smallHall, true);
    expect((await stepOf(r, projectId, 'ticketing')).project).toMatchObject({ process: 'ticketing', status: 'draft' });
    const poster = await upload(r, projectId, 'poster', PNG);
    const proposal = await upload(r, projectId, 'proposal', { type: 'application/pdf', body: PDF });
    const good = performanceOf(projectId, days, poster.id);

    // Refused, each for its reason, and nothing moves.
    const refusals: [object, string][] = [
      [{ ...good, mainTitle: '' }, errorText('ticketingTitle')],
      [{ ...good, classes: [] }, errorText('ticketingClasses')],
      [
        { ...good, sessions: [{ startTime: eventDates(days + 1).eventStart, endTime: eventDates(days + 1).eventEnd }] },
        errorText('ticketingOutsideBooking'),
      ],
      [{ ...good, saleStartAt: eventDates(days).eventEnd }, errorText('ticketingSaleStart')],
      [
        { ...good, classes: [{ name: '甲', enName: 'A', priceFen: 10_000, seats: smallSeats + 1 }] },
        errorText('ticketingTooManySeats', 'zh-CN', { seats: String(smallSeats) }),
      ],
      [{ ...good, posterFileId: proposal.id }, errorText('ticketingPoster', 'zh-CN', { max: '2' })],
      [{ ...good, genreId: 999_999 }, errorText('unknownReference')],
    ];
    for (const [body, subMsg] of refusals) expectError(await put(r, 'ticket', body), Code.badRequest, 400, subMsg);
    // The hall cannot approve what was not submitted.
    expectError(await staffPost(projectId, 'ticketing'), Code.badRequest, 400, errorText('projectWrongStep'));
    expect((await stepOf(r, projectId, 'ticketing')).ticketing.submission).toBeNull();

    // Submitted, sent back with what to change, submitted again, approved.
    expectOk(await put(r, 'ticket', { ...good, mainTitle: '星空协奏' }), projectMoved);
    expectError(await put(r, 'ticket', good), Code.badRequest, 400, errorText('projectWrongStep'));
    expectOk(await staffPost(projectId, 'ticketing/return', { note: '请用完整的演出名称' }), projectMoved);
    expectOk(await put(r, 'ticket', good), projectMoved);
    const approved = await staffPost(projectId, 'ticketing', { note: '已上线' });
    expect(approved.body.code).toBe(20000);
    const performanceId: number = approved.body.data.performanceId;

    const [performance] = await hall.db.select().from(performances).where(eq(performances.id, performanceId));
    expect(performance).toMatchObject({
      mainTitle: '星空下的协奏',
      hallId: smallHall,
      realName: false,
      intro: '<p>一晚协奏曲。</p><p>两位独奏家。</p>',
    });
    expect(performance.poster).toBe(`/files/${poster.sha256}.png`);
    // The site serves /files/… from the hall API’s /api/files/….
    const poster200 = await hall.app.inject({ method: 'GET', url: `/api${performance.poster}` });
    expect(poster200.statusCode).toBe(200);
    const [session] = await hall.db.select().from(sessions).where(eq(sessions.performanceId, performanceId));
    const classes = await hall.db.select().from(ticketClasses).where(eq(ticketClasses.sessionId, session.id));
    const seatsOf = async (ticketClassId: number) =>
      (await hall.db.select().from(sessionSeats).where(eq(sessionSeats.ticketClassId, ticketClassId))).length;
    const a = classes.find((c) => c.name === '甲等')!;
    const b = classes.find((c) => c.name === '乙等')!;
    expect([await seatsOf(a.id), await seatsOf(b.id)]).toEqual([20, 40]);
    // On the public site's calls, and a member buys a ticket of it.
    const detail = await call(hall.app, 'GET', `/api/project/${performanceId}/detail`);
    expect(detail.body.code).toBe(20000);
    const member = await newMember(hall.db);
    const [seat] = await hall.db.select().from(sessionSeats).where(eq(sessionSeats.ticketClassId, a.id)).limit(1);
    const placed = await call(hall.app, 'POST', '/api/order', {
      token: member.token,
      body: { lines: { sessionId: session.id, seatIds: [seat.id] } },
    });
    expect(placed.body.code).toBe(20000);
    const held = (await stepOf(r, projectId, 'ticketing')).ticketing.sales[0];
    expect(held).toMatchObject({ sessionId: session.id, sold: 0, held: 1, free: 59, takingsFen: 0 });
    await payAtCashier(hall.app, await openSandboxTrade(hall.app, member, placed.body.data.orderId, '/api/pay/ali'));
    const step = await stepOf(r, projectId, 'ticketing');
    expect(step.project).toMatchObject({ process: 'coordination', status: 'draft' });
    expect(step.ticketing).toMatchObject({ performanceId, sales: [{ sold: 1, held: 0, free: 59, takingsFen: 38_000 }] });

    // Coordination straight to the schedule, confirmed; the statement shares out the takings.
    expectOk(await staffPost(projectId, 'coordination/close'), projectMoved);
    const d = eventDates(days);
    expectOk(
      await staffPost(projectId, 'schedule', { items: [{ kind: 'show', startsAt: d.eventStart, endsAt: d.eventEnd, note: '' }] }),
      projectMoved,
    );
    expectOk(await put(r, 'schedule', { id: projectId }), projectMoved);
    const issued = await staffPost(projectId, 'statement', { extras: [{ name: '加时费', amountFen: 50_000 }], hallSharePercent: 10 });
    expect(issued.body.data.statement).toMatchObject({
      rentFen: 8_000_000,
      extrasFen: 50_000,
      paidFen: 8_000_000,
      takingsFen: 38_000,
      hallShareFen: 3_800,
      dueToRenterFen: 34_200,
      balanceFen: 50_000 - 34_200,
    });
  });
});

describe('coordination and implementation', () => {
  it('one request waits at a time; the hall answers it, closes coordination and sets a schedule within the booking, which the renter confirms', async () => {
    const r = await newRenter(hall.db);
    const days = 310;
    const projectId = await paidProject(hall.app, hall.db, staff, r, days, smallHall, false);
    const rider = await upload(r, projectId, 'rider', { type: 'application/pdf', body: PDF });
    // Bad input and a file of another kind change nothing.
    expectError(
      await put(r, 'projectadjust', { id: projectId, kind: 'wish', request: '增加追光' }),
      Code.badRequest,
      400,
      errorText('adjustmentKind'),
    );
    const proposal = (await stepOf(r, projectId, 'coordination')).files.find((f) => f.kind === 'proposal')!;
    expectError(
      await put(r, 'projectadjust', { id: projectId, kind: 'rider', request: '技术附加条款', fileId: proposal.id }),
      Code.badRequest,
      400,
      errorText('projectFileUnknown'),
    );
    expect((await stepOf(r, projectId, 'coordination')).adjustments).toEqual([]);
    // The hall has nothing to answer yet; the renter cannot close coordination.
    expectError(
      await staffPost(projectId, 'adjustment', { accepted: true, answer: '好' }),
      Code.badRequest,
      400,
      errorText('projectWrongStep'),
    );

    expectOk(
      await put(r, 'projectadjust', { id: projectId, kind: 'rider', request: '技术附加条款：两台追光', fileId: rider.id }),
      renterCalls.requestAdjustment.answer,
    );
    // A second request while one waits is told so, in its own words.
    expectError(
      await put(r, 'projectadjust', { id: projectId, kind: 'change', request: '提前一小时进场' }),
      Code.badRequest,
      400,
      '已有一项变更申请在等待场馆答复，请待答复后再提出',
    );
    expectError(await staffPost(projectId, 'coordination/close'), Code.badRequest, 400, errorText('projectWrongStep'));
    expectOk(await staffPost(projectId, 'adjustment', { accepted: true, answer: '可提供两台追光' }), projectMoved);
    expectOk(
      await put(r, 'projectadjust', { id: projectId, kind: 'change', request: '提前一小时进场' }),
      renterCalls.requestAdjustment.answer,
    );
    expectOk(await staffPost(projectId, 'adjustment', { accepted: false, answer: '上午场地另有安排' }), projectMoved);
    const answered = await stepOf(r, projectId, 'coordination');
    expect(answered.adjustments.map((a) => [a.kind, a.status, a.answer, a.fileId])).toEqual([
      ['rider', 'accepted', '可提供两台追光', rider.id],
      ['change', 'declined', '上午场地另有安排', null],
    ]);

    // The schedule comes after coordination, within the booking; the renter confirms it once.
    const d = eventDates(days);
    const schedule = [
      { kind: 'show', startsAt: d.eventStart, endsAt: d.eventEnd, note: '' },
      { kind: 'loadIn', startsAt: d.setupStart, endsAt: d.eventStart, note: '货梯 8 号门' },
    ];
    expectError(await staffPost(projectId, 'schedule', { items: schedule }), Code.badRequest, 400, errorText('projectWrongStep'));
    expectError(await put(r, 'schedule', { id: projectId }), Code.badRequest, 400, errorText('projectWrongStep'));
    expectOk(await staffPost(projectId, 'coordination/close', { note: '协调完成' }), projectMoved);
    const late = [{ kind: 'teardown', startsAt: d.eventEnd, endsAt: eventDates(days + 1).setupStart, note: '' }];
    expectError(await staffPost(projectId, 'schedule', { items: late }), Code.badRequest, 400, errorText('scheduleOutsideBooking'));
    expectError(await staffPost(projectId, 'schedule', { items: [] }), Code.badRequest, 400, errorText('scheduleRequired'));
    expect((await stepOf(r, projectId, 'implementation')).schedule).toBeNull();
    expectOk(await staffPost(projectId, 'schedule', { items: schedule }), projectMoved);
    const set = await stepOf(r, projectId, 'implementation');
    // Kept in the order of the day.
    expect(set.schedule).toMatchObject({ items: [{ kind: 'loadIn' }, { kind: 'show' }], confirmedAt: null });
    expectOk(await put(r, 'schedule', { id: projectId }), projectMoved);
    expectError(await put(r, 'schedule', { id: projectId }), Code.badRequest, 400, errorText('projectWrongStep'));
    const confirmed = await stepOf(r, projectId, 'implementation');
    expect(confirmed.project).toMatchObject({ process: 'settlement', status: 'submitted' });
    expect(confirmed.schedule?.confirmedAt).not.toBeNull();
    expect(await letterTitles(r)).toEqual(
      expect.arrayContaining(['变更申请已答复：新品发布会', '项目协调已完成：新品发布会', '执行日程待确认：新品发布会']),
    );
  });
});

describe('the settlement', () => {
  it('is issued, questioned, issued again, confirmed by the renter and then the hall; its PDF is the renter’s and the staff’s only', async () => {
    const r = await newRenter(hall.db);
    const other = await newRenter(hall.db);
    const days = 320;
    const projectId = await paidProject(hall.app, hall.db, staff, r, days, smallHall, false);
    await staffPost(projectId, 'coordination/close');
    const d = eventDates(days);
    await staffPost(projectId, 'schedule', { items: [{ kind: 'show', startsAt: d.eventStart, endsAt: d.eventEnd, note: '' }] });
    await put(r, 'schedule', { id: projectId });
    const pdf = (token: string) =>
      hall.app.inject({ method: 'GET', url: `/api/enterpriseprojectrent/statement?id=${projectId}`, headers: { access_token: token } });
    expect((await pdf(r.token)).json()).toMatchObject({ code: Code.badRequest, subMsg: errorText('statementNotIssued') });
    expectError(await put(r, 'statement', { id: projectId, confirmed: true }), Code.badRequest, 400, errorText('projectWrongStep'));
    expectError(
      await staffPost(projectId, 'statement', { extras: [], hallSharePercent: 101 }),
      Code.badRequest,
      400,
      errorText('statementShare'),
    );

    const first = await staffPost(projectId, 'statement', { extras: [{ name: '清洁费', amountFen: 80_000 }], hallSharePercent: 0 });
    expect(first.body.data.statement).toMatchObject({ rentFen: 8_000_000, paidFen: 8_000_000, takingsFen: 0, balanceFen: 80_000 });
    // Questioned without a reason: refused; with one, back to the hall, which issues it again.
    expectError(await put(r, 'statement', { id: projectId, confirmed: false }), Code.badRequest, 400, errorText('rentalReasonRequired'));
    expectOk(await put(r, 'statement', { id: projectId, confirmed: false, note: '清洁费已含在场租内' }), projectMoved);
    expectError(await put(r, 'statement', { id: projectId, confirmed: true }), Code.badRequest, 400, errorText('projectWrongStep'));
    const again = await staffPost(projectId, 'statement', { extras: [{ name: '清洁费（已减免）', amountFen: 0 }], hallSharePercent: 0 });
    expect(again.body.data.statement.balanceFen).toBe(0);
    expectError(await staffPost(projectId, 'settle'), Code.badRequest, 400, errorText('projectWrongStep'));
    expectOk(await put(r, 'statement', { id: projectId, confirmed: true }), projectMoved);
    expectOk(await staffPost(projectId, 'settle', { note: '结算完成' }), projectMoved);

    const step = await stepOf(r, projectId, 'settlement');
    expect(step.project).toMatchObject({ process: 'settlement', status: 'done' });
    expect(step.statement).toMatchObject({ balanceFen: 0, renterConfirmedAt: expect.any(String), hallConfirmedAt: expect.any(String) });
    expect(step.events.slice(-5).map((e) => e.action)).toEqual([
      'issueStatement',
      'questionStatement',
      'issueStatement',
      'confirmStatement',
      'closeSettlement',
    ]);

    const mine = await pdf(r.token);
    expect(mine.statusCode).toBe(200);
    expect(mine.headers['content-type']).toBe('application/pdf');
    expect(mine.headers['cache-control']).toBe('private, no-store');
    expect(mine.rawPayload.subarray(0, 5).toString('latin1')).toBe('%PDF-');
    const staffs = await hall.app.inject({
      method: 'GET',
      url: `/api/staff/rental/projects/${projectId}/statement`,
      headers: { staff_token: staff.token },
    });
    expect(staffs.statusCode).toBe(200);
    expect((await pdf(other.token)).json()).toMatchObject({ code: Code.notFound });
    expect(await letterTitles(r)).toEqual(expect.arrayContaining(['结算单待确认：新品发布会', '项目已结算：新品发布会']));
    expect(await letterTitles(other)).toEqual([]);
  });
});

it('every move the hall or the system makes writes the renter a letter; of the renter’s own, only the submitted consultation does', () => {
  const hallMoves = Object.entries(MOVES)
    .filter(([, move]) => move.party !== 'renter')
    .map(([name]) => name);
  expect(Object.keys(LETTERS).sort()).toEqual([...hallMoves, 'submit'].sort());
});
