import { and, asc, eq, gte, lte, sql } from 'drizzle-orm';
import { Code } from '@/lib/contract/codes';
import type { StaffVisitSlot, VisitSlotChange, VisitSlotPayload } from '@/lib/contract/visit-editing';
import type { Db, DbOrTx } from '../../db/client';
import { visitSlots } from '../../db/schema';
import { HallError, notFound } from '../../errors';
import { hallDate } from '../../platform/time';
import { audit, type Actor } from '../staff/audit';
import type { Slot } from './slots';

const staffView = (s: Slot): StaffVisitSlot => ({
  id: s.id,
  date: s.date,
  startTime: s.startTime,
  capacity: s.capacity,
  booked: s.booked,
  priceFen: s.priceFen,
  closed: s.closed,
});

/** GET /api/staff/visit-slots: the slots of the days asked for, closed ones too, with what each has booked. */
export async function staffSlots(db: DbOrTx, from: string, to: string): Promise<StaffVisitSlot[]> {
  const rows = await db
    .select()
    .from(visitSlots)
    .where(and(gte(visitSlots.date, from), lte(visitSlots.date, to)))
    .orderBy(asc(visitSlots.date), asc(visitSlots.startTime));
  return rows.map(staffView);
}

/** POST /api/staff/visit-slots: a new slot on today or a day to come; one slot per day and start time. */
export async function addSlot(db: Db, actor: Actor, input: VisitSlotPayload, now = new Date()): Promise<StaffVisitSlot> {
  if (input.date < hallDate(now)) throw new HallError('slotDatePast');
  return db.transaction(async (tx) => {
    const [slot] = await tx.insert(visitSlots).values(input).onConflictDoNothing().returning();
    if (!slot) throw new HallError('visitSlotExists', Code.badRequest, null, { date: input.date, time: input.startTime });
    await audit(tx, actor, { action: 'visitSlot.create', target: `visitSlot:${slot.id}`, after: staffView(slot) });
    return staffView(slot);
  });
}

/**
 * PUT /api/staff/visit-slots/:id: its capacity and whether it is open. The capacity never goes below what is booked:
 * the update's own condition decides, so a booking that lands at the same moment is never squeezed out. Closing
 * stops new bookings; those already made stand (the box office calls the visitors if the hall must cancel).
 */
export async function changeSlot(db: Db, actor: Actor, id: number, change: VisitSlotChange): Promise<StaffVisitSlot> {
  return db.transaction(async (tx) => {
    const [before] = await tx.select().from(visitSlots).where(eq(visitSlots.id, id)).for('update');
    if (!before) throw notFound();
    const [after] = await tx
      .update(visitSlots)
      .set(change)
      .where(and(eq(visitSlots.id, id), change.capacity === undefined ? undefined : sql`${visitSlots.booked} <= ${change.capacity}`))
      .returning();
    if (!after) throw new HallError('capacityBelowBooked', Code.badRequest, null, { booked: before.booked });
    await audit(tx, actor, { action: 'visitSlot.update', target: `visitSlot:${id}`, before: staffView(before), after: staffView(after) });
    return staffView(after);
  });
}

/** PUT /api/staff/visit-days/:date: every slot of a day closed (a closed day) or opened again. */
export async function changeDay(db: Db, actor: Actor, date: string, closed: boolean): Promise<StaffVisitSlot[]> {
  return db.transaction(async (tx) => {
    const changed = await tx.update(visitSlots).set({ closed }).where(eq(visitSlots.date, date)).returning();
    if (!changed.length) throw notFound();
    await audit(tx, actor, { action: 'visitDay.update', target: `visitDay:${date}`, after: { closed, slots: changed.length } });
    return staffSlots(tx, date, date);
  });
}
