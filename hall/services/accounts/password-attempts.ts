import { and, eq, sql } from 'drizzle-orm';
import { Code, SubCode } from '@/lib/contract/codes';
import type { DbOrTx } from '../../db/client';
import { enterpriseUsers, members, staff } from '../../db/schema';
import { HallError } from '../../errors';
import { verifyPassword } from '../../platform/password';

/** §8/§9: the fifth wrong password in a row locks the account for 30 minutes. */
export const LOCK_AFTER = 5;
export const LOCK_MINUTES = 30;

type AccountTable = typeof members | typeof enterpriseUsers | typeof staff;
export type Account = { id: number; passwordHash: string | null; locked: boolean };

export const wrongPassword = () => new HallError('wrongPassword', Code.badRequest, SubCode.wrongPassword);
export const accountLocked = () => new HallError('locked', Code.badRequest, SubCode.locked);

/** The account's columns a password check needs; `locked` is read on the database's clock, shared by all instances. */
export const accountColumns = (table: AccountTable) => ({
  id: table.id,
  passwordHash: table.passwordHash,
  locked: sql<boolean>`coalesce(${table.lockedUntil} > now(), false)`,
});

/**
 * Refuses a locked account (30059) even with the right password, and counts a wrong one (2005). The count is
 * one UPDATE, so wrong tries from several instances add up; the try that reaches five sets the lock and
 * starts the count again for when it ends.
 */
export async function checkPassword(db: DbOrTx, table: AccountTable, account: Account, password: string): Promise<void> {
  if (account.locked) throw accountLocked();
  if (account.passwordHash && (await verifyPassword(password, account.passwordHash))) return;
  throw (await countWrongTry(db, table, account.id)) ? accountLocked() : wrongPassword();
}

/** One wrong try (a password, or a staff member's authenticator code); true when it locked the account. */
export async function countWrongTry(db: DbOrTx, table: AccountTable, id: number): Promise<boolean> {
  const reachesLimit = sql`${table.failedLogins} + 1 >= ${LOCK_AFTER}`;
  const [row] = await db
    .update(table)
    .set({
      failedLogins: sql`case when ${reachesLimit} then 0 else ${table.failedLogins} + 1 end`,
      lockedUntil: sql`case when ${reachesLimit} then now() + ${sql.raw(`interval '${LOCK_MINUTES} minutes'`)} else ${table.lockedUntil} end`,
    })
    .where(eq(table.id, id))
    .returning({ locked: sql<boolean>`coalesce(${table.lockedUntil} > now(), false)` });
  return row?.locked ?? false;
}

/**
 * After a good password: forget the wrong tries, unless a concurrent wrong try locked the account meanwhile
 * (false). `unlock` also lifts a lock: a code sent to the phone proves more than a password.
 */
export async function resetAttempts(db: DbOrTx, table: AccountTable, id: number, unlock = false): Promise<boolean> {
  const rows = await db
    .update(table)
    .set({ failedLogins: 0, lockedUntil: null })
    .where(and(eq(table.id, id), unlock ? undefined : sql`(${table.lockedUntil} is null or ${table.lockedUntil} <= now())`))
    .returning({ id: table.id });
  return rows.length > 0;
}
