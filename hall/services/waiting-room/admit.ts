// The waiting room's admissions: the opening's draw and the admission pass. All state is in the room's
// row and its visitors' rows, so every hall API instance runs the same passes on one queue: a pass takes the room's
// row with SKIP LOCKED (another instance admitting now: this one has nothing to add) and counts again under it.
// The row is taken FOR NO KEY UPDATE, never FOR UPDATE: each arrival's insert holds it FOR KEY SHARE (the foreign
// key), and FOR UPDATE would have a pass and an arrival wait on each other (a deadlock the race test found).
import { and, asc, count, eq, gte, inArray, isNotNull, isNull, lte, min, not, sql } from 'drizzle-orm';
import type { Db, DbOrTx, Tx } from '../../db/client';
import { roomVisitors, waitingRooms } from '../../db/schema';
import { heldBack } from '../work/failures';
import type { PeriodicWork } from '../work/periodic';
import { admissionsDue } from './rate';

export type Room = typeof waitingRooms.$inferSelect;

/** A pass runs at most once a second per room, whoever asks (the waiting pages' polls, the periodic work). */
const PASS_EVERY_MS = 1_000;

export async function roomOf(db: DbOrTx, sessionId: number): Promise<Room | null> {
  const [room] = await db.select().from(waitingRooms).where(eq(waitingRooms.sessionId, sessionId));
  return room ?? null;
}

/** The room is open and its last pass is at least a second old: a pass is worth its transaction. */
export const passDue = (room: Room, now: Date) =>
  room.enabled && room.opensAt <= now && (!room.admittedThrough || now.getTime() - room.admittedThrough.getTime() >= PASS_EVERY_MS);

/**
 * Whoever gives places in a room holds this lock to the end of its transaction: the arrivals after the opening
 * (the next place, max + 1) and the draw. Not the room's row: admission passes take that row with SKIP LOCKED, and
 * in the rush after an opening a stream of arrivals holding it would leave them nothing but skips.
 */
export const lockPlaces = (tx: Tx, sessionId: number) =>
  tx.execute(sql`select pg_advisory_xact_lock(${PLACES_LOCK}::integer, ${sessionId}::integer)`);
const PLACES_LOCK = 0x726f6f6d; // "room"

/**
 * At or after the opening, the pre-queue put in random order (the caller holds the room's row): each visitor
 * without a place gets the next places in the order of a fresh gen_random_uuid(), one statement, drawn from
 * PostgreSQL's cryptographic source (random() is a seeded generator whose order a patient visitor could learn).
 * Places follow any already given (a room whose opening moved keeps its admitted visitors'). After the draw it
 * places the stragglers: arrivals just before the opening whose rows were written after the draw.
 */
export async function drawIfDue(tx: Tx, room: Room, now: Date) {
  if (now < room.opensAt) return;
  if (room.drawnAt) {
    const [straggler] = await tx
      .select({ id: roomVisitors.id })
      .from(roomVisitors)
      .where(
        and(
          eq(roomVisitors.sessionId, room.sessionId),
          isNull(roomVisitors.place),
          isNull(roomVisitors.admittedAt),
          isNull(roomVisitors.leftAt),
        ),
      )
      .limit(1);
    if (!straggler) return;
  }
  await lockPlaces(tx, room.sessionId);
  await tx.execute(sql`
    update room_visitors v set place = d.place
    from (select id, (select coalesce(max(place), 0) from room_visitors where session_id = ${room.sessionId})
                     + row_number() over (order by gen_random_uuid()) as place
          from room_visitors
          where session_id = ${room.sessionId} and place is null and admitted_at is null and left_at is null) d
    where v.id = d.id`);
  if (room.drawnAt) return;
  await tx.update(waitingRooms).set({ drawnAt: now }).where(eq(waitingRooms.sessionId, room.sessionId));
  room.drawnAt = now;
}

