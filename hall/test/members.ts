// Helpers of the membership-center tests: members made straight in the database with a token, codes as the
// verification-code service stores them, every call as the BFF forwards it, and the §6 guard of a member call.
import type { FastifyInstance } from 'fastify';
import { eq } from 'drizzle-orm';
import { Code, SubCode } from '@/lib/contract/codes';
import type { CodeType } from '@/lib/contract/member';
import { DEV_SIGN_SECRET } from '@/lib/sign';
import type { Db } from '../db/client';
import { enterpriseUsers, members } from '../db/schema';
import { issueToken } from '../services/accounts/access-tokens';
import { newCardNumber } from '../services/accounts/card-number';
import { createCode } from '../services/accounts/verification-codes';
import { errorText, expectError } from './expect';
import type { Answer } from './harness';

export type Method = 'GET' | 'POST' | 'PUT' | 'DELETE';

export async function call<T = any>(
  app: FastifyInstance,
  method: Method,
  url: string,
  { token, body, headers = {} }: { token?: string; body?: object; headers?: Record<string, string> } = {},
): Promise<Answer<T>> {
  const res = await app.inject({ method, url, payload: body, headers: { ...headers, ...(token ? { access_token: token } : {}) } });
  return { status: res.statusCode, body: res.json(), headers: res.headers };
}

let next = 0;
/** A valid mobile number no seeded member has (166…), different on each call. */
export const freshPhone = () => `166${String(process.pid % 1000).padStart(3, '0')}${String(next++).padStart(5, '0')}`;

export type TestMember = { id: number; phone: string; token: string };

export async function newMember(db: Db, fields: Partial<typeof members.$inferInsert> = {}): Promise<TestMember> {
  const phone = fields.phone ?? freshPhone();
  // Card numbers are six random digits, as registration draws them; a crowd of test members meets a clash
  // now and then, and draws again as registration does.
  for (let attempt = 0; attempt < 5; attempt++) {
    const [row] = await db
      .insert(members)
      .values({ cardNo: newCardNumber(), ...fields, phone })
      .onConflictDoNothing({ target: members.cardNo })
      .returning({ id: members.id });
    if (row) return { id: row.id, phone, token: (await issueToken(db, { memberId: row.id })).token };
  }
  throw new Error('five card numbers in a row were taken');
}

/** A token of a seeded member, by phone. */
export async function seededMember(db: Db, phone: string): Promise<TestMember> {
  const [row] = await db.select({ id: members.id }).from(members).where(eq(members.phone, phone));
  return { id: row.id, phone, token: (await issueToken(db, { memberId: row.id })).token };
}

/** A venue-rental token (the seeded enterprise user). */
export async function enterpriseToken(db: Db): Promise<string> {
  const [user] = await db.select({ id: enterpriseUsers.id }).from(enterpriseUsers).limit(1);
  return (await issueToken(db, { enterpriseUserId: user.id })).token;
}

/** A code stored exactly as send_code stores it (the sandbox texts it; here it is simply returned). */
export const codeFor = (db: Db, phone: string, codeType: CodeType) => createCode(db, phone, codeType, DEV_SIGN_SECRET);

/** §6/§8: without a token 40003; with a venue-rental token 40005 + 2006 (log in to a personal account). */
export async function expectMemberOnly(app: FastifyInstance, db: Db, method: Method, url: string, body?: object) {
  expectError(await call(app, method, url, { body }), Code.unauthorized, 401, errorText('loginRequired'));
  expectError(await call(app, method, url, { body, token: 'no-such-token-0123456789' }), Code.unauthorized, 401);
  const res = await call(app, method, url, { body, token: await enterpriseToken(db) });
  expectError(res, Code.forbidden, 403, errorText('personalOnly'));
  expect(res.body.subCode).toBe(SubCode.personalLoginNeeded);
}
