import { and, eq } from 'drizzle-orm';
import type { DoorScanResult } from '@/lib/contract/door';
import type { Db } from '../../db/client';
import { admissions, reservations } from '../../db/schema';
import { audit, type Actor } from '../staff/audit';
import { ticketEntry, visitorEntry, type DoorEntry } from './entries';

type StaffActor = Extract<Actor, { staffId: number }>;

/** Orders whose tickets let their holder in: paid and issued, or completed once the session has ended. */
export const VALID = ['paid', 'issued', 'completed'] as const;

type Scan = { sessionId?: number; slotId?: number; code: string; device: string; entrance: string };

const answer = (result: DoorScanResult['result'], fields: Partial<DoorScanResult> = {}): DoorScanResult => ({
  result,
  ticket: null,
  admittedAt: null,
  device: null,
  entrance: null,
  reason: null,
  ...fields,
});

/**
 * Why an entry does not let its holder in, whatever door it is shown at; null when it stands. The order's status
 * decides: its refund state only says that some payment of it is owed back or was refunded, which for an order
 * that stands is a second payment of it, and leaves its tickets as good as they were. An order that ended with its
 * money going back reads "refunded".
 */
function voidReason(entry: DoorEntry): DoorScanResult['reason'] {
  const stands = (VALID as readonly string[]).includes(entry.status);
  if (!stands && entry.refundState !== 'none') return 'refunded';
  if (entry.visit?.status === 'cancelled') return 'cancelled';
  if (stands) return null;
  return entry.status === 'unpaid' ? 'unpaid' : entry.status === 'closed' ? 'closed' : 'cancelled';
}

/**
 * POST /api/staff/door/scan: one ticket at the door of one session, or one visitor's entry code at the start of a
 * guided-visit slot. Unknown codes, codes of another door or day, and codes whose order no longer stands are
 * refused with what the door staff need to say; a valid code is let in once: the admission's primary key decides
 * between two devices scanning it at the same moment, and the one that loses is told when and where it went in.
 * A visitor let in marks the booking visited; once the visit is over, its codes no longer open the door.
 */
export async function scanTicket(db: Db, actor: StaffActor, scan: Scan, now = new Date()): Promise<DoorScanResult> {
  const atSlot = scan.slotId !== undefined;
  const entry = atSlot
    ? ((await visitorEntry(db, scan.code)) ?? (await ticketEntry(db, scan.code)))
    : ((await ticketEntry(db, scan.code)) ?? (await visitorEntry(db, scan.code)));
  if (!entry) return answer('unknown');
  const { ticket } = entry;
  const reason = voidReason(entry);
  if (reason) return answer('void', { ticket, reason });
  const door = atSlot ? { sessionId: null, slotId: scan.slotId! } : { sessionId: scan.sessionId!, slotId: null };
  if (ticket.sessionId !== door.sessionId || ticket.slotId !== door.slotId) return answer('wrongSession', { ticket });
  const already = (a: NonNullable<DoorEntry['admission']>) =>
    answer('already', { ticket, admittedAt: a.admittedAt.toISOString(), device: a.device, entrance: a.entrance });
  if (entry.admission) return already(entry.admission);
  if (entry.visit && now > entry.visit.endsAt) return answer('void', { ticket, reason: 'ended' });

  // Let in and written in the audit log together; the admission's key settles a race with another device.
  const admitted = await db.transaction(async (tx) => {
    const [inserted] = await tx
      .insert(admissions)
      .values({ orderItemId: entry.itemId, ...door, staffId: actor.staffId, device: scan.device, entrance: scan.entrance, admittedAt: now })
      .onConflictDoNothing()
      .returning();
    if (!inserted) return null;
    if (entry.visit) {
      // The first of a booking's visitors through the door makes it visited; the others find it so.
      await tx
        .update(reservations)
        .set({ status: 'visited' })
        .where(and(eq(reservations.id, entry.visit.reservationId), eq(reservations.status, 'booked')));
    }
    await audit(tx, actor, {
      action: entry.visit ? 'visitor.admit' : 'ticket.admit',
      target: `${entry.visit ? 'visitor' : 'ticket'}:${scan.code}`,
      after: { orderNo: ticket.orderNo, ...door, device: scan.device, entrance: scan.entrance },
    });
    return inserted;
  });
  if (admitted) return answer('admitted', { ticket, admittedAt: now.toISOString(), device: scan.device, entrance: scan.entrance });
  const [first] = await db.select().from(admissions).where(eq(admissions.orderItemId, entry.itemId));
  return already(first);
}
