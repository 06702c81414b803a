// Helpers of the venue-rental tests: renters, a consultation filled in whole, files sent as the site sends them.
import type { FastifyInstance } from 'fastify';
import { and, eq } from 'drizzle-orm';
import type { Db } from '../db/client';
import { enterpriseUsers, halls, projectPayments } from '../db/schema';
import { issueToken } from '../services/accounts/access-tokens';
import { projectFileView, projectSaved } from '@/lib/contract/rental';
import { expectOk } from './expect';
import type { Answer } from './harness';
import { call, freshPhone } from './members';
import { anyAddress, latestCode, slideTicket } from './accounts';
import { LIMITS, release } from '../services/accounts/rate-limit';

export type Renter = { id: number; token: string; phone: string };

/** A venue-rental account of its own company, logged in. */
export async function newRenter(db: Db, companyName = '测试文化传播有限公司'): Promise<Renter> {
  const phone = freshPhone();
  const [row] = await db.insert(enterpriseUsers).values({ phone, passwordHash: 'x', companyName }).returning({ id: enterpriseUsers.id });
  return { id: row.id, phone, token: (await issueToken(db, { enterpriseUserId: row.id })).token };
}

export async function hallIdOf(db: Db, code: string) {
  const [row] = await db.select({ id: halls.id }).from(halls).where(eq(halls.code, code));
  return row.id;
}

/** A small, real PDF (what %PDF- files start with, and an end). */
export const PDF = Buffer.from('%PDF-1.4\n1 0 obj <<>> endobj\ntrailer <<>>\n%%EOF\n', 'latin1');

/** A file sent as the body, the way the site uploads one. */
export async function sendFile(
  app: FastifyInstance,
  url: string,
  file: { type: string; body: Buffer },
  headers: Record<string, string>,
): Promise<Answer> {
  const res = await app.inject({ method: 'POST', url, payload: file.body, headers: { ...headers, 'content-type': file.type } });
  return { status: res.statusCode, body: res.json(), headers: res.headers };
}

/** The event `days` from now, in the hall's time: set-up at 09:00, the event 19:30–21:30, tear-down until 23:30. */
export function eventDates(days: number) {
  const day = new Date(Date.now() + days * 86_400_000).toISOString().slice(0, 10);
  const at = (time: string) => `${day}T${time}:00+08:00`;
  return { setupStart: at('09:00'), eventStart: at('19:30'), eventEnd: at('21:30'), teardownEnd: at('23:30') };
}

/** A consultation drafted, its proposal uploaded and submitted whole, for `days` from now in `hallId`. */
export async function submittedConsultation(app: FastifyInstance, r: Renter, days: number, hallId: number, ticketed = false) {
  const post = (url: string, body: object) => call(app, 'POST', url, { token: r.token, body });
  const d = expectOk(await post('/api/enterpriseprojectrent/temp_bookingintention', { name: '新品发布会', hallId }), projectSaved);
  const url = `/api/enterpriseprojectrent/file?projectId=${d.projectId}&kind=proposal&name=proposal.pdf`;
  const file = expectOk(await sendFile(app, url, { type: 'application/pdf', body: PDF }, { access_token: r.token }), projectFileView);
  const whole = {
    projectId: d.projectId,
    name: '新品发布会',
    hallId,
    ...eventDates(days),
    eventType: 'launch',
    expectedAudience: 300,
    ticketed,
    technicalNeeds: '投影与无线话筒',
    proposalFileId: file.id,
    noticeAccepted: true,
  };
  expectOk(await post('/api/enterpriseprojectrent/bookingintention', whole), projectSaved);
  return { projectId: d.projectId, fileId: file.id, whole };
}

/** The rental staff's offer for an event `days` from now: quote, deposit, hold until `expiresInMs` from now. */
export function offerFor(days: number, option: 'first' | 'second', hallId: number, expiresInMs = 3 * 86_400_000) {
  const dates = eventDates(days);
  return {
    hallId,
    startsAt: dates.setupStart,
    endsAt: dates.teardownEnd,
    option,
    expiresAt: new Date(Date.now() + expiresInMs).toISOString(),
    quoteFen: 8_000_000,
    depositFen: 2_000_000,
    note: '含基础灯光音响',
  };
}

