// Staff sessions: opaque tokens (only their hash is stored), ended by inactivity (STAFF_IDLE_MINUTES) or after
// twelve hours whatever happens, by logout, and by any change to the account (roles, password, deactivation).
import { createHash, randomBytes } from 'node:crypto';
import { and, eq, gt, sql } from 'drizzle-orm';
import type { StaffRole } from '@/lib/contract/staff';
import type { DbOrTx } from '../../db/client';
import { staff, staffSessions } from '../../db/schema';

const HARD_LIMIT_HOURS = 12;
/** lastSeenAt is written at most once a minute: every call of a busy console is not a write. */
const TOUCH_EVERY_SECONDS = 60;

const hashToken = (token: string) => createHash('sha256').update(token).digest('hex');

export type StaffPrincipal = { id: number; username: string; name: string; roles: StaffRole[] };

export async function openSession(db: DbOrTx, staffId: number): Promise<string> {
  const token = randomBytes(32).toString('base64url');
  await db.insert(staffSessions).values({
    tokenHash: hashToken(token),
    staffId,
    expiresAt: new Date(Date.now() + HARD_LIMIT_HOURS * 3_600_000),
  });
  return token;
}

/** The staff member behind a token, when the session is live and the account active; the call keeps it alive. */
export async function resolveStaff(db: DbOrTx, token: string | undefined, idleMinutes: number): Promise<StaffPrincipal | null> {
  if (!token || token.length > 200) return null;
  const hash = hashToken(token);
  const idle = sql`now() - ${sql.raw(`interval '${Math.trunc(idleMinutes)} minutes'`)}`;
  const [row] = await db
    .select({
      id: staff.id,
      username: staff.username,
      name: staff.name,
      roles: staff.roles,
      stale: sql<boolean>`${staffSessions.lastSeenAt} < now() - ${sql.raw(`interval '${TOUCH_EVERY_SECONDS} seconds'`)}`,
    })
    .from(staffSessions)
    .innerJoin(staff, eq(staff.id, staffSessions.staffId))
    .where(
      and(
        eq(staffSessions.tokenHash, hash),
        gt(staffSessions.expiresAt, sql`now()`),
        gt(staffSessions.lastSeenAt, idle),
        eq(staff.active, true),
      ),
    );
  if (!row) return null;
  if (row.stale)
    await db
      .update(staffSessions)
      .set({ lastSeenAt: sql`now()` })
      .where(eq(staffSessions.tokenHash, hash));
  return { id: row.id, username: row.username, name: row.name, roles: row.roles };
}

export async function closeSession(db: DbOrTx, token: string) {
  await db.delete(staffSessions).where(eq(staffSessions.tokenHash, hashToken(token)));
}

/** Every session of an account, after a change that must take effect at once. */
export async function closeSessionsOf(db: DbOrTx, staffId: number) {
  await db.delete(staffSessions).where(eq(staffSessions.staffId, staffId));
}
