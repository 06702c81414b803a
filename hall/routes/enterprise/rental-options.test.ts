// Venue-rental options as venues run them: a live first option is never overtaken by a second
// option's deposit; when the first lapses or is withdrawn or rejected, the overlapping second is promoted (the
// exclusion constraint on live first options deciding) and its renter told; an offer on dates a definite booking
// holds is refused when made, and the console reads the hall's calendar of holds; the loser of a deposit race is
// told by letter, and the staff re-offer other dates or decline it from where it stands.
import { and, desc, eq, isNull } from 'drizzle-orm';
import { z } from 'zod';
import { Code } from '@/lib/contract/codes';
import { projectStep } from '@/lib/contract/enterprise-project';
import { hallCalendarHold, projectFileView, projectMoved } from '@/lib/contract/rental';
import { formatDayTime } from '@/lib/format';
import { enterpriseProjectEvents, orders, projectPayments, rentalHolds, sandboxTrades, stationLetters } from '../../db/schema';
import { fill, messagesFor } from '../../i18n/messages';
import { holdLapseWork } from '../../services/enterprise/hold-lapse-work';
import { errorText, expectError, expectOk } from '../../test/expect';
import { startHall, type Hall } from '../../test/harness';
import { call } from '../../test/members';
import { eventDates, hallIdOf, newRenter, offerFor, PDF, sendFile, submittedConsultation, type Renter } from '../../test/rental';
import { newStaff, staffCall, type TestStaff } from '../../test/staff';

const payStart = z.object({ kind: z.literal('redirect'), url: z.string() });

let hall: Hall;
let staff: TestStaff;
let boxOffice: TestStaff;
let smallHall: number;
let mainHall: number;
beforeAll(async () => {
  hall = await startHall();
  staff = await newStaff(hall.app, hall.db, ['rental']);
  boxOffice = await newStaff(hall.app, hall.db, ['boxOffice']);
  smallHall = await hallIdOf(hall.db, 'small');
  mainHall = await hallIdOf(hall.db, 'main');
}, 60_000);
afterAll(() => hall?.close());

const put = (r: Renter, verb: string, body: object) =>
  call(hall.app, 'PUT', `/api/enterpriseprojectrent/${verb}`, { token: r.token, body });
const offer = (projectId: number, body: object) =>
  staffCall(hall.app, 'POST', `/api/staff/rental/projects/${projectId}/offer`, { token: staff.token, body });
const reject = (projectId: number, note: string) =>
  staffCall(hall.app, 'POST', `/api/staff/rental/projects/${projectId}/reject`, { token: staff.token, body: { note } });
const stepOf = async (r: Renter, id: number, process: string) =>
  expectOk(await call(hall.app, 'GET', `/api/enterpriseprojectrent/${id}/${process}/detail`, { token: r.token }), projectStep);
const liveHolds = (projectId: number) =>
  hall.db
    .select({ option: rentalHolds.option, startsAt: rentalHolds.startsAt, expiresAt: rentalHolds.expiresAt })
    .from(rentalHolds)
    .where(and(eq(rentalHolds.projectId, projectId), isNull(rentalHolds.releasedAt)));
/** A move's letter title as the message files word it (letters.project), for this suite's projects. */
const titleOf = (move: 'promoteOption' | 'datesTaken' | 'reoffer', locale: 'zh-CN' | 'en-US' = 'zh-CN') => {
  const words = messagesFor(locale).letters.project;
  return fill(words.title, { what: words.moves[move].what, project: '新品发布会' });
};
const lettersOf = (r: Renter) =>
  hall.db.select().from(stationLetters).where(eq(stationLetters.enterpriseUserId, r.id)).orderBy(desc(stationLetters.id));
const lastMove = async (projectId: number) => {
  const [e] = await hall.db
    .select()
    .from(enterpriseProjectEvents)
    .where(eq(enterpriseProjectEvents.projectId, projectId))
    .orderBy(desc(enterpriseProjectEvents.id))
    .limit(1);
  return e;
};

/** A new renter's project offered `option` on `dates` of the small hall; accepted unless `accept` is false. */
async function optionOn(days: number, option: 'first' | 'second', opts: { accept?: boolean; expiresInMs?: number; dates?: object } = {}) {
  const r = await newRenter(hall.db);
  const { projectId } = await submittedConsultation(hall.app, r, days, smallHall);
  expectOk(await offer(projectId, { ...offerFor(days, option, smallHall, opts.expiresInMs), ...opts.dates }), projectMoved);
  if (opts.accept !== false) expectOk(await put(r, 'accept', { id: projectId }), projectMoved);
  return { r, projectId };
}

