// The waiting room's public calls (lib/contract/waiting-room.ts, ours: a hot on-sale's waiting room; a
// place needs no account) → services/waiting-room
import { waitingRoomCalls as calls } from '@/lib/contract/waiting-room';
import { ok } from '../../http';
import { handle, type HallApp } from '../../platform/route-schema';
import { joinWaitingRoom, roomStanding, waitingRoomInfo } from '../../services/waiting-room/visitors';

export async function waitingRoomRoutes(app: HallApp) {
  const db = app.database.db;
  const secret = app.config.SIGN_SECRET;
  handle(app, calls.info, async (req) => ok(await waitingRoomInfo(db, req.query.sessionId)));
  handle(app, calls.join, async (req) => ok(await joinWaitingRoom(db, req.body.sessionId, req.body.token, secret)));
  handle(app, calls.standing, async (req) => ok(await roomStanding(db, req.query.sessionId, req.query.token, secret)));
}
