// Venue rental's calls answer exactly what their contract says, on the staff's side and the renter's: each answer read
// with the call's own schema comes back unchanged (no field the schema would drop, none it lacks), so the console's
// and the site's test builds, which parse every answer, read what the hall sends; the files come back as bytes.
import { enterpriseAccountCalls } from '@/lib/contract/account-calls';
import { callHref, type CallDescription, type CallInput, type UploadDescription } from '@/lib/contract/call';
import { renterCalls } from '@/lib/contract/rental-calls';
import { staffRentalCalls as rental } from '@/lib/contract/staff-rental-calls';
import { exactAnswer, exactAsAccount, exactAsStaff } from '../../test/exact-answers';
import { startHall, type Hall } from '../../test/harness';
import {
  eventDates,
  hallIdOf,
  newRenter,
  offerFor,
  paidProject,
  PDF,
  performanceOf,
  PNG,
  signingCode,
  submittedConsultation,
  type Renter,
} from '../../test/rental';
import { newStaff, type TestStaff } from '../../test/staff';

let hall: Hall;
let staff: TestStaff;
let smallHall: number;
beforeAll(async () => {
  hall = await startHall();
  staff = await newStaff(hall.app, hall.db, ['rental']);
  smallHall = await hallIdOf(hall.db, 'small');
}, 60_000);
afterAll(() => hall?.close());

/** A rental staff member's call. */
const asStaff = <C extends CallDescription>(c: C, input: CallInput<C>) => exactAsStaff(hall.app, staff.token, c, input);

/** The renter's call. */
const asRenter = <C extends CallDescription>(r: Renter, c: C, input: CallInput<C>) => exactAsAccount(hall.app, r.token, c, input);

/** A file sent as the body, the way the site's picker sends it (with its key when given). */
async function upload<U extends UploadDescription>(u: U, url: string, file: { type: string; body: Buffer }, who: Record<string, string>) {
  const headers = { ...who, 'content-type': file.type, 'x-forwarded-for': '10.9.8.7' };
  const res = await hall.app.inject({ method: 'POST', url, payload: file.body, headers });
  return exactAnswer(u, { status: res.statusCode, body: res.json(), headers: res.headers });
}

/** A download: the bytes, not an envelope. */
async function download(url: string, who: Record<string, string>) {
  const res = await hall.app.inject({ method: 'GET', url, headers: who });
  expect(res.statusCode).toBe(200);
  return res;
}

it('the board, a project, the calendar, an offer, a declined project, the deposit’s receipt and the contract', async () => {
  const r = await newRenter(hall.db);
  const days = 320;
  const { projectId } = await submittedConsultation(hall.app, r, days, smallHall);
  await asStaff(rental.offer, { params: { id: projectId }, body: offerFor(days, 'first', smallHall) });
  await asStaff(rental.board, { query: {} });
  await asStaff(rental.board, { query: { ended: '1' } });
  const d = eventDates(days);
  const holds = await asStaff(rental.holds, { query: { hallId: smallHall, from: d.setupStart, to: d.teardownEnd } });
  expect(holds.map((h) => h.projectId)).toContain(projectId);

  const other = await submittedConsultation(hall.app, await newRenter(hall.db), days + 1, smallHall);
  await asStaff(rental.reject, { params: { id: other.projectId }, body: { note: '档期已满' } });

  await asRenter(r, renterCalls.accept, { body: { id: projectId } });
  const receiptUrl = callHref(renterCalls.uploadFile, { query: { projectId, kind: 'receipt', name: 'receipt.pdf' } });
  const receipt = await upload(renterCalls.uploadFile, receiptUrl, { type: 'application/pdf', body: PDF }, { access_token: r.token });
  await asRenter(r, renterCalls.sendReceipt, { body: { id: projectId, fileId: receipt.id } });
  await asStaff(rental.decideReceipt, { params: { id: projectId }, body: { found: true } });

  // A contract version, and the same upload sent again with its key: the retry answers the version stored first.
  const contractUrl = callHref(rental.uploadContract, { params: { id: projectId }, query: { name: '合同.pdf' } });
  const keyed = { staff_token: staff.token, 'idempotency-key': 'contract-answer-key-1' };
  const first = await upload(rental.uploadContract, contractUrl, { type: 'application/pdf', body: PDF }, keyed);
  const again = await upload(rental.uploadContract, contractUrl, { type: 'application/pdf', body: PDF }, keyed);
  expect(again.file).toEqual(first.file);
  const code = await signingCode(hall.app, hall.db, r);
  await asRenter(r, renterCalls.sign, { body: { id: projectId, fileId: first.file.id, name: '王经理', code } });
  const instalments = [{ amountFen: 6_000_000, dueAt: new Date(Date.now() + 10 * 86_400_000).toISOString() }];
  await asStaff(rental.countersign, { params: { id: projectId }, body: { name: '陈主任', instalments } });

  const project = await asStaff(rental.project, { params: { id: projectId } });
  expect(project.files.map((f) => f.kind)).toEqual(['proposal', 'receipt', 'contract']);
  const renterFile = await download(callHref(renterCalls.file, { query: { id: first.file.id, inline: '1' } }), { access_token: r.token });
  expect(renterFile.headers['content-disposition']).toMatch(/^inline;/);
  expect((await download(callHref(rental.file, { params: { id: receipt.id } }), { staff_token: staff.token })).rawPayload).toEqual(PDF);
});

