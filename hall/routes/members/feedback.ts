// POST /api/feedback (ours: §1 names feedback, §7 no call) → services/feedback
import { feedbackCalls as calls } from '@/lib/contract/member-calls';
import { addressOf } from '../../auth';
import { localeOf, ok } from '../../http';
import { handle, type HallApp } from '../../platform/route-schema';
import { sendFeedback } from '../../services/feedback/feedback';

export async function feedbackRoutes(app: HallApp) {
  const db = app.database.db;
  handle(app, calls.send, async (req) =>
    ok(await sendFeedback(db, { memberId: req.memberId, address: addressOf(req), locale: localeOf(req) }, req.body)),
  );
}
