// GET /api/dev/sms_outbox?phone=…: the latest code the SMS sandbox "sent" (development and tests) → providers/sms/sandbox
import type { FastifyInstance } from 'fastify';
import { z } from 'zod';
import { phone } from '@/lib/contract/member';
import { ok, parse } from '../../http';
import { latestSandboxSms } from '../../providers/sms/sandbox';

export async function smsOutboxRoutes(app: FastifyInstance) {
  const db = app.database.db;
  app.get('/api/dev/sms_outbox', async (req) => ok(await latestSandboxSms(db, parse(z.object({ phone }), req.query).phone)));
}
