// Limits hold across hall API instances: two Fastify apps on one PostgreSQL database, requests racing between them.
// PGlite runs one transaction at a time, so a race cannot even happen there: this file runs on the pg driver
// only (npm test runs it in its PostgreSQL pass) and says so when it is skipped.
import type { FastifyInstance } from 'fastify';
import { eq } from 'drizzle-orm';
import { Code, SubCode } from '@/lib/contract/codes';
import { members, smsOutbox, verificationCodes } from '../../db/schema';
import { latestCode, loginBody, memberCode, send, slideTicket } from '../../test/accounts';
import type { Hall } from '../../test/harness';
import { raceSuite, twoInstances } from '../../test/race';

const pgOnly = raceSuite('shared-limits', 'with two hall API instances');

pgOnly('limits shared by two hall API instances', () => {
  const race = twoInstances();
  let hall: Hall;
  let a: FastifyInstance;
  let b: FastifyInstance;
  beforeAll(async () => {
    hall = race.hall;
    [a, b] = race.apps(2);
  });

  const sendCodeVia = (app: FastifyInstance, phone: string, ticket: string) =>
    send(app, 'POST', '/api/common/send_code', { phone, codeType: 'REGISTER', ticket });
  const loginVia = async (app: FastifyInstance, phone: string, password: string, type: 'CODE' | 'PASSWORD' = 'PASSWORD') =>
    send(app, 'POST', '/api/member/login', loginBody(phone, password, { type, ticket: await slideTicket(app, hall.db) }));
  const tally = (answers: { body: { code: number; subCode?: unknown } }[]) => {
    const counts: Record<string, number> = {};
    for (const { body } of answers) {
      const key = body.code === 20000 ? 'ok' : String(body.subCode);
      counts[key] = (counts[key] ?? 0) + 1;
    }
    return counts;
  };

  it('one code a minute: a second send_code on the other instance is codeTooSoon', async () => {
    const phone = '13600001001';
    expect((await sendCodeVia(a, phone, await slideTicket(a, hall.db))).body.code).toBe(20000);
    const res = await sendCodeVia(b, phone, await slideTicket(b, hall.db));
    expect(res.body).toMatchObject({ code: Code.tooMany, subCode: SubCode.codeTooSoon });
  });

  it('20 concurrent send_code calls for one phone across both instances: exactly one success', async () => {
    const phone = '13600001002';
    const apps = Array.from({ length: 20 }, (_, i) => (i % 2 ? b : a));
    const tickets = await Promise.all(apps.map((app) => slideTicket(app, hall.db)));
    const answers = await Promise.all(apps.map((app, i) => sendCodeVia(app, phone, tickets[i])));
    expect(tally(answers)).toEqual({ ok: 1, [SubCode.codeTooSoon]: 19 });
    expect(await hall.db.select().from(verificationCodes).where(eq(verificationCodes.phone, phone))).toHaveLength(1);
    expect(await hall.db.select().from(smsOutbox).where(eq(smsOutbox.phone, phone))).toHaveLength(1);
  });

  it('a slide ticket raced on both instances is spent exactly once', async () => {
    const ticket = await slideTicket(a, hall.db);
    const answers = await Promise.all(
      Array.from({ length: 10 }, (_, i) => sendCodeVia(i % 2 ? b : a, `136000020${String(i).padStart(2, '0')}`, ticket)),
    );
    expect(tally(answers)).toEqual({ ok: 1, [SubCode.slideRequired]: 9 });
  });

  it('the lockout holds across instances: five wrong tries split between them lock both', async () => {
    const phone = '13800000002';
    for (let i = 0; i < 4; i++) expect((await loginVia(i % 2 ? b : a, phone, 'Wrong12345')).body.subCode).toBe(SubCode.wrongPassword);
    expect((await loginVia(b, phone, 'Wrong12345')).body.subCode).toBe(SubCode.locked);
    expect((await loginVia(a, phone, 'Concert2026')).body.subCode).toBe(SubCode.locked);
    expect((await loginVia(b, phone, 'Concert2026')).body.subCode).toBe(SubCode.locked);
  });

  it('ten concurrent wrong passwords on both instances are all counted: four 2005, then locked', async () => {
    const phone = '13800000003';
    const answers = await Promise.all(Array.from({ length: 10 }, (_, i) => loginVia(i % 2 ? b : a, phone, 'Wrong12345')));
    expect(tally(answers)).toEqual({ [SubCode.wrongPassword]: 4, [SubCode.locked]: 6 });
    const [row] = await hall.db.select().from(members).where(eq(members.phone, phone));
    expect(row.lockedUntil!.getTime()).toBeGreaterThan(Date.now() + 29 * 60_000);
  });

  it('a LOGIN code raced on both instances logs in exactly once', async () => {
    const phone = '13800000001';
    const code = await memberCode(a, hall.db, phone, 'LOGIN');
    expect(await latestCode(b, phone)).toBe(code);
    const answers = await Promise.all(Array.from({ length: 8 }, (_, i) => loginVia(i % 2 ? b : a, phone, code, 'CODE')));
    expect(tally(answers)).toEqual({ ok: 1, null: 7 });
    expect(answers.filter((r) => r.body.code !== 20000).every((r) => r.body.code === Code.badRequest)).toBe(true);
  });
});