/** Two days of the small hall, from the first's set-up to the second's tear-down. */
const spanning = (day: number) => ({ startsAt: eventDates(day).setupStart, endsAt: eventDates(day + 1).teardownEnd });

async function payAtCashier(r: Renter, projectId: number) {
  const { url } = expectOk(await put(r, 'pay', { id: projectId, channel: 'alipay_page' }), payStart);
  const [trade] = await hall.db
    .select()
    .from(sandboxTrades)
    .where(eq(sandboxTrades.tradeNo, decodeURIComponent(url.split('/').pop()!)));
  expect((await hall.app.inject({ method: 'POST', url: `/api/dev/cashier/${trade.tradeNo}/pay` })).statusCode).toBe(303);
}

describe('a live first option is never overtaken', () => {
  it('a second option’s deposit is refused while a live first overlaps, online and by transfer, naming the first’s date', async () => {
    const first = await optionOn(300, 'first');
    const second = await optionOn(300, 'second');
    const [held] = await liveHolds(first.projectId);
    const until = formatDayTime(held.expiresAt!);

    expectError(
      await put(second.r, 'pay', { id: second.projectId, channel: 'alipay_page' }),
      Code.badRequest,
      400,
      errorText('rentalFirstOptionHeld', 'zh-CN', { until }),
    );
    expect(await liveHolds(second.projectId)).toEqual([expect.objectContaining({ option: 'second' })]);
    expect(await hall.db.select().from(orders).where(eq(orders.enterpriseUserId, second.r.id))).toEqual([]);

    // By transfer: the staff cannot make it definite either.
    const url = `/api/enterpriseprojectrent/file?projectId=${second.projectId}&kind=receipt&name=receipt.pdf`;
    const receipt = expectOk(
      await sendFile(hall.app, url, { type: 'application/pdf', body: PDF }, { access_token: second.r.token }),
      projectFileView,
    );
    expectOk(await put(second.r, 'receipt', { id: second.projectId, fileId: receipt.id }), projectMoved);
    const confirmed = await hall.app.inject({
      method: 'POST',
      url: `/api/staff/rental/projects/${second.projectId}/receipt`,
      payload: { found: true },
      headers: { staff_token: staff.token, language: 'en-US' },
    });
    expectError(
      { status: confirmed.statusCode, body: confirmed.json(), headers: confirmed.headers },
      Code.badRequest,
      400,
      errorText('rentalFirstOptionHeld', 'en-US', { until }),
    );
    expect((await stepOf(second.r, second.projectId, 'deposit')).project).toMatchObject({ process: 'deposit', status: 'submitted' });

    // The first option itself pays as before.
    expectOk(await put(first.r, 'pay', { id: first.projectId, channel: 'alipay_page' }), payStart);
    expect(await liveHolds(first.projectId)).toEqual([expect.objectContaining({ option: 'definite' })]);
  });

  it('when the first lapses, the overlapping second becomes the first option, its renter is told, and its deposit goes through', async () => {
    const first = await optionOn(305, 'first', { expiresInMs: 60_000 });
    const second = await optionOn(305, 'second');
    const [lapsing] = await hall.db
      .select({ id: rentalHolds.id })
      .from(rentalHolds)
      .where(and(eq(rentalHolds.projectId, first.projectId), isNull(rentalHolds.releasedAt)));
    const later = new Date(Date.now() + 120_000);
    expect(await holdLapseWork.due(hall.db, later)).toContain(String(lapsing.id));
    await holdLapseWork.run(hall.db, String(lapsing.id), later);

    expect(await liveHolds(first.projectId)).toEqual([]);
    expect(await liveHolds(second.projectId)).toEqual([expect.objectContaining({ option: 'first' })]);
    expect(await lastMove(second.projectId)).toMatchObject({
      action: 'promoteOption',
      party: 'system',
      fromProcess: 'deposit',
      toProcess: 'deposit',
      toStatus: 'draft',
    });
    const [letter] = await lettersOf(second.r);
    expect(letter.title).toBe(titleOf('promoteOption'));
    expect(letter.enTitle).toBe(titleOf('promoteOption', 'en-US'));
    // The staff read it in the project's history.
    const view = await staffCall(hall.app, 'GET', `/api/staff/rental/projects/${second.projectId}`, { token: staff.token });
    expect(view.body.data.events.at(-1)).toMatchObject({ action: 'promoteOption', party: 'system' });

    expectOk(await put(second.r, 'pay', { id: second.projectId, channel: 'alipay_page' }), payStart);
    expect(await liveHolds(second.projectId)).toEqual([expect.objectContaining({ option: 'definite' })]);
  });

  it('when the first is withdrawn, the oldest overlapping second is promoted unless another live first overlaps it', async () => {
    // `wide` spans days 310–311; the first options hold one day each; `late` is a second on day 310 only.
    const onDay310 = await optionOn(310, 'first');
    const onDay311 = await optionOn(311, 'first');
    const wide = await optionOn(310, 'second', { dates: spanning(310) });
    const late = await optionOn(310, 'second', { accept: false });

    // Day 310's first withdrawn: `wide` still overlaps day 311's first, so `late` (on day 310 only) goes first.
    expectOk(await put(onDay310.r, 'withdraw', { id: onDay310.projectId }), projectMoved);
    expect(await liveHolds(wide.projectId)).toEqual([expect.objectContaining({ option: 'second' })]);
    expect(await liveHolds(late.projectId)).toEqual([expect.objectContaining({ option: 'first' })]);
    expect(await lastMove(late.projectId)).toMatchObject({ action: 'promoteOption', fromProcess: 'intention', toStatus: 'offered' });
    expect((await lettersOf(late.r))[0].title).toBe(titleOf('promoteOption'));
    expect(await lastMove(wide.projectId)).toMatchObject({ action: 'accept' });

    // Both firsts gone (one rejected by the hall, one withdrawn): `wide` is promoted.
    expectOk(await reject(onDay311.projectId, '档期调整'), projectMoved);
    expect(await liveHolds(wide.projectId)).toEqual([expect.objectContaining({ option: 'second' })]);
    expectOk(await put(late.r, 'withdraw', { id: late.projectId }), projectMoved);
    expect(await liveHolds(wide.projectId)).toEqual([expect.objectContaining({ option: 'first' })]);
    expect((await lettersOf(wide.r))[0].enTitle).toBe(titleOf('promoteOption', 'en-US'));
  });

  it('a second option meeting a definite booking is not promoted: it could never become definite', async () => {
    const first = await optionOn(315, 'first');
    const paying = await optionOn(316, 'first');
    const wide = await optionOn(315, 'second', { dates: spanning(315) });
    // Day 316 made definite by its deposit order (the renter at the cashier).
    expectOk(await put(paying.r, 'pay', { id: paying.projectId, channel: 'alipay_page' }), payStart);
    expectOk(await put(first.r, 'withdraw', { id: first.projectId }), projectMoved);
    expect(await liveHolds(wide.projectId)).toEqual([expect.objectContaining({ option: 'second' })]);
    expect(await lastMove(wide.projectId)).toMatchObject({ action: 'accept' });
  });
});

