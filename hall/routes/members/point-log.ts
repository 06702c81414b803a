// GET /api/member/point_list: the member's points, change by change (§7 Membership) → services/members/point-log
import type { FastifyInstance } from 'fastify';
import { pageQuery } from '@/lib/contract/envelope';
import { requireMember } from '../../auth';
import { ok, parse } from '../../http';
import { listPointLog } from '../../services/members/point-log';

export async function pointLogRoutes(app: FastifyInstance) {
  const db = app.database.db;

  app.get('/api/member/point_list', async (req) => {
    const memberId = requireMember(req);
    const { page, pageSize } = parse(pageQuery, req.query);
    return ok(await listPointLog(db, memberId, page, pageSize));
  });
}
