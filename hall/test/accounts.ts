// Helpers of the accounts tests: writes as the BFF sends them, a solved slide puzzle, the sandbox's last code, signed logins.
import type { FastifyInstance } from 'fastify';
import { eq } from 'drizzle-orm';
import { loginResult } from '@/lib/contract/member';
import { slideChallenge, slideVerifyResult } from '@/lib/contract/slide';
import { DEV_SIGN_SECRET, signOf } from '@/lib/sign';
import type { Db } from '../db/client';
import { slideChallenges } from '../db/schema';
import type { Answer } from './harness';
import { expectOk } from './expect';

type Method = 'POST' | 'PUT' | 'GET';

let lastOctet = 0;
/** A fresh client address each call, so per-address limits only bite in the tests about them. */
export const anyAddress = () => `10.${(lastOctet >> 16) & 255}.${(lastOctet >> 8) & 255}.${lastOctet++ & 255}`;

/** A request as the BFF forwards it: JSON body, `x-forwarded-for` (a fresh address unless given), optional token. */
export async function send<T = any>(
  app: FastifyInstance,
  method: Method,
  url: string,
  payload?: object,
  headers: Record<string, string> = {},
): Promise<Answer<T>> {
  const res = await app.inject({ method, url, payload, headers: { 'x-forwarded-for': anyAddress(), ...headers } });
  return { status: res.statusCode, body: res.json(), headers: res.headers };
}

/** Solves the puzzle through the real calls, reading the hole's x where only the hall API can: its table. */
export async function slideTicket(app: FastifyInstance, db: Db, kind: 'personal' | 'enterprise' = 'personal'): Promise<string> {
  const challenge = expectOk(await send(app, 'GET', `/api/common/slide_challenge?kind=${kind}`), slideChallenge);
  const [row] = await db.select({ x: slideChallenges.offsetX }).from(slideChallenges).where(eq(slideChallenges.id, challenge.id));
  const res = await send(app, 'POST', '/api/common/slide_verify', { id: challenge.id, x: row.x + 3, durationMs: 800 });
  return expectOk(res, slideVerifyResult).ticket;
}

/** The code the SMS sandbox last "sent" to the phone, through the development call. */
export async function latestCode(app: FastifyInstance, phone: string): Promise<string> {
  const res = await send<{ code: string }>(app, 'GET', `/api/dev/sms_outbox?phone=${phone}`);
  if (res.body.code !== 20000) throw new Error(`no SMS for ${phone}: ${JSON.stringify(res.body)}`);
  return res.body.data.code;
}

/** Asks for a member code (with its own puzzle) and returns it. */
export async function memberCode(app: FastifyInstance, db: Db, phone: string, codeType: string, headers: Record<string, string> = {}) {
  const res = await send(app, 'POST', '/api/common/send_code', { phone, codeType, ticket: await slideTicket(app, db) }, headers);
  if (res.body.code !== 20000) throw new Error(`send_code ${codeType} ${phone}: ${JSON.stringify(res.body)}`);
  return latestCode(app, phone);
}

/** A login body signed as the BFF signs it. */
export function loginBody(phone: string, password: string, extra: { type?: 'CODE' | 'PASSWORD'; ticket?: string } = {}) {
  const body = { phone, type: extra.type ?? 'PASSWORD', password, ticket: extra.ticket };
  return { ...body, sign: signOf('login', body, DEV_SIGN_SECRET) };
}

export function registerBody(phone: string, code: string, password: string) {
  return { phone, code, password, sign: signOf('register', { phone, code, password }, DEV_SIGN_SECRET) };
}

/** Logs a member in by password and returns the token. */
export async function memberToken(app: FastifyInstance, db: Db, phone: string, password: string): Promise<string> {
  const body = loginBody(phone, password, { ticket: await slideTicket(app, db) });
  return expectOk(await send(app, 'POST', '/api/member/login', body), loginResult).token;
}

/** Logs a venue-rental user in and returns the token. */
export async function enterpriseToken(app: FastifyInstance, db: Db, phone: string, password: string): Promise<string> {
  const body = { phone, type: 'PASSWORD', password, ticket: await slideTicket(app, db, 'enterprise') };
  return expectOk(await send(app, 'POST', '/api/enterpriseuser/login', body), loginResult).token;
}
