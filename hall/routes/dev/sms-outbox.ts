// GET /api/dev/sms_outbox?phone=…: the latest code the SMS sandbox "sent" (development and tests) → providers/sms/sandbox
// POST /api/dev/sms_clock {phone}: ends the phone's one-code-a-minute window now (sandbox clock) → services/accounts/rate-limit
import { z } from 'zod';
import { phone } from '@/lib/contract/member';
import { ok } from '../../http';
import { endWindow, LIMITS } from '../../services/accounts/rate-limit';
import { route, type HallApp } from '../../platform/route-schema';
import { latestSandboxSms } from '../../providers/sms/sandbox';

export async function smsOutboxRoutes(app: HallApp) {
  const db = app.database.db;
  app.get(
    '/api/dev/sms_outbox',
    route({ summary: 'The latest code the SMS sandbox sent a phone', query: z.object({ phone }) }),
    async (req) => ok(await latestSandboxSms(db, req.query.phone)),
  );
  app.post(
    '/api/dev/sms_clock',
    route({ summary: 'Ends a phone’s one-code-a-minute window now (sandbox clock)', body: z.object({ phone }) }),
    async (req) => {
      await endWindow(db, LIMITS.codePerPhone, req.body.phone);
      return ok(null);
    },
  );
}
