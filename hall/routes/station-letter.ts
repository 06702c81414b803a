// GET /api/member/station_letter, /api/member/station_letter_num; PUT /api/member/station_letter/{id}/read and
// /api/member/station_letter/read_all (ours: marking read); GET /api/member/point_list (§7 Membership).
import type { FastifyInstance } from 'fastify';
import { pageQuery } from '@/lib/contract/envelope';
import { idParam } from '@/lib/contract/project';
import { requireMember } from '../auth';
import { ok, parse } from '../http';
import { listPointLog } from '../services/members/point-log';
import { countUnread, listLetters, markAllRead, markRead } from '../services/members/station-letters';

export async function stationLetterRoutes(app: FastifyInstance) {
  const db = app.database.db;

  app.get('/api/member/station_letter', async (req) => {
    const memberId = requireMember(req);
    const { page, pageSize } = parse(pageQuery, req.query);
    return ok(await listLetters(db, memberId, page, pageSize));
  });

  app.get('/api/member/station_letter_num', async (req) => ok(await countUnread(db, requireMember(req))));

  app.put('/api/member/station_letter/read_all', async (req) => ok(await markAllRead(db, requireMember(req))));

  app.put('/api/member/station_letter/:id/read', async (req) => {
    const memberId = requireMember(req);
    return ok(await markRead(db, memberId, parse(idParam, req.params).id));
  });

  app.get('/api/member/point_list', async (req) => {
    const memberId = requireMember(req);
    const { page, pageSize } = parse(pageQuery, req.query);
    return ok(await listPointLog(db, memberId, page, pageSize));
  });
}
