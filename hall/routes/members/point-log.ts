// GET /api/member/point_list: the member's points, change by change (§7 Membership) → services/members/point-log
import { memberCalls as calls } from '@/lib/contract/member-calls';
import { requireMember } from '../../auth';
import { ok } from '../../http';
import { handle, type HallApp } from '../../platform/route-schema';
import { listPointLog } from '../../services/members/point-log';

export async function pointLogRoutes(app: HallApp) {
  const db = app.database.db;
  handle(app, calls.pointLog, async (req) => {
    const memberId = requireMember(req);
    const { page, pageSize } = req.query;
    return ok(await listPointLog(db, memberId, page, pageSize));
  });
}
