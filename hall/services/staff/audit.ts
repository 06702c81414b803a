// The audit log: every staff write appends who, when, what, on what, before and after, in the write's own
// transaction, so a write and its entry are both kept or both lost.
import { and, count, desc, eq, gte, lt, type SQL } from 'drizzle-orm';
import type { z } from 'zod';
import type { AuditAction, AuditEntryView, auditQuery } from '@/lib/contract/staff';
import type { Paged } from '@/lib/contract/envelope';
import type { DbOrTx } from '../../db/client';
import { auditLog } from '../../db/schema';
import { addDays, hallDay } from '../../platform/time';

/** Who writes: a signed-in staff member, the command line (`npm run staff`), or a member closing their own account. */
export type Actor = { staffId: number; username: string } | { staffId: null; username: 'cli' | 'member' };

export type AuditEntry = { action: AuditAction; target: string; before?: unknown; after?: unknown };

/** Fields an audit entry never shows, whatever record it copies. */
const SECRET_FIELDS = new Set(['passwordHash', 'totpSecret', 'totpPending', 'password']);
const withoutSecrets = (record: unknown): unknown =>
  record && typeof record === 'object' && !Array.isArray(record)
    ? Object.fromEntries(Object.entries(record).map(([k, v]) => [k, SECRET_FIELDS.has(k) ? (v == null ? v : '[secret]') : v]))
    : (record ?? null);

export async function audit(tx: DbOrTx, actor: Actor, entry: AuditEntry): Promise<void> {
  await tx.insert(auditLog).values({
    staffId: actor.staffId,
    actor: actor.username,
    action: entry.action,
    target: entry.target,
    before: withoutSecrets(entry.before),
    after: withoutSecrets(entry.after),
  });
}

export async function listAudit(db: DbOrTx, query: z.output<typeof auditQuery>): Promise<Paged<AuditEntryView>> {
  const where: SQL[] = [];
  if (query.staffId) where.push(eq(auditLog.staffId, query.staffId));
  if (query.action) where.push(eq(auditLog.action, query.action));
  if (query.from) where.push(gte(auditLog.at, hallDay(query.from)));
  if (query.to) where.push(lt(auditLog.at, addDays(hallDay(query.to), 1)));
  const filter = where.length ? and(...where) : undefined;
  const [rows, [{ total }]] = await Promise.all([
    db
      .select()
      .from(auditLog)
      .where(filter)
      .orderBy(desc(auditLog.id))
      .limit(query.pageSize)
      .offset((query.page - 1) * query.pageSize),
    db.select({ total: count() }).from(auditLog).where(filter),
  ]);
  return {
    list: rows.map((r) => ({ ...r, at: r.at.toISOString() })),
    total,
    page: query.page,
    pageSize: query.pageSize,
  };
}
