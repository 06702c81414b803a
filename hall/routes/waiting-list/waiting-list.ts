// GET /api/waiting_list, POST /api/waiting_list/join, POST /api/waiting_list/leave (ours, issue 36: a member's
// places in line for sold-out ticket classes and their offers) → services/waiting-list
import { waitingJoin, waitingLeave, waitingListQuery } from '@/lib/contract/waiting-list';
import { requireMember } from '../../auth';
import { localeOf, ok } from '../../http';
import { route, type HallApp } from '../../platform/route-schema';
import { joinWaitingList, leaveWaitingList, memberWaitingList } from '../../services/waiting-list/entries';

export async function waitingListRoutes(app: HallApp) {
  const db = app.database.db;

  const list = route({ summary: 'The member’s waiting-list entries and offers', access: 'member', query: waitingListQuery });
  app.get('/api/waiting_list', list, async (req) => ok(await memberWaitingList(db, requireMember(req), req.query.sessionId)));

  const join = route({ summary: 'Joins the waiting list of a sold-out ticket class', access: 'member', body: waitingJoin });
  app.post('/api/waiting_list/join', join, async (req) => ok(await joinWaitingList(db, requireMember(req), req.body, localeOf(req))));

  const leave = route({ summary: 'Leaves a waiting list, or gives up its offer', access: 'member', body: waitingLeave });
  app.post('/api/waiting_list/leave', leave, async (req) => {
    await leaveWaitingList(db, requireMember(req), req.body.id);
    return ok(null);
  });
}
