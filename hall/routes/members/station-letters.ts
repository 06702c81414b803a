// GET /api/member/station_letter, /station_letter_num; PUT /{id}/read, /read_all (ours) (§7 Membership), and the same
// under /api/enterpriseuser for a venue renter (ours: the letters of their projects' steps) → services/members/station-letters
import { pageQuery } from '@/lib/contract/envelope';
import { idParam } from '@/lib/contract/common';
import type { FastifyRequest } from 'fastify';
import { requireEnterprise, requireMember } from '../../auth';
import { ok } from '../../http';
import { route, type HallApp } from '../../platform/route-schema';
import { countUnread, listLetters, markAllRead, markRead, type LetterReader } from '../../services/members/station-letters';

export async function stationLetterRoutes(app: HallApp) {
  const readers = [
    {
      base: '/api/member',
      who: 'member',
      access: 'member',
      reader: (req: FastifyRequest): LetterReader => ({ memberId: requireMember(req) }),
    },
    {
      base: '/api/enterpriseuser',
      who: 'venue renter',
      access: 'enterprise',
      reader: (req: FastifyRequest): LetterReader => ({ enterpriseUserId: requireEnterprise(req) }),
    },
  ] as const;
  const db = app.database.db;
  for (const { base, who, access, reader } of readers) {
    app.get(`${base}/station_letter`, route({ summary: `The ${who}’s station letters, a page`, access, query: pageQuery }), async (req) =>
      ok(await listLetters(db, reader(req), req.query.page, req.query.pageSize)),
    );
    app.get(`${base}/station_letter_num`, route({ summary: 'How many station letters are unread', access }), async (req) =>
      ok(await countUnread(db, reader(req))),
    );
    app.put(`${base}/station_letter/read_all`, route({ summary: 'Marks every station letter read', access }), async (req) =>
      ok(await markAllRead(db, reader(req))),
    );
    app.put(`${base}/station_letter/:id/read`, route({ summary: 'Marks one station letter read', access, params: idParam }), async (req) =>
      ok(await markRead(db, reader(req), req.params.id)),
    );
  }
}
