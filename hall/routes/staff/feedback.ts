// GET /api/staff/feedback, PUT /api/staff/feedback/:id (ours, box office) → services/feedback
import { feedbackAnswerPayload, feedbackParams, feedbackQuery } from '@/lib/contract/feedback';
import { actorOf } from '../../auth';
import { ok } from '../../http';
import { route, type HallApp } from '../../platform/route-schema';
import { answerFeedback, staffFeedback } from '../../services/feedback/feedback';

export async function feedbackInboxRoutes(app: HallApp) {
  const db = app.database.db;
  const boxOffice = { access: 'staff', roles: ['boxOffice'] } as const;
  app.get(
    '/api/staff/feedback',
    route({ summary: 'Messages to the hall, waiting or answered', ...boxOffice, query: feedbackQuery }),
    async (req) => ok(await staffFeedback(db, req.query.status)),
  );
  app.put(
    '/api/staff/feedback/:id',
    route({
      summary: 'Answers a message, once (a member gets a station letter)',
      ...boxOffice,
      params: feedbackParams,
      body: feedbackAnswerPayload,
    }),
    async (req) => ok(await answerFeedback(db, actorOf(req), req.params.id, req.body.answer)),
  );
}
