// GET /api/dev/sms_outbox?phone=…: the latest code the SMS sandbox "sent" (development and tests, never production).
import type { FastifyInstance } from 'fastify';
import { desc, eq } from 'drizzle-orm';
import { z } from 'zod';
import { phone } from '@/lib/contract/member';
import { smsOutbox } from '../db/schema';
import { notFound } from '../errors';
import { ok, parse } from '../http';

export async function devSmsRoutes(app: FastifyInstance) {
  if (app.config.SMS_PROVIDER !== 'sandbox' || app.config.NODE_ENV === 'production') return;
  const db = app.database.db;

  app.get('/api/dev/sms_outbox', async (req) => {
    const query = parse(z.object({ phone }), req.query);
    const [row] = await db
      .select({ phone: smsOutbox.phone, code: smsOutbox.code, body: smsOutbox.body, createdAt: smsOutbox.createdAt })
      .from(smsOutbox)
      .where(eq(smsOutbox.phone, query.phone))
      .orderBy(desc(smsOutbox.createdAt), desc(smsOutbox.id))
      .limit(1);
    if (!row) throw notFound();
    return ok(row);
  });
}