describe('an offer on dates a definite booking holds', () => {
  it('is refused when made, naming the dates taken; the console reads the hall’s holds around the dates', async () => {
    const booked = await optionOn(320, 'first');
    expectOk(await put(booked.r, 'pay', { id: booked.projectId, channel: 'alipay_page' }), payStart);
    const nearby = await optionOn(323, 'second', { accept: false });
    const r = await newRenter(hall.db);
    const { projectId } = await submittedConsultation(hall.app, r, 320, smallHall);
    const dates = eventDates(320);
    const taken = { from: formatDayTime(dates.setupStart), to: formatDayTime(dates.teardownEnd) };

    for (const option of ['first', 'second'] as const)
      expectError(
        await offer(projectId, offerFor(320, option, smallHall)),
        Code.badRequest,
        400,
        errorText('rentalDatesBooked', 'zh-CN', taken),
      );
    expect(await liveHolds(projectId)).toEqual([]);
    expect((await stepOf(r, projectId, 'consultation')).project).toMatchObject({ process: 'consultation', status: 'submitted' });
    // Another hall on the same dates is free.
    expectOk(await offer(projectId, offerFor(320, 'first', mainHall)), projectMoved);

    const around = { hallId: smallHall, from: eventDates(318).setupStart, to: eventDates(324).teardownEnd };
    const calendar = `/api/staff/rental/holds?${new URLSearchParams({ ...around, hallId: String(smallHall) })}`;
    const holds = expectOk(await staffCall(hall.app, 'GET', calendar, { token: staff.token }), z.array(hallCalendarHold));
    const mine = holds.filter((h) => [booked.projectId, nearby.projectId, projectId].includes(h.projectId));
    expect(mine).toEqual([
      expect.objectContaining({ projectId: booked.projectId, projectName: '新品发布会', option: 'definite', expiresAt: null }),
      expect.objectContaining({ projectId: nearby.projectId, option: 'second', expiresAt: expect.any(String) }),
    ]);
    expect(mine[0]).toMatchObject({
      startsAt: new Date(dates.setupStart).toISOString(),
      endsAt: new Date(dates.teardownEnd).toISOString(),
    });
    expect((await staffCall(hall.app, 'GET', calendar, { token: boxOffice.token })).status).toBe(403);
  });
});

