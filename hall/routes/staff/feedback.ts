// The box office's feedback calls (lib/contract/staff-feedback-calls.ts, ours): the inbox and the answer
// → services/feedback
import { staffFeedbackCalls as calls } from '@/lib/contract/staff-feedback-calls';
import { actorOf } from '../../auth';
import { ok } from '../../http';
import { handle, type HallApp } from '../../platform/route-schema';
import { answerFeedback, staffFeedback } from '../../services/feedback/feedback';

export async function feedbackInboxRoutes(app: HallApp) {
  const db = app.database.db;
  handle(app, calls.list, async (req) => ok(await staffFeedback(db, req.query.status)));
  handle(app, calls.answer, async (req) => ok(await answerFeedback(db, actorOf(req), req.params.id, req.body.answer)));
}
