// The order call's side of a waiting room: an order for a session whose room is on needs the pass of a
// visitor admitted and still inside, and the first order binds that pass to its member.
import { and, eq, gt, isNotNull, isNull, or } from 'drizzle-orm';
import { Code } from '@/lib/contract/codes';
import { readRoomPass } from '@/lib/security/room-pass';
import type { Db } from '../../db/client';
import { roomVisitors, waitingRooms } from '../../db/schema';
import { HallError } from '../../errors';

/**
 * Refuses an order for a session under a room without a good pass (`roomPassRequired`: none, forged, another
 * session's, ended, or a visitor the room no longer admits) or with a pass another member has ordered with
 * (`roomPassTaken`). A session without a room costs one read by primary key and no transaction: the on-sale path
 * stays as fast as it was. An order through a waiting-list offer does not come here (its seats are held for it).
 */
export async function checkRoomPass(db: Db, sessionId: number, memberId: number, pass: unknown, secret: string, now = new Date()) {
  const [room] = await db.select({ enabled: waitingRooms.enabled }).from(waitingRooms).where(eq(waitingRooms.sessionId, sessionId));
  if (!room?.enabled) return;
  const claim = readRoomPass(pass, sessionId, secret, now);
  if (!claim) throw new HallError('roomPassRequired', Code.badRequest);
  const inside = and(
    eq(roomVisitors.id, claim.v),
    eq(roomVisitors.sessionId, sessionId),
    isNotNull(roomVisitors.admittedAt),
    isNull(roomVisitors.leftAt),
    gt(roomVisitors.passExpiresAt, now),
  );
  const [bound] = await db
    .update(roomVisitors)
    .set({ memberId })
    .where(and(inside, or(isNull(roomVisitors.memberId), eq(roomVisitors.memberId, memberId))))
    .returning({ id: roomVisitors.id });
  if (bound) return;
  const [other] = await db.select({ id: roomVisitors.id }).from(roomVisitors).where(inside);
  throw new HallError(other ? 'roomPassTaken' : 'roomPassRequired', Code.badRequest);
}
