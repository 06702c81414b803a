import { and, desc, eq } from 'drizzle-orm';
import type { GroupIntentionView, TeamCreate } from '@/lib/contract/visit';
import type { DbOrTx } from '../../db/client';
import { groupReservations } from '../../db/schema';
import { HallError } from '../../errors';
import { hallDate } from '../../platform/time';

type Row = typeof groupReservations.$inferSelect;

const view = (r: Row): GroupIntentionView => ({
  id: r.id,
  unitName: r.unitName,
  contactName: r.contactName,
  visitorCount: r.visitorCount,
  period: r.period,
  dateFrom: r.dateFrom,
  dateTo: r.dateTo,
  invoice: r.invoice,
  note: r.note,
  status: r.status,
  confirmedDate: r.confirmedDate,
  rejectReason: r.rejectReason,
  createdAt: r.createdAt.toISOString(),
});

/** POST /api/reservation_order/teamCreate: the intention is kept as submitted; the hall decides in the staff console. */
export async function submitGroupIntention(db: DbOrTx, memberId: number, input: TeamCreate, now = new Date()) {
  if (input.dateFrom < hallDate(now)) throw new HallError('dateFromPast');
  const { notesAccepted: _, ...fields } = input;
  const [row] = await db
    .insert(groupReservations)
    .values({ memberId, ...fields, note: fields.note || null })
    .returning();
  return view(row);
}

export async function listGroupIntentions(db: DbOrTx, memberId: number): Promise<GroupIntentionView[]> {
  const rows = await db
    .select()
    .from(groupReservations)
    .where(eq(groupReservations.memberId, memberId))
    .orderBy(desc(groupReservations.createdAt), desc(groupReservations.id))
    .limit(50);
  return rows.map(view);
}

export type GroupDecision = { confirm: string } | { reject: string };

/**
 * The hall's answer to an intention, once: submitted → confirmed on a date within the asked range, or
 * submitted → rejected with a reason. A second decision is refused (the staff console shows who decided).
 */
export async function decideGroupIntention(db: DbOrTx, id: number, decision: GroupDecision, now = new Date()) {
  const [current] = await db.select().from(groupReservations).where(eq(groupReservations.id, id));
  if (!current) throw new HallError('notFound');
  if ('confirm' in decision && (decision.confirm < current.dateFrom || decision.confirm > current.dateTo))
    throw new HallError('badRequest', undefined, null, { detail: 'confirm' });
  const set =
    'confirm' in decision
      ? { status: 'confirmed' as const, confirmedDate: decision.confirm, decidedAt: now }
      : { status: 'rejected' as const, rejectReason: decision.reject, decidedAt: now };
  const [row] = await db
    .update(groupReservations)
    .set(set)
    .where(and(eq(groupReservations.id, id), eq(groupReservations.status, 'submitted')))
    .returning();
  if (!row) throw new HallError('alreadyDecided');
  return view(row);
}
