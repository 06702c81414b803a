// GET /api/member/station_letter, /station_letter_num; PUT /{id}/read, /read_all (ours) (§7 Membership), and the same
// under /api/enterpriseuser for a venue renter (ours: the letters of their projects' steps) → services/members/station-letters
import { enterpriseLetterCalls, memberLetterCalls } from '@/lib/contract/member-calls';
import type { FastifyRequest } from 'fastify';
import { requireEnterprise, requireMember } from '../../auth';
import { ok } from '../../http';
import { handle, type HallApp } from '../../platform/route-schema';
import { countUnread, listLetters, markAllRead, markRead, type LetterReader } from '../../services/members/station-letters';

export async function stationLetterRoutes(app: HallApp) {
  const readers = [
    { calls: memberLetterCalls, reader: (req: FastifyRequest): LetterReader => ({ memberId: requireMember(req) }) },
    { calls: enterpriseLetterCalls, reader: (req: FastifyRequest): LetterReader => ({ enterpriseUserId: requireEnterprise(req) }) },
  ];
  const db = app.database.db;
  for (const { calls, reader } of readers) {
    handle(app, calls.list, async (req) => ok(await listLetters(db, reader(req), req.query.page, req.query.pageSize)));
    handle(app, calls.unread, async (req) => ok(await countUnread(db, reader(req))));
    handle(app, calls.readAll, async (req) => ok(await markAllRead(db, reader(req))));
    handle(app, calls.read, async (req) => ok(await markRead(db, reader(req), req.params.id)));
  }
}
