import type { Locale } from '@/lib/i18n/locales';
import { desc, eq } from 'drizzle-orm';
import type { DbOrTx } from '../../db/client';
import { smsOutbox } from '../../db/schema';
import { notFound } from '../../errors';
import { fill, messagesFor } from '../../i18n/messages';
import type { SmsProvider } from './types';

const text = (locale: Locale) => messagesFor(locale).sms;

/** Nothing leaves the machine: the message lands in sms_outbox, read back by GET /api/dev/sms_outbox. */
export function createSandboxSms(db: DbOrTx): SmsProvider {
  return {
    async sendCode(phone, code, locale) {
      await db.insert(smsOutbox).values({ phone, code, body: fill(text(locale).code, { code }) });
    },
    async sendNotice(phone, notice, locale) {
      await db.insert(smsOutbox).values({ phone, body: fill(text(locale)[notice.kind], notice.values) });
    },
  };
}

/** The latest message the sandbox "sent" to a phone (GET /api/dev/sms_outbox). */
export async function latestSandboxSms(db: DbOrTx, phone: string) {
  const [row] = await db
    .select({ phone: smsOutbox.phone, code: smsOutbox.code, body: smsOutbox.body, createdAt: smsOutbox.createdAt })
    .from(smsOutbox)
    .where(eq(smsOutbox.phone, phone))
    .orderBy(desc(smsOutbox.createdAt), desc(smsOutbox.id))
    .limit(1);
  if (!row) throw notFound();
  return row;
}
