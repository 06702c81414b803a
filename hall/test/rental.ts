// Helpers of the venue-rental tests: renters, a consultation filled in whole, files sent as the site sends them.
import type { FastifyInstance } from 'fastify';
import { eq } from 'drizzle-orm';
import type { Db } from '../db/client';
import { enterpriseUsers, halls } from '../db/schema';
import { issueToken } from '../services/accounts/access-tokens';
import { projectFileView, projectSaved } from '@/lib/contract/rental';
import { expectOk } from './expect';
import type { Answer } from './harness';
import { call, freshPhone } from './members';

export type Renter = { id: number; token: string };

/** A venue-rental account of its own company, logged in. */
export async function newRenter(db: Db, companyName = '测试文化传播有限公司'): Promise<Renter> {
  const [row] = await db
    .insert(enterpriseUsers)
    .values({ phone: freshPhone(), passwordHash: 'x', companyName })
    .returning({ id: enterpriseUsers.id });
  return { id: row.id, token: (await issueToken(db, { enterpriseUserId: row.id })).token };
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
export async function submittedConsultation(app: FastifyInstance, r: Renter, days: number, hallId: number) {
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
    ticketed: false,
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