type StaffToken = { token: string };
const staffPost = (app: FastifyInstance, staff: StaffToken, url: string, body: object) =>
  app.inject({ method: 'POST', url, payload: body, headers: { staff_token: staff.token, 'x-forwarded-for': '10.9.8.7' } });

/**
 * A new renter's project for `days` from now in `hallId` taken to its contract: offered a first option, accepted,
 * the deposit paid by transfer and confirmed by `staff` (a rental staff member).
 */
export async function projectAtContract(
  app: FastifyInstance,
  staff: StaffToken,
  r: Renter,
  days: number,
  hallId: number,
  ticketed = false,
) {
  const { projectId } = await submittedConsultation(app, r, days, hallId, ticketed);
  await staffPost(app, staff, `/api/staff/rental/projects/${projectId}/offer`, offerFor(days, 'first', hallId));
  await call(app, 'PUT', '/api/enterpriseprojectrent/accept', { token: r.token, body: { id: projectId } });
  const url = `/api/enterpriseprojectrent/file?projectId=${projectId}&kind=receipt&name=receipt.pdf`;
  const receipt = expectOk(await sendFile(app, url, { type: 'application/pdf', body: PDF }, { access_token: r.token }), projectFileView);
  await call(app, 'PUT', '/api/enterpriseprojectrent/receipt', { token: r.token, body: { id: projectId, fileId: receipt.id } });
  const found = await staffPost(app, staff, `/api/staff/rental/projects/${projectId}/receipt`, { found: true });
  if (found.json().code !== 20000) throw new Error(`deposit not confirmed: ${found.body}`);
  return projectId;
}

/** A contract version uploaded by `staff` (a PDF whose bytes name it, so each version has its own hash). */
export async function uploadContractVersion(app: FastifyInstance, staff: StaffToken, projectId: number, version: number) {
  const pdf = Buffer.from(`%PDF-1.4\n% contract version ${version}\n%%EOF\n`, 'latin1');
  const res = await app.inject({
    method: 'POST',
    url: `/api/staff/rental/projects/${projectId}/contract?name=${encodeURIComponent(`合同第${version}版.pdf`)}`,
    payload: pdf,
    headers: { staff_token: staff.token, 'content-type': 'application/pdf', 'x-forwarded-for': '10.9.8.7' },
  });
  const body = res.json();
  if (body.code !== 20000) throw new Error(`contract version not uploaded: ${res.body}`);
  return body.data.file.id as number;
}

/** A signing code texted to the renter's phone (the sandbox's outbox). */
export async function signingCode(app: FastifyInstance, db: Db, r: Renter): Promise<string> {
  // As if the minute between two codes to one phone had passed.
  await release(db, LIMITS.codePerPhone, r.phone);
  const ticket = await slideTicket(app, db, 'enterprise');
  const sent = await call(app, 'POST', '/api/enterpriseuser/send_code', {
    token: r.token,
    body: { phone: r.phone, codeType: 'SIGN', ticket },
    headers: { 'x-forwarded-for': anyAddress() },
  });
  if (sent.body.code !== 20000) throw new Error(`no signing code: ${JSON.stringify(sent.body)}`);
  return latestCode(app, r.phone);
}

/** The balance of offerFor's quote after its deposit, in one instalment. */
const BALANCE_FEN = 6_000_000;

/**
 * A new renter's project with its contract signed (version 1) and countersigned with one instalment of the
 * balance, due in 10 days and not yet paid: at the contract payment. Answers the project and the instalment.
 */
export async function countersignedProject(
  app: FastifyInstance,
  db: Db,
  staff: StaffToken,
  r: Renter,
  days: number,
  hallId: number,
  ticketed = false,
) {
  const projectId = await projectAtContract(app, staff, r, days, hallId, ticketed);
  const version = await uploadContractVersion(app, staff, projectId, 1);
  const code = await signingCode(app, db, r);
  await call(app, 'PUT', '/api/enterpriseprojectrent/protocolsign', {
    token: r.token,
    body: { id: projectId, fileId: version, name: '王经理', code },
  });
  const dueAt = new Date(Date.now() + 10 * 86_400_000).toISOString();
  await staffPost(app, staff, `/api/staff/rental/projects/${projectId}/countersign`, {
    name: '陈主任',
    instalments: [{ amountFen: BALANCE_FEN, dueAt }],
  });
  const [payment] = await db
    .select({ id: projectPayments.id })
    .from(projectPayments)
    .where(and(eq(projectPayments.projectId, projectId), eq(projectPayments.kind, 'instalment')));
  return { projectId, instalmentId: payment.id };
}

