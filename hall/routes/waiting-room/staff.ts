// The box office's waiting-room calls (lib/contract/waiting-room.ts, ours): a session's room, its
// settings and how it stands → services/waiting-room/staff
import { TAGS } from '@/lib/contract/cache-tags';
import { waitingRoomCalls as calls } from '@/lib/contract/waiting-room';
import { actorOf } from '../../auth';
import { ok } from '../../http';
import { handle, type HallApp } from '../../platform/route-schema';
import { staffWaitingRoom, updateWaitingRoom } from '../../services/waiting-room/staff';

export async function staffWaitingRoomRoutes(app: HallApp) {
  const db = app.database.db;
  handle(app, calls.session, async (req) => ok(await staffWaitingRoom(db, req.params.id)));
  handle(app, calls.updateSession, async (req) => {
    const room = await updateWaitingRoom(db, actorOf(req), req.params.id, req.body);
    // The site's seat map pages and the BFF's checks read whether a room is on through its cache: told at once.
    void app.siteCache.changed([TAGS.projects]);
    return ok(room);
  });
}
