// GET /api/dev/sms_outbox?phone=…: the latest code the SMS sandbox "sent" (development and tests) → providers/sms/sandbox
// POST /api/dev/sms_clock {phone}: ends the phone's one-code-a-minute window now (sandbox clock) → services/accounts/rate-limit
import { ok } from '../../http';
import { endWindow, LIMITS } from '../../services/accounts/rate-limit';
import { handle, type HallApp } from '../../platform/route-schema';
import { latestSandboxSms } from '../../providers/sms/sandbox';
import { devCalls } from '@/lib/contract/dev-calls';

export async function smsOutboxRoutes(app: HallApp) {
  const db = app.database.db;
  handle(app, devCalls.smsOutbox, async (req) => {
    const sms = await latestSandboxSms(db, req.query.phone);
    return ok({ ...sms, createdAt: sms.createdAt.toISOString() });
  });
  handle(app, devCalls.endCodeWindow, async (req) => {
    await endWindow(db, LIMITS.codePerPhone, req.body.phone);
    return ok(null);
  });
}
