import { and, asc, eq, gte, lte } from 'drizzle-orm';
import { BOOKING_OPENS_DAYS, type SlotUnbookable, type VisitSlotView } from '@/lib/contract/visit';
import type { DbOrTx } from '../../db/client';
import { visitSlots } from '../../db/schema';
import { hallTime } from '../../platform/time';

/** How long a guided visit lasts (§ visit facts: about 40 minutes): a booking is over once its slot has run. */
export const VISIT_MINUTES = 40;

export type Slot = typeof visitSlots.$inferSelect;

/** When a slot starts, in Beijing time. */
export const slotStart = (slot: Pick<Slot, 'date' | 'startTime'>) => hallTime(slot.date, slot.startTime);

/** Open for booking: not closed by the hall, and from a week before the slot until it starts. */
export function isBookable(slot: Pick<Slot, 'date' | 'startTime' | 'closed'>, now = new Date()): boolean {
  return closedReason(slot, now) === null;
}

/** Why the slot is not open for booking (places aside), or null while it is. */
function closedReason(slot: Pick<Slot, 'date' | 'startTime' | 'closed'>, now: Date): Exclude<SlotUnbookable, 'full'> | null {
  const start = slotStart(slot).getTime();
  if (slot.closed) return 'closed';
  if (start <= now.getTime()) return 'started';
  return start - now.getTime() > BOOKING_OPENS_DAYS * 86_400_000 ? 'notYetOpen' : null;
}

export const slotView = (slot: Slot, now = new Date()): VisitSlotView => ({
  id: slot.id,
  date: slot.date,
  startTime: slot.startTime,
  capacity: slot.capacity,
  remaining: Math.max(0, slot.capacity - slot.booked),
  priceFen: slot.priceFen,
  open: isBookable(slot, now),
  unbookable: closedReason(slot, now) ?? (slot.booked >= slot.capacity ? 'full' : null),
});

/** GET /api/reservation_slot: the slots of the dates asked for (at most 62 days), with the places left now; a closed slot reads not open. */
export async function listSlots(db: DbOrTx, from: string, to: string, now = new Date()): Promise<VisitSlotView[]> {
  const rows = await db
    .select()
    .from(visitSlots)
    .where(and(gte(visitSlots.date, from), lte(visitSlots.date, to)))
    .orderBy(asc(visitSlots.date), asc(visitSlots.startTime))
    .limit(62 * 3);
  return rows.map((slot) => slotView(slot, now));
}

export async function getSlot(db: DbOrTx, id: number): Promise<Slot | undefined> {
  const [slot] = await db.select().from(visitSlots).where(eq(visitSlots.id, id));
  return slot;
}
