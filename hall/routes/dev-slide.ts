// GET /api/dev/slide_answer?id=…: where a slide puzzle's hole is (end-to-end tests only; never production).
import type { FastifyInstance } from 'fastify';
import { eq } from 'drizzle-orm';
import { z } from 'zod';
import { slideChallenges } from '../db/schema';
import { notFound } from '../errors';
import { ok, parse } from '../http';

/**
 * Browser journeys cannot see the hole the way a person does, so with the SMS sandbox (the same switch that
 * exposes the sandbox's text messages) they may ask where it is. Registered only then, and never in production.
 */
export async function devSlideRoutes(app: FastifyInstance) {
  if (app.config.SMS_PROVIDER !== 'sandbox' || app.config.NODE_ENV === 'production') return;
  const db = app.database.db;

  app.get('/api/dev/slide_answer', async (req) => {
    const { id } = parse(z.object({ id: z.string().min(10).max(100) }), req.query);
    const [row] = await db.select({ x: slideChallenges.offsetX }).from(slideChallenges).where(eq(slideChallenges.id, id));
    if (!row) throw notFound();
    return ok(row);
  });
}
