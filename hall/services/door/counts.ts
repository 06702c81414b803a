import { and, asc, eq, gte, inArray, lt, sql } from 'drizzle-orm';
import type { DoorSession } from '@/lib/contract/door';
import type { DbOrTx } from '../../db/client';
import { admissions, halls, orderItems, orders, performances, reservations, sessions, visitSlots } from '../../db/schema';
import { notFound } from '../../errors';
import { messagesFor } from '../../i18n/messages';
import { addDays, hallDate, hallDay } from '../../platform/time';
import { slotStart } from '../visits/slots';
import { VALID } from './scan';

const zh = messagesFor('zh-CN').orderSubjects;
const en = messagesFor('en-US').orderSubjects;

type Door = { kind: DoorSession['kind']; id: number };

/**
 * The sessions and guided-visit slots of a hall day (default today) with their counts, soonest first: what a door
 * may choose to guard. A cancelled session and a slot nobody booked are not guarded.
 */
export async function doorSessions(db: DbOrTx, date: string | undefined, now = new Date()): Promise<DoorSession[]> {
  const day = date ?? hallDate(now);
  const from = hallDay(day);
  const [sessionRows, slotRows] = await Promise.all([
    db
      .select({ id: sessions.id })
      .from(sessions)
      .where(and(gte(sessions.startTime, from), lt(sessions.startTime, addDays(from, 1)), sql`${sessions.saleState} <> 'cancelled'`)),
    db
      .select({ id: visitSlots.id })
      .from(visitSlots)
      .where(and(eq(visitSlots.date, day), sql`${visitSlots.booked} > 0`)),
  ]);
  const [sessionCounts, slotCounts] = await Promise.all([
    sessionsCounted(
      db,
      sessionRows.map((r) => r.id),
    ),
    slotsCounted(
      db,
      slotRows.map((r) => r.id),
    ),
  ]);
  return [...sessionCounts, ...slotCounts].sort((a, b) => a.startTime.localeCompare(b.startTime) || a.kind.localeCompare(b.kind));
}

/** GET /api/staff/door/sessions/:id and /slots/:id: one door's counts, live. */
export async function doorCount(db: DbOrTx, door: Door): Promise<DoorSession> {
  const [one] = door.kind === 'session' ? await sessionsCounted(db, [door.id]) : await slotsCounted(db, [door.id]);
  if (!one) throw notFound();
  return one;
}

type Head = Omit<DoorSession, 'expected' | 'admitted' | 'byEntrance'>;
type Counted = { key: number; n: number };

function withCounts(heads: Head[], expected: Counted[], entrances: (Counted & { entrance: string })[]): DoorSession[] {
  return heads.map((h) => {
    const byEntrance = entrances.filter((e) => e.key === h.id).map((e) => ({ entrance: e.entrance, admitted: e.n }));
    return {
      ...h,
      expected: expected.find((e) => e.key === h.id)?.n ?? 0,
      admitted: byEntrance.reduce((n, e) => n + e.admitted, 0),
      byEntrance,
    };
  });
}

/** Admissions of these doors, by entrance. */
const admittedBy = (db: DbOrTx, column: typeof admissions.sessionId | typeof admissions.slotId, ids: number[]) =>
  db
    .select({ key: sql<number>`${column}`, entrance: admissions.entrance, n: sql<number>`count(*)::int` })
    .from(admissions)
    .where(inArray(column, ids))
    .groupBy(column, admissions.entrance)
    .orderBy(asc(admissions.entrance));

async function sessionsCounted(db: DbOrTx, ids: number[]): Promise<DoorSession[]> {
  if (!ids.length) return [];
  const [heads, expected, entrances] = await Promise.all([
    db
      .select({
        id: sessions.id,
        title: performances.mainTitle,
        enTitle: performances.enMainTitle,
        startTime: sessions.startTime,
        place: halls.name,
        enPlace: halls.enName,
      })
      .from(sessions)
      .innerJoin(performances, eq(performances.id, sessions.performanceId))
      .innerJoin(halls, eq(halls.id, sessions.hallId))
      .where(inArray(sessions.id, ids))
      .orderBy(asc(sessions.startTime)),
    db
      .select({ key: sql<number>`${orderItems.sessionId}`, n: sql<number>`count(*)::int` })
      .from(orderItems)
      .innerJoin(orders, eq(orders.id, orderItems.orderId))
      .where(
        and(
          inArray(orderItems.sessionId, ids),
          eq(orders.kind, 'performance'),
          // The order's status alone: a second payment owed back or refunded leaves its tickets expected.
          inArray(orders.status, [...VALID]),
        ),
      )
      .groupBy(orderItems.sessionId),
    admittedBy(db, admissions.sessionId, ids),
  ]);
  return withCounts(
    heads.map((h) => ({ kind: 'session' as const, ...h, startTime: h.startTime.toISOString() })),
    expected,
    entrances,
  );
}

async function slotsCounted(db: DbOrTx, ids: number[]): Promise<DoorSession[]> {
  if (!ids.length) return [];
  const [heads, expected, entrances] = await Promise.all([
    db.select().from(visitSlots).where(inArray(visitSlots.id, ids)),
    db
      .select({ key: reservations.slotId, n: sql<number>`count(*)::int` })
      .from(orderItems)
      .innerJoin(orders, eq(orders.id, orderItems.orderId))
      .innerJoin(reservations, eq(reservations.orderId, orders.id))
      .where(
        and(inArray(reservations.slotId, ids), inArray(reservations.status, ['booked', 'visited']), inArray(orders.status, [...VALID])),
      )
      .groupBy(reservations.slotId),
    admittedBy(db, admissions.slotId, ids),
  ]);
  return withCounts(
    heads.map((slot) => ({
      kind: 'slot' as const,
      id: slot.id,
      title: zh.visitTitle,
      enTitle: en.visitTitle,
      startTime: new Date(+slotStart(slot)).toISOString(),
      place: zh.visitPlace,
      enPlace: en.visitPlace,
    })),
    expected,
    entrances,
  );
}
