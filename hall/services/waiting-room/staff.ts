// The box office's side of a session's waiting room: its settings and how the room stands.
import { and, count, eq, gt, isNotNull, isNull, lte } from 'drizzle-orm';
import type { StaffWaitingRoom, WaitingRoomSettings } from '@/lib/contract/waiting-room';
import type { Db, DbOrTx } from '../../db/client';
import { roomVisitors, sessions, waitingRooms } from '../../db/schema';
import { notFound } from '../../errors';
import { audit, type Actor } from '../staff/audit';
import { insideNow, roomOf, type Room } from './admit';

const settingsOf = (room: Room): WaitingRoomSettings => ({
  enabled: room.enabled,
  opensAt: room.opensAt.toISOString(),
  admitPerMinute: room.admitPerMinute,
  maxActive: room.maxActive,
  stayMinutes: room.stayMinutes,
});

export async function staffWaitingRoom(db: DbOrTx, sessionId: number, now = new Date()): Promise<StaffWaitingRoom> {
  const [session] = await db.select({ id: sessions.id }).from(sessions).where(eq(sessions.id, sessionId));
  if (!session) throw notFound();
  const room = await roomOf(db, sessionId);
  const ofRoom = eq(roomVisitors.sessionId, sessionId);
  const tally = (where: ReturnType<typeof and>) =>
    db
      .select({ n: count() })
      .from(roomVisitors)
      .where(where)
      .then(([row]) => row.n);
  const [waiting, inside, passExpired, left, admittedLastMinute] = await Promise.all([
    tally(and(ofRoom, isNull(roomVisitors.admittedAt), isNull(roomVisitors.leftAt))),
    tally(insideNow(sessionId, now)),
    tally(and(ofRoom, isNotNull(roomVisitors.admittedAt), isNull(roomVisitors.leftAt), lte(roomVisitors.passExpiresAt, now))),
    tally(and(ofRoom, isNotNull(roomVisitors.leftAt))),
    tally(and(ofRoom, gt(roomVisitors.admittedAt, new Date(now.getTime() - 60_000)))),
  ]);
  return {
    sessionId,
    settings: room ? settingsOf(room) : null,
    counts: { waiting, inside, passExpired, left },
    admittedLastMinute,
  };
}

/**
 * PUT /api/staff/sessions/:id/waiting_room: the settings, audited. An opening moved to a time still ahead starts
 * the room afresh: those waiting lose their places and are drawn again at the new opening with every arrival
 * before it, and the rate counts from it (passes already given run to their end). Turning the room off lets
 * everyone order at once; turning it on again keeps the queue.
 */
export async function updateWaitingRoom(db: Db, actor: Actor, sessionId: number, input: WaitingRoomSettings, now = new Date()) {
  const opensAt = new Date(input.opensAt);
  await db.transaction(async (tx) => {
    const [session] = await tx.select({ id: sessions.id }).from(sessions).where(eq(sessions.id, sessionId));
    if (!session) throw notFound();
    const [before] = await tx.select().from(waitingRooms).where(eq(waitingRooms.sessionId, sessionId)).for('no key update');
    const values = { ...input, opensAt };
    if (!before) {
      await tx.insert(waitingRooms).values({ sessionId, ...values });
    } else {
      const afresh = before.opensAt.getTime() !== opensAt.getTime() && opensAt > now;
      await tx
        .update(waitingRooms)
        .set(afresh ? { ...values, drawnAt: null, admittedThrough: null } : values)
        .where(eq(waitingRooms.sessionId, sessionId));
      if (afresh) {
        await tx
          .update(roomVisitors)
          .set({ place: null })
          .where(and(eq(roomVisitors.sessionId, sessionId), isNull(roomVisitors.admittedAt), isNull(roomVisitors.leftAt)));
      }
    }
    await audit(tx, actor, {
      action: 'waitingRoom.update',
      target: `session:${sessionId}`,
      before: before ? settingsOf(before) : null,
      after: { ...input, opensAt: opensAt.toISOString() },
    });
  });
  return staffWaitingRoom(db, sessionId, now);
}
