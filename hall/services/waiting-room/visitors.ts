// A visitor's side of a waiting room: taking a place (or finding the one a queue token names) and reading
// where it stands. Every answer first runs an admission pass when one is due, so a visitor's poll admits those due
// without waiting for the periodic work.
import { and, count, eq, isNotNull, isNull, lte, sql } from 'drizzle-orm';
import { Code } from '@/lib/contract/codes';
import type { WaitingRoomInfo, WaitingRoomStanding } from '@/lib/contract/waiting-room';
import { readQueueToken, signQueueToken, signRoomPass } from '@/lib/security/room-pass';
import type { Db, DbOrTx } from '../../db/client';
import { roomVisitors, waitingRooms } from '../../db/schema';
import { HallError } from '../../errors';
import { admitIfDue, drawIfDue, lockPlaces, roomCounts, roomOf, waitingFor, type Room } from './admit';
import { estimatedWaitSeconds } from './rate';

type Visitor = typeof roomVisitors.$inferSelect;

/** GET /api/waiting_room: whether the session's seat map, cart and orders need a pass now. */
export async function waitingRoomInfo(db: DbOrTx, sessionId: number): Promise<WaitingRoomInfo> {
  const room = await roomOf(db, sessionId);
  return { sessionId, active: !!room?.enabled, opensAt: room?.enabled ? room.opensAt.toISOString() : null };
}

/** A room that is on; a session without one (or turned off) has no queue to join: 40004, and the site goes on. */
async function openRoom(db: Db, sessionId: number): Promise<Room> {
  const room = await roomOf(db, sessionId);
  if (!room?.enabled) throw new HallError('notFound', Code.notFound);
  return room;
}

/** The visitor a queue token names, while their place or pass still stands (not left, pass not ended). */
async function visitorOf(db: DbOrTx, sessionId: number, token: unknown, secret: string): Promise<Visitor | null> {
  const claim = readQueueToken(token, sessionId, secret);
  if (!claim) return null;
  const [visitor] = await db
    .select()
    .from(roomVisitors)
    .where(and(eq(roomVisitors.id, claim.v), eq(roomVisitors.sessionId, sessionId), isNull(roomVisitors.leftAt)));
  return visitor ?? null;
}

const passEnded = (v: Visitor, now: Date) => !!v.passExpiresAt && v.passExpiresAt <= now;

/**
 * POST /api/waiting_room/join: the place a good token names, else a new one (a forged, foreign or malformed token
 * is no token; so is a pass that ended: joining again queues at the back). Before the opening a new visitor has no
 * place until the draw; at and after it, the next place, given under the room's row so no two get the same.
 */
export async function joinWaitingRoom(db: Db, sessionId: number, token: string | undefined, secret: string, now = new Date()) {
  const room = await openRoom(db, sessionId);
  let visitor = await visitorOf(db, sessionId, token, secret);
  if (!visitor || passEnded(visitor, now)) visitor = await arrive(db, room, now);
  return standingOf(db, room, visitor.id, secret, now);
}

async function arrive(db: Db, room: Room, now: Date): Promise<Visitor> {
  if (!room.drawnAt && now < room.opensAt) {
    const [visitor] = await db.insert(roomVisitors).values({ sessionId: room.sessionId, arrivedAt: now }).returning();
    return visitor;
  }
  return db.transaction(async (tx) => {
    if (!room.drawnAt) {
      // The first arrivals after the opening may come before any pass: they draw the pre-queue first.
      const [locked] = await tx.select().from(waitingRooms).where(eq(waitingRooms.sessionId, room.sessionId)).for('no key update');
      await drawIfDue(tx, locked, now);
    }
    await lockPlaces(tx, room.sessionId);
    const [visitor] = await tx
      .insert(roomVisitors)
      .values({
        sessionId: room.sessionId,
        arrivedAt: now,
        place: sql`(select coalesce(max(place), 0) + 1 from room_visitors where session_id = ${room.sessionId})`,
      })
      .returning();
    return visitor;
  });
}

/** GET /api/waiting_room/standing: where the token's place stands now. A token the room does not know: 40004. */
export async function roomStanding(db: Db, sessionId: number, token: string, secret: string, now = new Date()) {
  const room = await openRoom(db, sessionId);
  const visitor = await visitorOf(db, sessionId, token, secret);
  if (!visitor) throw new HallError('notFound', Code.notFound);
  return standingOf(db, room, visitor.id, secret, now);
}

async function standingOf(db: Db, room: Room, visitorId: string, secret: string, now: Date): Promise<WaitingRoomStanding> {
  await admitIfDue(db, room, now);
  const [[v], fresh] = await Promise.all([
    db.select().from(roomVisitors).where(eq(roomVisitors.id, visitorId)),
    roomOf(db, room.sessionId),
  ]);
  const current = fresh ?? room;
  const base = {
    sessionId: room.sessionId,
    opensAt: current.opensAt.toISOString(),
    token: signQueueToken(v.id, room.sessionId, secret),
    place: null,
    estimatedWaitSeconds: null,
    pass: null,
    passExpiresAt: null,
  };
  if (v.admittedAt && v.passExpiresAt) {
    if (passEnded(v, now) || v.leftAt) return { ...base, state: 'passExpired' };
    return {
      ...base,
      state: 'admitted',
      pass: signRoomPass(v.id, room.sessionId, v.passExpiresAt, secret),
      passExpiresAt: v.passExpiresAt.toISOString(),
    };
  }
  if (v.place === null) return { ...base, state: 'before' };
  const [[ahead], counts] = await Promise.all([
    db
      .select({ n: count() })
      .from(roomVisitors)
      .where(and(waitingFor(room.sessionId), isNotNull(roomVisitors.place), lte(roomVisitors.place, v.place))),
    roomCounts(db, current, now),
  ]);
  return {
    ...base,
    state: 'waiting',
    place: ahead.n,
    estimatedWaitSeconds: estimatedWaitSeconds(current, now, { place: ahead.n, ...counts }),
  };
}

/** Closing an account: the member's places and passes end with it (their rows keep nothing of the person). */
export async function leaveRooms(tx: DbOrTx, memberId: number, now: Date) {
  await tx
    .update(roomVisitors)
    .set({ leftAt: now })
    .where(and(eq(roomVisitors.memberId, memberId), isNull(roomVisitors.leftAt)));
}
