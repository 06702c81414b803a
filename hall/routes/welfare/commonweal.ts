// GET /api/commonweal_ticket, /project (§7 Promotion and welfare) and our own /apply, /mine, /draw
// → services/welfare (applications, a reproducible draw, places offered as ordinary ticket orders).
import { welfareApply, welfareDrawQuery } from '@/lib/contract/welfare';
import { requireMember } from '../../auth';
import { HallError } from '../../errors';
import { ok } from '../../http';
import { route, type HallApp } from '../../platform/route-schema';
import { applyForPlace, memberApplications, publishedDraw } from '../../services/welfare/applications';
import { listRounds, welfareOpen, welfareProgramme } from '../../services/welfare/rounds';

export async function welfareRoutes(app: HallApp) {
  const db = app.database.db;
  const whileOpen = async () => {
    if (!(await welfareOpen(db))) throw new HallError('welfareClosed');
  };

  app.get(
    '/api/commonweal_ticket',
    route({ summary: 'The public-welfare programme: whether it is open (§3 flag) and its rules' }),
    async () => ok(await welfareProgramme(db)),
  );

  app.get('/api/commonweal_ticket/project', route({ summary: 'The public-welfare rounds of sessions still ahead' }), async () => {
    await whileOpen();
    return ok(await listRounds(db));
  });

  app.get(
    '/api/commonweal_ticket/draw',
    route({ summary: 'A round’s published applications and, once drawn, its seed and drawn order', query: welfareDrawQuery }),
    async (req) => {
      await whileOpen();
      return ok(await publishedDraw(db, req.query.roundId));
    },
  );

  app.get(
    '/api/commonweal_ticket/mine',
    route({ summary: 'The member’s public-welfare applications and offered places', access: 'member' }),
    async (req) => ok(await memberApplications(db, requireMember(req))),
  );

  app.post(
    '/api/commonweal_ticket/apply',
    route({ summary: 'Applies for a public-welfare place with a regular purchaser (real name)', access: 'member', body: welfareApply }),
    async (req) => ok(await applyForPlace(db, requireMember(req), req.body)),
  );
}
