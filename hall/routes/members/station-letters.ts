// GET /api/member/station_letter, /station_letter_num; PUT /{id}/read, /read_all (ours) (§7 Membership) → services/members/station-letters
import { pageQuery } from '@/lib/contract/envelope';
import { idParam } from '@/lib/contract/common';
import { requireMember } from '../../auth';
import { ok } from '../../http';
import { route, type HallApp } from '../../platform/route-schema';
import { countUnread, listLetters, markAllRead, markRead } from '../../services/members/station-letters';

export async function stationLetterRoutes(app: HallApp) {
  const db = app.database.db;

  app.get(
    '/api/member/station_letter',
    route({ summary: 'The member’s station letters, a page', access: 'member', query: pageQuery }),
    async (req) => {
      const memberId = requireMember(req);
      const { page, pageSize } = req.query;
      return ok(await listLetters(db, memberId, page, pageSize));
    },
  );

  app.get('/api/member/station_letter_num', route({ summary: 'How many station letters are unread', access: 'member' }), async (req) =>
    ok(await countUnread(db, requireMember(req))),
  );

  app.put('/api/member/station_letter/read_all', route({ summary: 'Marks every station letter read', access: 'member' }), async (req) =>
    ok(await markAllRead(db, requireMember(req))),
  );

  app.put(
    '/api/member/station_letter/:id/read',
    route({ summary: 'Marks one station letter read', access: 'member', params: idParam }),
    async (req) => {
      const memberId = requireMember(req);
      return ok(await markRead(db, memberId, req.params.id));
    },
  );
}
