// GET /api/dev/sms_outbox?phone=…: the latest code the SMS sandbox "sent" (development and tests) → providers/sms/sandbox
import { z } from 'zod';
import { phone } from '@/lib/contract/member';
import { ok } from '../../http';
import { route, type HallApp } from '../../platform/route-schema';
import { latestSandboxSms } from '../../providers/sms/sandbox';

export async function smsOutboxRoutes(app: HallApp) {
  const db = app.database.db;
  app.get(
    '/api/dev/sms_outbox',
    route({ summary: 'The latest code the SMS sandbox sent a phone', query: z.object({ phone }) }),
    async (req) => ok(await latestSandboxSms(db, req.query.phone)),
  );
}
