import { createHmac, randomInt } from 'node:crypto';
import { and, desc, eq, sql } from 'drizzle-orm';
import { Code, SubCode } from '@/lib/contract/codes';
import type { CodeType } from '@/lib/contract/member';
import type { DbOrTx } from '../../db/client';
import { verificationCodes } from '../../db/schema';
import { HallError } from '../../errors';

/** Member codes by their §3 name; venue-rental codes prefixed, so the two kinds never accept each other's code. */
export type StoredCodeType = CodeType | 'ENTERPRISE_REGISTER' | 'ENTERPRISE_FORGET_PWD' | 'ENTERPRISE_SIGN';

export const CODE_TTL_SECONDS = 300;
/** The fifth wrong try burns the code; then even the right one is refused as expired. */
export const MAX_WRONG_TRIES = 5;

/**
 * Six digits are guessed offline in milliseconds from a bare hash, so the hash is keyed with a server secret:
 * a copy of the table alone gives nothing away.
 */
const hashOf = (secret: string, phone: string, codeType: string, code: string) =>
  createHmac('sha256', secret).update(`verification-code|${phone}|${codeType}|${code}`).digest('hex');

/** A fresh code for the phone; it replaces any earlier one, since only the latest is ever checked. */
export async function createCode(db: DbOrTx, phone: string, codeType: StoredCodeType, secret: string): Promise<string> {
  const code = String(randomInt(0, 1_000_000)).padStart(6, '0');
  await db.insert(verificationCodes).values({
    phone,
    codeType,
    codeHash: hashOf(secret, phone, codeType, code),
    expiresAt: sql`now() + ${sql.raw(`interval '${CODE_TTL_SECONDS} seconds'`)}`,
  });
  return code;
}

/**
 * Checks the latest code sent to the phone for this purpose, in one statement: a wrong code counts a try, a
 * right one is spent when `spend`. Never call it inside a transaction that may roll back: the count of
 * wrong tries must stay counted.
 */
async function tryCode(db: DbOrTx, phone: string, codeType: StoredCodeType, code: string, secret: string, spend: boolean) {
  const latest = db
    .select({ id: verificationCodes.id })
    .from(verificationCodes)
    .where(and(eq(verificationCodes.phone, phone), eq(verificationCodes.codeType, codeType)))
    .orderBy(desc(verificationCodes.createdAt), desc(verificationCodes.id))
    .limit(1);
  const matches = sql`${verificationCodes.codeHash} = ${hashOf(secret, phone, codeType, code)}`;
  const [row] = await db
    .update(verificationCodes)
    .set({
      attempts: sql`${verificationCodes.attempts} + case when ${matches} then 0 else 1 end`,
      usedAt: spend ? sql`case when ${matches} then now() else null end` : undefined,
    })
    .where(
      and(
        sql`${verificationCodes.id} = (${latest})`,
        sql`${verificationCodes.usedAt} is null`,
        sql`${verificationCodes.attempts} < ${MAX_WRONG_TRIES}`,
        sql`${verificationCodes.expiresAt} > now()`,
      ),
    )
    .returning({ matched: sql<boolean>`${matches}` });
  if (row?.matched) return;
  if (row) throw new HallError('wrongCode', Code.badRequest, SubCode.wrongCode);
  // Nothing live to check: a code was never sent (wrong), or it expired, was used or burned (ask again).
  const [sent] = await latest;
  throw sent ? new HallError('codeExpired', Code.badRequest) : new HallError('wrongCode', Code.badRequest, SubCode.wrongCode);
}

/** Spends the code (login by code, register, back_password, replace_phone …); wrong is 40000 + 2003. */
export const consumeCode = (db: DbOrTx, phone: string, codeType: StoredCodeType, code: string, secret: string) =>
  tryCode(db, phone, codeType, code, secret, true);

/** POST /api/common/check_code: right or wrong, without spending it (a wrong one still counts a try). */
export const checkCode = (db: DbOrTx, phone: string, codeType: StoredCodeType, code: string, secret: string) =>
  tryCode(db, phone, codeType, code, secret, false);