describe('the loser of a deposit race', () => {
  it('is told by letter when the winner’s deposit is paid; the staff offer other dates, replacing its hold, and it pays', async () => {
    const winner = await optionOn(330, 'second');
    const loser = await optionOn(330, 'second');
    expectOk(await put(winner.r, 'pay', { id: winner.projectId, channel: 'alipay_page' }), payStart);
    expectError(
      await put(loser.r, 'pay', { id: loser.projectId, channel: 'alipay_page' }),
      Code.badRequest,
      400,
      errorText('rentalHoldTaken'),
    );
    const before = (await lettersOf(loser.r)).length;
    const [line] = await hall.db.select().from(projectPayments).where(eq(projectPayments.projectId, winner.projectId));
    const [order] = await hall.db.select().from(orders).where(eq(orders.id, line.orderId!));
    const [trade] = await hall.db.select().from(sandboxTrades).where(eq(sandboxTrades.orderNo, order.orderNo));
    await hall.app.inject({ method: 'POST', url: `/api/dev/cashier/${trade.tradeNo}/pay` });

    const letters = await lettersOf(loser.r);
    expect(letters).toHaveLength(before + 1);
    expect(letters[0].title).toBe(titleOf('datesTaken'));
    expect(letters[0].enBody).toContain(messagesFor('en-US').letters.project.moves.datesTaken.next);
    expect(await lastMove(loser.projectId)).toMatchObject({
      action: 'datesTaken',
      party: 'system',
      toProcess: 'deposit',
      toStatus: 'draft',
    });
    expect(await liveHolds(loser.projectId)).toEqual([]);

    // The staff offer other dates from where the loser stands, with a new deposit.
    const moved = expectOk(await offer(loser.projectId, { ...offerFor(332, 'first', smallHall), depositFen: 1_500_000 }), projectMoved);
    expect(moved).toMatchObject({ from: { process: 'deposit', status: 'draft' }, to: { process: 'intention', status: 'offered' } });
    expect(await liveHolds(loser.projectId)).toEqual([
      expect.objectContaining({ option: 'first', startsAt: new Date(eventDates(332).setupStart) }),
    ]);
    expect((await lettersOf(loser.r))[0].title).toBe(titleOf('reoffer'));
    expectOk(await put(loser.r, 'accept', { id: loser.projectId }), projectMoved);
    expect((await stepOf(loser.r, loser.projectId, 'deposit')).payments).toEqual([
      expect.objectContaining({ kind: 'deposit', amountFen: 1_500_000, paidAt: null }),
    ]);
    await payAtCashier(loser.r, loser.projectId);
    expect((await stepOf(loser.r, loser.projectId, 'contract')).project).toMatchObject({ process: 'contract', status: 'submitted' });
  });

  it('or the staff decline it where it stands; an offer over a deposit being paid is refused', async () => {
    const loser = await optionOn(340, 'second');
    expectOk(await reject(loser.projectId, '档期已被确定预订'), projectMoved);
    expect((await stepOf(loser.r, loser.projectId, 'deposit')).project).toMatchObject({ process: 'deposit', status: 'rejected' });
    expect(await liveHolds(loser.projectId)).toEqual([]);
    expect((await lettersOf(loser.r))[0].body).toContain('档期已被确定预订');

    const paying = await optionOn(342, 'first');
    expectOk(await put(paying.r, 'pay', { id: paying.projectId, channel: 'alipay_page' }), payStart);
    expectError(await offer(paying.projectId, offerFor(343, 'first', smallHall)), Code.badRequest, 400, errorText('rentalDepositPaying'));
    expect(await liveHolds(paying.projectId)).toEqual([expect.objectContaining({ option: 'definite' })]);
  });
});
