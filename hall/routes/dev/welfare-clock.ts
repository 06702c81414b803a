// POST /api/dev/welfare/close {roundId}: the test clock of a public-welfare round's window (payment sandbox) → services/welfare/draw
import { z } from 'zod';
import { id } from '@/lib/contract/common';
import { ok } from '../../http';
import { route, type HallApp } from '../../platform/route-schema';
import { closeWindowNow } from '../../services/welfare/draw';

const body = z.object({ roundId: id });

export async function welfareClockRoutes(app: HallApp) {
  const db = app.database.db;
  app.post(
    '/api/dev/welfare/close',
    route({ summary: 'Ends a welfare round’s application window now and draws it (sandbox clock)', body }),
    async (req) => ok({ outcome: await closeWindowNow(db, req.body.roundId) }),
  );
}
