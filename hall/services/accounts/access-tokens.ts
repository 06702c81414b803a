import { createHash, randomBytes } from 'node:crypto';
import { and, eq, gt, ne } from 'drizzle-orm';
import type { DbOrTx } from '../../db/client';
import { accessTokens } from '../../db/schema';
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

type TokenRow = typeof accessTokens.$inferSelect;

/**
 * Every call of a logged-in page names its token, and in an on-sale the lookup was a third of the hall API's
 * queries. Live tokens are therefore remembered for a few seconds in each instance. A logout or password change
 * forgets them here at once; another instance may still accept a revoked token for up to TOKEN_CACHE_MS (the
 * site has already dropped it from the member's cookie by then). Unknown tokens are not remembered.
 */
const TOKEN_CACHE_MS = 5_000;
const TOKEN_CACHE_SIZE = 10_000;
const tokenCache = new Map<string, { row: TokenRow; until: number }>();

export async function resolveToken(db: DbOrTx, token: string | undefined): Promise<TokenRow | null> {
  if (!token || token.length > 200) return null;
  const hash = hashToken(token);
  const now = Date.now();
  const cached = tokenCache.get(hash);
  if (cached && cached.until > now && cached.row.expiresAt.getTime() > now) return cached.row;
  tokenCache.delete(hash);
  const [row] = await db
    .select()
    .from(accessTokens)
    .where(and(eq(accessTokens.tokenHash, hash), gt(accessTokens.expiresAt, new Date(now))));
  if (!row) return null;
  // A Map iterates in insertion order: the first key is the oldest entry.
  if (tokenCache.size >= TOKEN_CACHE_SIZE) tokenCache.delete(tokenCache.keys().next().value!);
  tokenCache.set(hash, { row, until: now + TOKEN_CACHE_MS });
  return row;
}

export async function revokeToken(db: DbOrTx, token: string) {
  const hash = hashToken(token);
  tokenCache.delete(hash);
  await db.delete(accessTokens).where(eq(accessTokens.tokenHash, hash));
}

/** Logs an account out everywhere, except on the device that asked (after a password change). */
export async function revokeTokensOf(db: DbOrTx, owner: { memberId: number } | { enterpriseUserId: number }, except?: string) {
  const ownerMatch =
    'memberId' in owner ? eq(accessTokens.memberId, owner.memberId) : eq(accessTokens.enterpriseUserId, owner.enterpriseUserId);
  const keep = except && hashToken(except);
  for (const [hash, { row }] of tokenCache) {
    const owned = 'memberId' in owner ? row.memberId === owner.memberId : row.enterpriseUserId === owner.enterpriseUserId;
    if (owned && hash !== keep) tokenCache.delete(hash);
  }
  await db.delete(accessTokens).where(and(ownerMatch, keep ? ne(accessTokens.tokenHash, keep) : undefined));
}
