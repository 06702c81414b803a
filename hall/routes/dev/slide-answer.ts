// GET /api/dev/slide_answer?id=…: where a slide puzzle's hole is (end-to-end tests) → services/accounts/slide
import type { FastifyInstance } from 'fastify';
import { z } from 'zod';
import { ok, parse } from '../../http';
import { slideAnswer } from '../../services/accounts/slide';

/**
 * Browser journeys cannot see the hole the way a person does, so with the SMS sandbox (the same switch that
 * exposes the sandbox's text messages) they may ask where it is.
 */
export async function slideAnswerRoutes(app: FastifyInstance) {
  const db = app.database.db;
  app.get('/api/dev/slide_answer', async (req) =>
    ok(await slideAnswer(db, parse(z.object({ id: z.string().min(10).max(100) }), req.query).id)),
  );
}
