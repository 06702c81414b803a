// The member's waiting-list calls (lib/contract/waiting-list.ts, ours: places in line for sold-out
// ticket classes and their offers) → services/waiting-list
import { waitingListCalls as calls } from '@/lib/contract/waiting-list';
import { requireMember } from '../../auth';
import { localeOf, ok } from '../../http';
import { handle, type HallApp } from '../../platform/route-schema';
import { joinWaitingList, leaveWaitingList, memberWaitingList } from '../../services/waiting-list/entries';

export async function waitingListRoutes(app: HallApp) {
  const db = app.database.db;
  handle(app, calls.mine, async (req) => ok(await memberWaitingList(db, requireMember(req), req.query.sessionId)));
  handle(app, calls.join, async (req) => ok(await joinWaitingList(db, requireMember(req), req.body, localeOf(req))));
  handle(app, calls.leave, async (req) => {
    await leaveWaitingList(db, requireMember(req), req.body.id);
    return ok(null);
  });
}
