// GET /api/member/point_list: the member's points, change by change (§7 Membership) → services/members/point-log
import { pageQuery } from '@/lib/contract/envelope';
import { requireMember } from '../../auth';
import { ok } from '../../http';
import { route, type HallApp } from '../../platform/route-schema';
import { listPointLog } from '../../services/members/point-log';

export async function pointLogRoutes(app: HallApp) {
  const db = app.database.db;

  app.get(
    '/api/member/point_list',
    route({ summary: 'The member’s points, change by change, a page', access: 'member', query: pageQuery }),
    async (req) => {
      const memberId = requireMember(req);
      const { page, pageSize } = req.query;
      return ok(await listPointLog(db, memberId, page, pageSize));
    },
  );
}
