// The box office's waiting-list calls (lib/contract/waiting-list.ts, ours): a session's lists and their
// offers, the offer window and closing the lists → services/waiting-list/staff
import { waitingListCalls as calls } from '@/lib/contract/waiting-list';
import { actorOf } from '../../auth';
import { ok } from '../../http';
import { handle, type HallApp } from '../../platform/route-schema';
import { staffWaitingList, updateWaitingList } from '../../services/waiting-list/staff';

export async function staffWaitingListRoutes(app: HallApp) {
  const db = app.database.db;
  handle(app, calls.session, async (req) => ok(await staffWaitingList(db, req.params.id)));
  handle(app, calls.updateSession, async (req) => ok(await updateWaitingList(db, actorOf(req), req.params.id, req.body)));
}
