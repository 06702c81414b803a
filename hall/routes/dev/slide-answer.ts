// GET /api/dev/slide_answer?id=…: where a slide puzzle's hole is (end-to-end tests) → services/accounts/slide
import { ok } from '../../http';
import { handle, type HallApp } from '../../platform/route-schema';
import { slideAnswer } from '../../services/accounts/slide';
import { devCalls } from '@/lib/contract/dev-calls';

/**
 * Browser journeys cannot see the hole the way a person does, so with the SMS sandbox (the same switch that
 * exposes the sandbox's text messages) they may ask where it is.
 */
export async function slideAnswerRoutes(app: HallApp) {
  const db = app.database.db;
  handle(app, devCalls.slideAnswer, async (req) => ok(await slideAnswer(db, req.query.id)));
}
