// GET/POST /api/staff/welfare-rounds, GET /api/staff/welfare-rounds/sessions (ours, box office) → services/welfare/editing
import { welfareRoundPayload } from '@/lib/contract/welfare-editing';
import { actorOf } from '../../auth';
import { ok } from '../../http';
import { route, type HallApp } from '../../platform/route-schema';
import { createWelfareRound, staffRounds, welfareSessionChoices } from '../../services/welfare/editing';

export async function welfareRoundRoutes(app: HallApp) {
  const db = app.database.db;
  const boxOffice = { access: 'staff', roles: ['boxOffice'] } as const;

  app.get('/api/staff/welfare-rounds', route({ summary: 'Every public-welfare round with its counts', ...boxOffice }), async () =>
    ok(await staffRounds(db)),
  );
  app.get(
    '/api/staff/welfare-rounds/sessions',
    route({ summary: 'The sessions a public-welfare round may be opened for', ...boxOffice }),
    async () => ok(await welfareSessionChoices(db)),
  );
  app.post(
    '/api/staff/welfare-rounds',
    route({
      summary: 'Opens a public-welfare round: places of one session, an application window',
      ...boxOffice,
      body: welfareRoundPayload,
    }),
    // The public page is rendered per request (it shows the member's own applications): no cache to tell.
    async (req) => ok(await createWelfareRound(db, actorOf(req), req.body)),
  );
}
