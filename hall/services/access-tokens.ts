import { createHash, randomBytes } from 'node:crypto';
import { and, eq, gt, ne } from 'drizzle-orm';
import type { DbOrTx } from '../db/client';
import { accessTokens } from '../db/schema';
import { LoginType } from '@/lib/contract/codes';

const TOKEN_DAYS = 30;

const hashToken = (token: string) => createHash('sha256').update(token).digest('hex');

/** Opaque bearer tokens: only their hash is stored, so a database leak does not log anyone in. */
export async function issueToken(db: DbOrTx, owner: { memberId: number } | { enterpriseUserId: number }) {
  const token = randomBytes(32).toString('base64url');
  const loginType = 'memberId' in owner ? LoginType.member : LoginType.enterprise;
  await db.insert(accessTokens).values({
    tokenHash: hashToken(token),
    loginType,
    memberId: 'memberId' in owner ? owner.memberId : null,
    enterpriseUserId: 'enterpriseUserId' in owner ? owner.enterpriseUserId : null,
    expiresAt: new Date(Date.now() + TOKEN_DAYS * 86_400_000),
  });
  return { token, loginType };
}

export async function resolveToken(db: DbOrTx, token: string | undefined) {
  if (!token || token.length > 200) return null;
  const [row] = await db
    .select()
    .from(accessTokens)
    .where(and(eq(accessTokens.tokenHash, hashToken(token)), gt(accessTokens.expiresAt, new Date())));
  return row ?? null;
}

export const revokeToken = (db: DbOrTx, token: string) => db.delete(accessTokens).where(eq(accessTokens.tokenHash, hashToken(token)));

/** Logs an account out everywhere, except on the device that asked (after a password change). */
export async function revokeTokensOf(db: DbOrTx, owner: { memberId: number } | { enterpriseUserId: number }, except?: string) {
  const ownerMatch =
    'memberId' in owner ? eq(accessTokens.memberId, owner.memberId) : eq(accessTokens.enterpriseUserId, owner.enterpriseUserId);
  await db.delete(accessTokens).where(and(ownerMatch, except ? ne(accessTokens.tokenHash, hashToken(except)) : undefined));
}
