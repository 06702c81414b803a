// Text messages the hall owes its members, sent after the change that decided them: written in its transaction
// (`oweSmsNotice`), sent one at a time by the periodic work, which retries a provider's failure and parks one that
// persists.
import { and, asc, eq, isNull, lt, not, or, sql } from 'drizzle-orm';
import type { Locale } from '@/lib/i18n/locales';
import type { Tx } from '../../db/client';
import { members, smsNotices } from '../../db/schema';
import type { SmsNotice, SmsProvider } from '../../providers/sms/types';
import { heldBack } from '../work/failures';
import type { PeriodicWork } from '../work/periodic';

/** A claim outlasts the provider's own timeout (10 s), so a message being sent is never taken by a second instance. */
const CLAIM_MS = 60_000;

/** In the caller's transaction: the message leaves only if the change commits. */
export async function oweSmsNotice(tx: Tx, memberId: number, notice: SmsNotice, locale: Locale) {
  await tx.insert(smsNotices).values({ memberId, kind: notice.kind, values: notice.values, locale });
}

/**
 * Sends each notice owed. An instance claims the notice for a minute (one conditional update), sends it outside any
 * transaction and marks it sent. A message the provider accepted whose mark then failed is sent again once the
 * claim ends: a text leaves at least once, never for a change that did not commit.
 */
export function smsNoticeWork(sms: SmsProvider): PeriodicWork {
  const unclaimed = (now: Date) => or(isNull(smsNotices.claimedUntil), lt(smsNotices.claimedUntil, now));
  return {
    kind: 'smsNotice',
    async due(db, now) {
      const rows = await db
        .select({ id: smsNotices.id })
        .from(smsNotices)
        .where(and(isNull(smsNotices.sentAt), unclaimed(now), not(heldBack('smsNotice', sql`${smsNotices.id}::text`, now))))
        .orderBy(asc(smsNotices.createdAt))
        .limit(50);
      return rows.map((r) => String(r.id));
    },
    async run(db, key, now) {
      const id = Number(key);
      const [claimed] = await db
        .update(smsNotices)
        .set({ claimedUntil: new Date(now.getTime() + CLAIM_MS) })
        .where(and(eq(smsNotices.id, id), isNull(smsNotices.sentAt), unclaimed(now)))
        .returning({ memberId: smsNotices.memberId, kind: smsNotices.kind, values: smsNotices.values, locale: smsNotices.locale });
      if (!claimed) return;
      const [member] = await db.select({ phone: members.phone }).from(members).where(eq(members.id, claimed.memberId));
      try {
        await sms.sendNotice(member.phone, { kind: claimed.kind, values: claimed.values } as SmsNotice, claimed.locale);
      } catch (error) {
        // Given back at once: the work's backoff, not the claim, decides when it is tried again.
        await db.update(smsNotices).set({ claimedUntil: null }).where(eq(smsNotices.id, id));
        throw error;
      }
      await db.update(smsNotices).set({ sentAt: now }).where(eq(smsNotices.id, id));
    },
  };
}