it('ticketing sent back and approved', async () => {
  const r = await newRenter(hall.db);
  const days = 330;
  const projectId = await paidProject(hall.app, hall.db, staff, r, days, smallHall, true);
  const posterUrl = callHref(renterCalls.uploadFile, { query: { projectId, kind: 'poster', name: 'poster.png' } });
  const poster = await upload(renterCalls.uploadFile, posterUrl, PNG, { access_token: r.token });
  await asRenter(r, renterCalls.submitTicketing, { body: performanceOf(projectId, days, poster.id) });
  await asStaff(rental.returnTicketing, { params: { id: projectId }, body: { note: '请补全英文名称' } });
  await asRenter(r, renterCalls.submitTicketing, { body: performanceOf(projectId, days, poster.id) });
  await asStaff(rental.approveTicketing, { params: { id: projectId }, body: {} });
});

it('coordination, the schedule, the statement and the settlement; the company’s own calls', async () => {
  const r = await newRenter(hall.db);
  const days = 340;
  const projectId = await paidProject(hall.app, hall.db, staff, r, days, smallHall, false);
  const riderUrl = callHref(rental.uploadFile, { params: { id: projectId }, query: { kind: 'rider', name: '技术附加条款.pdf' } });
  await upload(rental.uploadFile, riderUrl, { type: 'application/pdf', body: PDF }, { staff_token: staff.token });
  await asRenter(r, renterCalls.requestAdjustment, { body: { id: projectId, kind: 'change', request: '提前一小时进场' } });
  await asStaff(rental.answerAdjustment, { params: { id: projectId }, body: { accepted: true, answer: '可以' } });
  await asStaff(rental.closeCoordination, { params: { id: projectId }, body: {} });
  const d = eventDates(days);
  const items = [{ kind: 'show' as const, startsAt: d.eventStart, endsAt: d.eventEnd, note: '' }];
  await asStaff(rental.setSchedule, { params: { id: projectId }, body: { items } });
  await asRenter(r, renterCalls.confirmSchedule, { body: { id: projectId } });
  await asStaff(rental.issueStatement, {
    params: { id: projectId },
    body: { extras: [{ name: '加时费', amountFen: 50_000 }], hallSharePercent: 10 },
  });
  await asRenter(r, renterCalls.answerStatement, { body: { id: projectId, confirmed: true } });
  await asStaff(rental.settle, { params: { id: projectId }, body: {} });
  for (const [url, who] of [
    [callHref(rental.statementPdf, { params: { id: projectId } }), { staff_token: staff.token }],
    [callHref(renterCalls.statementPdf, { query: { id: projectId } }), { access_token: r.token }],
  ] as const)
    expect((await download(url, who)).headers['content-type']).toBe('application/pdf');

  const detail = await asRenter(r, enterpriseAccountCalls.detail, {});
  const company = { companyName: '新名字文化有限公司', creditCode: '91310115MA1K4B2C3J', contactName: '李经理', email: 'li@example.com' };
  expect(await asRenter(r, enterpriseAccountCalls.update, { body: company })).toEqual({ ...detail, ...company, address: null });
});
