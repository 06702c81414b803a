// POST /api/feedback (ours: §1 names feedback, §7 no call) → services/feedback
import { feedbackPayload } from '@/lib/contract/feedback';
import { addressOf } from '../../auth';
import { localeOf, ok } from '../../http';
import { route, type HallApp } from '../../platform/route-schema';
import { sendFeedback } from '../../services/feedback/feedback';

export async function feedbackRoutes(app: HallApp) {
  const db = app.database.db;
  app.post(
    '/api/feedback',
    route({ summary: 'Sends the hall a message (slide puzzle solved; a few an hour per address)', body: feedbackPayload }),
    async (req) => ok(await sendFeedback(db, { memberId: req.memberId, address: addressOf(req), locale: localeOf(req) }, req.body)),
  );
}
