// GET /api/dev/slide_answer?id=…: where a slide puzzle's hole is (end-to-end tests) → services/accounts/slide
import { z } from 'zod';
import { ok } from '../../http';
import { route, type HallApp } from '../../platform/route-schema';
import { slideAnswer } from '../../services/accounts/slide';

/**
 * Browser journeys cannot see the hole the way a person does, so with the SMS sandbox (the same switch that
 * exposes the sandbox's text messages) they may ask where it is.
 */
export async function slideAnswerRoutes(app: HallApp) {
  const db = app.database.db;
  const query = z.object({ id: z.string().min(10).max(100) });
  app.get(
    '/api/dev/slide_answer',
    route({ summary: 'Where a slide puzzle’s hole is (SMS sandbox, for browser tests)', query }),
    async (req) => ok(await slideAnswer(db, req.query.id)),
  );
}
