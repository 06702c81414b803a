// GET /api/waiting_room, POST /api/waiting_room/join, GET /api/waiting_room/standing (ours, issue 36: a hot
// on-sale's waiting room, public: a place needs no account) → services/waiting-room
import { waitingRoomJoin, waitingRoomQuery, waitingRoomStandingQuery } from '@/lib/contract/waiting-room';
import { ok } from '../../http';
import { route, type HallApp } from '../../platform/route-schema';
import { joinWaitingRoom, roomStanding, waitingRoomInfo } from '../../services/waiting-room/visitors';

export async function waitingRoomRoutes(app: HallApp) {
  const db = app.database.db;
  const secret = app.config.SIGN_SECRET;

  const info = route({
    summary: 'Whether a session’s seat map, cart and orders need a waiting-room pass',
    access: 'public',
    query: waitingRoomQuery,
  });
  app.get('/api/waiting_room', info, async (req) => ok(await waitingRoomInfo(db, req.query.sessionId)));

  const join = route({
    summary: 'A place in a session’s waiting room (the same place with its token)',
    access: 'public',
    body: waitingRoomJoin,
  });
  app.post('/api/waiting_room/join', join, async (req) => ok(await joinWaitingRoom(db, req.body.sessionId, req.body.token, secret)));

  const standing = route({
    summary: 'Where a place in a waiting room stands: place, wait, or the pass',
    access: 'public',
    query: waitingRoomStandingQuery,
  });
  app.get('/api/waiting_room/standing', standing, async (req) => ok(await roomStanding(db, req.query.sessionId, req.query.token, secret)));
}
