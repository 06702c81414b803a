// POST /api/dev/welfare/close {roundId}: the test clock of a public-welfare round's window (payment sandbox) → services/welfare/draw
import { ok } from '../../http';
import { handle, type HallApp } from '../../platform/route-schema';
import { closeWindowNow } from '../../services/welfare/draw';
import { devCalls } from '@/lib/contract/dev-calls';

export async function welfareClockRoutes(app: HallApp) {
  const db = app.database.db;
  handle(app, devCalls.closeWelfareRound, async (req) => ok({ outcome: await closeWindowNow(db, req.body.roundId) }));
}
