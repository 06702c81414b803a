// Staff accounts: created by an administrator (or the command line for the first one), changed and deactivated
// by an administrator, each change audited with the record before and after (never a secret).
import { asc, eq } from 'drizzle-orm';
import type { z } from 'zod';
import { Code } from '@/lib/contract/codes';
import type { staffCreatePayload, staffUpdatePayload, StaffView } from '@/lib/contract/staff';
import type { Db } from '../../db/client';
import { staff } from '../../db/schema';
import { HallError, notFound } from '../../errors';
import { hashPassword } from '../../platform/password';
import { isUniqueViolation } from '../../platform/db-errors';
import { audit, type Actor } from './audit';
import { closeSessionsOf } from './sessions';

type StaffRow = typeof staff.$inferSelect;

export const staffView = (row: StaffRow): StaffView => ({
  id: row.id,
  username: row.username,
  name: row.name,
  roles: row.roles,
  active: row.active,
  enrolled: row.totpSecret !== null,
});

/** What the audit log keeps of an account: the view, and whether a password or authenticator changed. */
const audited = (row: StaffRow) => ({ ...staffView(row), lockedUntil: row.lockedUntil?.toISOString() ?? null });

export async function listStaff(db: Db): Promise<StaffView[]> {
  return (await db.select().from(staff).orderBy(asc(staff.id))).map(staffView);
}

export async function createStaff(db: Db, actor: Actor, input: z.output<typeof staffCreatePayload>): Promise<StaffView> {
  const passwordHash = await hashPassword(input.password);
  try {
    return await db.transaction(async (tx) => {
      const [row] = await tx
        .insert(staff)
        .values({ username: input.username, name: input.name, roles: [...new Set(input.roles)], passwordHash })
        .returning();
      await audit(tx, actor, { action: 'staff.create', target: `staff:${row.id}`, after: audited(row) });
      return staffView(row);
    });
  } catch (error) {
    if (isUniqueViolation(error)) throw new HallError('staffUsernameTaken', Code.badRequest);
    throw error;
  }
}

export async function updateStaff(db: Db, actor: Actor, id: number, input: z.output<typeof staffUpdatePayload>): Promise<StaffView> {
  const passwordHash = input.password ? await hashPassword(input.password) : undefined;
  return db.transaction(async (tx) => {
    const [before] = await tx.select().from(staff).where(eq(staff.id, id)).for('update');
    if (!before) throw notFound();
    // An administrator cannot lock themself out: the console always keeps the one who is changing it.
    if (actor.staffId === id && (input.active === false || (input.roles && !input.roles.includes('administrator')))) {
      throw new HallError('staffSelfLockout', Code.badRequest);
    }
    const [after] = await tx
      .update(staff)
      .set({
        name: input.name,
        roles: input.roles ? [...new Set(input.roles)] : undefined,
        active: input.active,
        passwordHash,
        // A new password also lifts a lock; a reset authenticator is enrolled again at the next login.
        ...(passwordHash && { failedLogins: 0, lockedUntil: null }),
        ...(input.resetTotp && { totpSecret: null, totpPending: null, totpLastStep: null }),
      })
      .where(eq(staff.id, id))
      .returning();
    // Rights taken away take effect now, not at the session's end.
    if (input.roles || input.active === false || passwordHash || input.resetTotp) await closeSessionsOf(tx, id);
    await audit(tx, actor, {
      action: 'staff.update',
      target: `staff:${id}`,
      before: audited(before),
      after: { ...audited(after), passwordChanged: Boolean(passwordHash), totpReset: Boolean(input.resetTotp) },
    });
    return staffView(after);
  });
}
