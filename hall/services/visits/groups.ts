import { asc, desc, eq } from 'drizzle-orm';
import { Code } from '@/lib/contract/codes';
import type { GroupIntentionView, TeamCreate } from '@/lib/contract/visit';
import type { GroupDecisionPayload, StaffGroupIntention } from '@/lib/contract/visit-editing';
import type { Db, DbOrTx } from '../../db/client';
import { groupReservations, stationLetters } from '../../db/schema';
import { HallError, notFound } from '../../errors';
import { letterLink, letterWords } from '../../i18n/letters';
import { hallDate } from '../../platform/time';
import { audit, type Actor } from '../staff/audit';

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
  confirmedTime: r.confirmedTime,
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

/** GET /api/staff/group-intentions: the intentions to answer (or all), oldest request first, with their contact. */
export async function staffGroupIntentions(db: DbOrTx, status?: Row['status']): Promise<StaffGroupIntention[]> {
  const rows = await db
    .select()
    .from(groupReservations)
    .where(status ? eq(groupReservations.status, status) : undefined)
    .orderBy(asc(groupReservations.createdAt), asc(groupReservations.id))
    .limit(200);
  return rows.map(staffView);
}

const staffView = (r: Row): StaffGroupIntention => ({
  ...view(r),
  phone: r.phone,
  email: r.email,
  decidedAt: r.decidedAt?.toISOString() ?? null,
});

/**
 * PUT /api/staff/group-intentions/:id: the hall's answer, once: submitted → confirmed on a date within the asked
 * range at a time, or submitted → rejected with a reason. The member reads it in /reservationOrder and in a station
 * letter written in the same transaction; a second answer is refused (the audit log says who answered).
 */
export async function decideGroupIntention(db: Db, actor: Actor, id: number, input: GroupDecisionPayload, now = new Date()) {
  return db.transaction(async (tx) => {
    const [current] = await tx.select().from(groupReservations).where(eq(groupReservations.id, id)).for('update');
    if (!current) throw notFound();
    if (current.status !== 'submitted') throw new HallError('alreadyDecided');
    if (input.decision === 'confirm' && (input.date < current.dateFrom || input.date > current.dateTo))
      throw new HallError('confirmOutsideRange', Code.badRequest, null, { from: current.dateFrom, to: current.dateTo });
    const set =
      input.decision === 'confirm'
        ? { status: 'confirmed' as const, confirmedDate: input.date, confirmedTime: input.time, decidedAt: now }
        : { status: 'rejected' as const, rejectReason: input.reason, decidedAt: now };
    const [row] = await tx.update(groupReservations).set(set).where(eq(groupReservations.id, id)).returning();
    await tx.insert(stationLetters).values(decisionLetter(row));
    await audit(tx, actor, {
      action: 'groupIntention.decide',
      target: `groupIntention:${id}`,
      before: staffView(current),
      after: staffView(row),
    });
    return staffView(row);
  });
}

/** The member's letter of the decision, pointing to their visits, where the group shows with its date or reason. */
function decisionLetter(r: Row) {
  const words =
    r.status === 'confirmed'
      ? letterWords('groupConfirmed', { unit: r.unitName, count: r.visitorCount, date: r.confirmedDate ?? '', time: r.confirmedTime ?? '' })
      : letterWords('groupRejected', { unit: r.unitName, reason: r.rejectReason ?? '' });
  return { memberId: r.memberId, ...words, link: letterLink('/reservationOrder') };
}
