// GET, PUT /api/staff/sessions/:id/waiting_room (ours, box office, issue 36): a session's waiting room, its settings
// and how it stands → services/waiting-room/staff
import { idParam } from '@/lib/contract/common';
import { waitingRoomSettings } from '@/lib/contract/waiting-room';
import { actorOf } from '../../auth';
import { ok } from '../../http';
import { route, type HallApp } from '../../platform/route-schema';
import { staffWaitingRoom, updateWaitingRoom } from '../../services/waiting-room/staff';

export async function staffWaitingRoomRoutes(app: HallApp) {
  const db = app.database.db;
  const boxOffice = { access: 'staff', roles: ['boxOffice'] } as const;

  const read = route({ summary: 'A session’s waiting room: its settings and who waits, is inside or left', ...boxOffice, params: idParam });
  app.get('/api/staff/sessions/:id/waiting_room', read, async (req) => ok(await staffWaitingRoom(db, req.params.id)));

  const update = route({
    summary: 'Sets a session’s waiting room: on or off, the opening, the rate, how many at once and for how long',
    ...boxOffice,
    params: idParam,
    body: waitingRoomSettings,
  });
  app.put('/api/staff/sessions/:id/waiting_room', update, async (req) =>
    ok(await updateWaitingRoom(db, actorOf(req), req.params.id, req.body)),
  );
}
