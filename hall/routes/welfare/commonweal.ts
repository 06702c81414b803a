// GET /api/commonweal_ticket, /project (§7 Promotion and welfare) and our own /apply, /mine, /draw
// → services/welfare (applications, a reproducible draw, places offered as ordinary ticket orders).
import { welfareCalls as calls } from '@/lib/contract/welfare-calls';
import { requireMember } from '../../auth';
import { HallError } from '../../errors';
import { ok } from '../../http';
import { handle, type HallApp } from '../../platform/route-schema';
import { applyForPlace, memberApplications, publishedDraw } from '../../services/welfare/applications';
import { listRounds, welfareOpen, welfareProgramme } from '../../services/welfare/rounds';

export async function welfareRoutes(app: HallApp) {
  const db = app.database.db;
  const whileOpen = async () => {
    if (!(await welfareOpen(db))) throw new HallError('welfareClosed');
  };

  handle(app, calls.programme, async () => ok(await welfareProgramme(db)));
  handle(app, calls.rounds, async () => {
    await whileOpen();
    return ok(await listRounds(db));
  });
  handle(app, calls.draw, async (req) => {
    await whileOpen();
    return ok(await publishedDraw(db, req.query.roundId));
  });
  handle(app, calls.mine, async (req) => ok(await memberApplications(db, requireMember(req))));
  handle(app, calls.apply, async (req) => ok(await applyForPlace(db, requireMember(req), req.body)));
}
