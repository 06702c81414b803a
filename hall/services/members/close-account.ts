// Closing an account (PIPL art. 47): the person leaves the hall's records, their orders stay in its accounts.
// One transaction under the member's row lock, which placing a ticket order or adding a buyer also takes: everything
// is erased together or nothing is, and the reasons are checked again under it, so an order placed a moment before
// refuses the closing. One that was waiting for the lock lands after it, unpaid, and ends with its payment window:
// its token, like every other, no longer works.
import { and, eq, gt, inArray, sql } from 'drizzle-orm';
import type { CloseRefusal } from '@/lib/contract/data-rights';
import type { Locale } from '@/lib/i18n/locales';
import type { Db, Tx } from '../../db/client';
import {
  buyers,
  cartItems,
  feedback,
  groupReservations,
  memberCoupons,
  members,
  orderItems,
  orders,
  pointLedger,
  receivers,
  reservations,
  shopOrders,
  stationLetters,
  stepTickets,
  welfareApplications,
} from '../../db/schema';
import { HallError, notFound } from '../../errors';
import { messagesFor } from '../../i18n/messages';
import { revokeTokensOf } from '../accounts/access-tokens';
import { consumeCode } from '../accounts/verification-codes';
import { audit } from '../staff/audit';
import { closingRefusals } from './closing-refusals';
import { activeEntries } from '../waiting-list/entries';
import { leaveRooms } from '../waiting-room/visitors';
import { endOffer } from '../waiting-list/offers';

/**
 * A closed account's phone: not a mobile number (no login, code or registration can name it), unique by the row's
 * id, so the number itself is free to register again as a new member.
 */
export const closedPhone = (memberId: number) => `closed:${memberId}`;

/** What a name that cannot be null becomes: shown as fully masked wherever names are (the welfare draw's list). */
const ERASED_NAME = '*';

/** The refusal, every reason in the member's words (`data` lists them for the screen). */
export function closingRefused(reasons: CloseRefusal[], locale: Locale) {
  const words = messagesFor(locale).dataRights.reasons;
  const list = reasons.map((r) => words[r.reason]).join(locale === 'en-US' ? '; ' : '；');
  return new HallError('accountCloseRefused', undefined, null, { reasons: list }, { reasons });
}

/**
 * Orders, bookings and applications stay for the hall's accounts; the people named on them go. The keyed hashes of
 * the real-name, visit and welfare claims stay: they still keep one person to one ticket or application per
 * performance, and without the hash key they name nobody.
 */
async function eraseFromRecords(tx: Tx, memberId: number) {
  const mine = tx.select({ id: orders.id }).from(orders).where(eq(orders.memberId, memberId));
  await tx.update(orderItems).set({ buyerName: null, buyerCertNo: null }).where(inArray(orderItems.orderId, mine));
  await tx.update(shopOrders).set({ receiver: null }).where(inArray(shopOrders.orderId, mine));
  // The n-th visitor is the n-th entry code: the visitors keep their order, child or adult and height.
  await tx
    .update(reservations)
    .set({
      visitors: sql`coalesce((select jsonb_agg(v.value || jsonb_build_object('name', ${ERASED_NAME}::text, 'certNo', '') order by v.ordinality)
        from jsonb_array_elements(${reservations.visitors}) with ordinality v), '[]'::jsonb)`,
    })
    .where(eq(reservations.memberId, memberId));
  await tx
    .update(groupReservations)
    .set({ contactName: ERASED_NAME, phone: '', email: '', note: null })
    .where(eq(groupReservations.memberId, memberId));
  await tx.update(welfareApplications).set({ buyerName: ERASED_NAME, certNo: '' }).where(eq(welfareApplications.memberId, memberId));
  await tx.update(feedback).set({ contact: null }).where(eq(feedback.memberId, memberId));
  const [{ kept }] = await tx
    .select({ kept: sql<number>`count(*)::int` })
    .from(orders)
    .where(eq(orders.memberId, memberId));
  return kept;
}

/** Points and unused coupons belong to the account and end with it; the ledger says why the balance went to 0. */
async function forfeit(tx: Tx, memberId: number, pointsBalance: number, now: Date) {
  if (pointsBalance > 0) {
    const note = { zh: messagesFor('zh-CN').dataRights.pointsForfeited, en: messagesFor('en-US').dataRights.pointsForfeited };
    await tx.insert(pointLedger).values({ memberId, delta: -pointsBalance, balanceAfter: 0, reason: 'adjust', note, createdAt: now });
  }
  const coupons = await tx
    .update(memberCoupons)
    .set({ expiresAt: now })
    .where(and(eq(memberCoupons.memberId, memberId), eq(memberCoupons.status, 'unused'), gt(memberCoupons.expiresAt, now)))
    .returning({ id: memberCoupons.id });
  return coupons.length;
}

/**
 * POST /api/member/close_account: refused (changing nothing, the code unspent) while anything of closing-refusals.ts
 * stands; else the CLOSE_ACCOUNT code of the member's phone, then in one transaction the profile erased and the
 * phone freed, buyers, addresses, cart and letters deleted, the records kept without the person, points and coupons
 * forfeited, every token revoked and the closing audited (counts only, nothing of the person).
 */
export async function closeAccount(db: Db, memberId: number, code: string, ctx: { secret: string; locale: Locale }, now = new Date()) {
  const [me] = await db.select({ phone: members.phone }).from(members).where(eq(members.id, memberId));
  if (!me) throw notFound();
  const reasons = await closingRefusals(db, memberId, now);
  if (reasons.length) throw closingRefused(reasons, ctx.locale);
  // Outside the transaction: a wrong code's try must stay counted.
  await consumeCode(db, me.phone, 'CLOSE_ACCOUNT', code, ctx.secret);
  await db.transaction(async (tx) => {
    const [member] = await tx.select({ pointsBalance: members.pointsBalance }).from(members).where(eq(members.id, memberId)).for('update');
    if (!member) throw notFound();
    const late = await closingRefusals(tx, memberId, now);
    if (late.length) throw closingRefused(late, ctx.locale);

    const ordersKept = await eraseFromRecords(tx, memberId);
    // Places in line are given up, and what an offer held passes to the next member.
    for (const entry of await activeEntries(tx, memberId)) await endOffer(tx, entry.id, 'left', now);
    await leaveRooms(tx, memberId, now);
    const couponsForfeited = await forfeit(tx, memberId, member.pointsBalance, now);
    for (const table of [buyers, receivers, cartItems, stationLetters, stepTickets]) {
      await tx.delete(table).where(eq(table.memberId, memberId));
    }
    await tx
      .update(members)
      .set({
        phone: closedPhone(memberId),
        passwordHash: null,
        name: null,
        sex: null,
        birthday: null,
        idCard: null,
        email: null,
        connectTel: null,
        industryId: null,
        wxOpenId: null,
        wxWebOpenId: null,
        wxUnionId: null,
        pointsBalance: 0,
        failedLogins: 0,
        lockedUntil: null,
      })
      .where(eq(members.id, memberId));
    await revokeTokensOf(tx, { memberId });
    await audit(
      tx,
      { staffId: null, username: 'member' },
      {
        action: 'member.close',
        target: `member:${memberId}`,
        after: { ordersKept, pointsForfeited: member.pointsBalance, couponsForfeited },
      },
    );
  });
}