/** Visitors admitted since the opening, and those inside now (admitted, pass running, not left). */
export async function roomCounts(db: DbOrTx, room: Room, now: Date) {
  const [[admitted], [inside]] = await Promise.all([
    db
      .select({ n: count() })
      .from(roomVisitors)
      .where(
        and(eq(roomVisitors.sessionId, room.sessionId), isNotNull(roomVisitors.admittedAt), gte(roomVisitors.admittedAt, room.opensAt)),
      ),
    db
      .select({ n: count(), earliestEnd: min(roomVisitors.passExpiresAt) })
      .from(roomVisitors)
      .where(insideNow(room.sessionId, now)),
  ]);
  return { admittedSoFar: admitted.n, insideNow: inside.n, earliestPassEnd: inside.earliestEnd };
}

export const insideNow = (sessionId: number, now: Date) =>
  and(
    eq(roomVisitors.sessionId, sessionId),
    isNotNull(roomVisitors.admittedAt),
    isNull(roomVisitors.leftAt),
    sql`${roomVisitors.passExpiresAt} > ${now.toISOString()}::timestamptz`,
  );

/**
 * One admission pass over a room: under its row (skipped when another instance holds it, or when the last pass was
 * under a second ago), the draw if the opening has come, then the next visitors in place order, as many as the
 * rate and the room's free places allow (`admissionsDue`). Returns how many it admitted.
 */
export async function admitPass(db: Db, sessionId: number, now = new Date()): Promise<number> {
  return db.transaction(async (tx) => {
    const [room] = await tx
      .select()
      .from(waitingRooms)
      .where(eq(waitingRooms.sessionId, sessionId))
      .for('no key update', { skipLocked: true });
    if (!room || !passDue(room, now)) return 0;
    await drawIfDue(tx, room, now);
    const counts = await roomCounts(tx, room, now);
    const due = admissionsDue(room, now, counts.admittedSoFar, counts.insideNow);
    let admitted = 0;
    if (due > 0) {
      const next = tx
        .select({ id: roomVisitors.id })
        .from(roomVisitors)
        .where(waitingFor(sessionId))
        .orderBy(asc(roomVisitors.place))
        .limit(due);
      const rows = await tx
        .update(roomVisitors)
        .set({ admittedAt: now, passExpiresAt: new Date(now.getTime() + room.stayMinutes * 60_000) })
        .where(inArray(roomVisitors.id, next))
        .returning({ id: roomVisitors.id });
      admitted = rows.length;
    }
    await tx.update(waitingRooms).set({ admittedThrough: now }).where(eq(waitingRooms.sessionId, sessionId));
    return admitted;
  });
}

/** Visitors with a place, not admitted and still there. */
export const waitingFor = (sessionId: number) =>
  and(eq(roomVisitors.sessionId, sessionId), isNotNull(roomVisitors.place), isNull(roomVisitors.admittedAt), isNull(roomVisitors.leftAt));

/** A pass for the room when one is due: the pages' polls admit without waiting for the periodic work. */
export async function admitIfDue(db: Db, room: Room, now: Date) {
  if (passDue(room, now)) await admitPass(db, room.sessionId, now);
}

/**
 * Every open room with visitors waiting gets a pass on every instance's periodic work, so admissions go on at the
 * rate whether or not anyone's page is polling. One unit per room.
 */
export const roomAdmissionWork: PeriodicWork = {
  kind: 'roomAdmission',
  async due(db, now) {
    const rows = await db
      .select({ sessionId: waitingRooms.sessionId })
      .from(waitingRooms)
      .where(
        and(
          eq(waitingRooms.enabled, true),
          lte(waitingRooms.opensAt, now),
          sql`exists (select 1 from room_visitors v where v.session_id = ${waitingRooms.sessionId}
                and v.admitted_at is null and v.left_at is null)`,
          not(heldBack('roomAdmission', sql`${waitingRooms.sessionId}::text`, now)),
        ),
      )
      .limit(50);
    return rows.map((r) => String(r.sessionId));
  },
  run: (db, key, now) => admitPass(db, Number(key), now),
};
