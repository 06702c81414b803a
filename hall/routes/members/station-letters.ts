// GET /api/member/station_letter, /station_letter_num; PUT /{id}/read, /read_all (ours) (§7 Membership) → services/members/station-letters
import type { FastifyInstance } from 'fastify';
import { pageQuery } from '@/lib/contract/envelope';
import { idParam } from '@/lib/contract/common';
import { requireMember } from '../../auth';
import { ok, parse } from '../../http';
import { countUnread, listLetters, markAllRead, markRead } from '../../services/members/station-letters';

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
}