/**
 * A new renter's project taken through its contract (version 1 signed, countersigned, its one instalment paid
 * at the sandbox cashier): at ticketing when `ticketed`, else at coordination.
 */
export async function paidProject(
  app: FastifyInstance,
  db: Db,
  staff: StaffToken,
  r: Renter,
  days: number,
  hallId: number,
  ticketed: boolean,
) {
  const { projectId, instalmentId } = await countersignedProject(app, db, staff, r, days, hallId, ticketed);
  const started = await call(app, 'PUT', '/api/enterpriseprojectrent/protocolpay', {
    token: r.token,
    body: { id: projectId, paymentId: instalmentId, channel: 'alipay_page' },
  });
  if (started.body.code !== 20000) throw new Error(`instalment not opened: ${JSON.stringify(started.body)}`);
  await app.inject({ method: 'POST', url: `/api/dev/cashier/${started.body.data.url.split('/').pop()}/pay` });
  return projectId;
}

/** The smallest PNG: one transparent pixel. */
export const PNG = {
  type: 'image/png',
  body: Buffer.from('iVBORw0KGgoAAAANSUhEUgAAAAEAAAABCAQAAAC1HAwCAAAAC0lEQVR42mNkYAAAAAYAAjCB0C8AAAAASUVORK5CYII=', 'base64'),
};

/** The performance data of an event `days` from now: two classes, one session in the booking's evening. */
export function performanceOf(projectId: number, days: number, posterFileId: number, genreId = 1) {
  const { eventStart, eventEnd } = eventDates(days);
  return {
    id: projectId,
    mainTitle: '星空下的协奏',
    enMainTitle: 'Concertos under the Stars',
    intro: '一晚协奏曲。\n\n两位独奏家。',
    enIntro: 'An evening of concertos.',
    genreId,
    posterFileId,
    realName: false,
    saleStartAt: new Date(Date.now() - 60_000).toISOString(),
    sessions: [{ startTime: eventStart, endTime: eventEnd }],
    classes: [
      { name: '乙等', enName: 'B', priceFen: 18_000, seats: 40 },
      { name: '甲等', enName: 'A', priceFen: 38_000, seats: 20 },
    ],
  };
}

/** A ticketed project with its performance data submitted for the hall to approve. */
export async function submittedTicketing(app: FastifyInstance, db: Db, staff: StaffToken, r: Renter, days: number, hallId: number) {
  const projectId = await paidProject(app, db, staff, r, days, hallId, true);
  const url = `/api/enterpriseprojectrent/file?projectId=${projectId}&kind=poster&name=poster.png`;
  const poster = expectOk(await sendFile(app, url, PNG, { access_token: r.token }), projectFileView);
  const sent = await call(app, 'PUT', '/api/enterpriseprojectrent/ticket', {
    token: r.token,
    body: performanceOf(projectId, days, poster.id),
  });
  if (sent.body.code !== 20000) throw new Error(`ticketing not submitted: ${JSON.stringify(sent.body)}`);
  return projectId;
}

/** An unticketed project past coordination and its schedule (one show, confirmed): the hall's statement is next. */
export async function projectAtSettlement(app: FastifyInstance, db: Db, staff: StaffToken, r: Renter, days: number, hallId: number) {
  const projectId = await paidProject(app, db, staff, r, days, hallId, false);
  await staffPost(app, staff, `/api/staff/rental/projects/${projectId}/coordination/close`, {});
  const { eventStart, eventEnd } = eventDates(days);
  const items = [{ kind: 'show', startsAt: eventStart, endsAt: eventEnd, note: '' }];
  await staffPost(app, staff, `/api/staff/rental/projects/${projectId}/schedule`, { items });
  const confirmed = await call(app, 'PUT', '/api/enterpriseprojectrent/schedule', { token: r.token, body: { id: projectId } });
  if (confirmed.body.code !== 20000) throw new Error(`schedule not confirmed: ${JSON.stringify(confirmed.body)}`);
  return projectId;
}
