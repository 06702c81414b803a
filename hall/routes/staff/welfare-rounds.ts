// The box office's public-welfare calls (lib/contract/staff-welfare-calls.ts, ours): the rounds, the sessions a
// round may be opened for, opening one → services/welfare/editing
import { staffWelfareCalls as calls } from '@/lib/contract/staff-welfare-calls';
import { actorOf } from '../../auth';
import { ok } from '../../http';
import { handle, type HallApp } from '../../platform/route-schema';
import { createWelfareRound, staffRounds, welfareSessionChoices } from '../../services/welfare/editing';

export async function welfareRoundRoutes(app: HallApp) {
  const db = app.database.db;
  handle(app, calls.rounds, async () => ok(await staffRounds(db)));
  handle(app, calls.sessions, async () => ok(await welfareSessionChoices(db)));
  // The public page is rendered per request (it shows the member's own applications): no cache to tell.
  handle(app, calls.open, async (req) => ok(await createWelfareRound(db, actorOf(req), req.body)));
}
