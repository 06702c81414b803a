// GET, PUT /api/staff/sessions/:id/waiting_list (ours, box office, issue 36): a session's waiting lists and their
// offers; the offer window and closing the lists → services/waiting-list/staff
import { idParam } from '@/lib/contract/common';
import { waitingListSettings } from '@/lib/contract/waiting-list';
import { actorOf } from '../../auth';
import { ok } from '../../http';
import { route, type HallApp } from '../../platform/route-schema';
import { staffWaitingList, updateWaitingList } from '../../services/waiting-list/staff';

export async function staffWaitingListRoutes(app: HallApp) {
  const db = app.database.db;
  const boxOffice = { access: 'staff', roles: ['boxOffice'] } as const;

  const read = route({ summary: 'A session’s waiting lists by class, their entries and offers', ...boxOffice, params: idParam });
  app.get('/api/staff/sessions/:id/waiting_list', read, async (req) => ok(await staffWaitingList(db, req.params.id)));

  const update = route({
    summary: 'Sets the offer window of a session’s waiting lists, or closes them (those in line are told)',
    ...boxOffice,
    params: idParam,
    body: waitingListSettings,
  });
  app.put('/api/staff/sessions/:id/waiting_list', update, async (req) =>
    ok(await updateWaitingList(db, actorOf(req), req.params.id, req.body)),
  );
}
