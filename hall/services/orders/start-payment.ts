import { and, eq, gt, isNull } from 'drizzle-orm';
import { Code, SubCode } from '@/lib/contract/codes';
import type { PayStartView } from '@/lib/contract/order';
import type { Db } from '../../db/client';
import { members, orders } from '../../db/schema';
import { toLocale } from '@/lib/i18n/locales';
import { orderKind } from './kinds';
import { HallError } from '../../errors';
import { providerOf, type PayChannel, type PaymentProvider } from '../../providers/pay/types';

/** A payment opened in the last seconds of the window could finish after it; the window stays whole. */
const LAST_CALL_SECONDS = 15;

/** Whose order it must be: a member's, or a venue renter's (a project's deposit or instalment). */
export type PayingOwner = { memberId: number } | { enterpriseUserId: number };
export type StartInput = { owner: PayingOwner; orderId: number; channel: PayChannel; clientIp: string; siteUrl: string; locale: string };

/**
 * /api/pay/ali, /wx_pay_code, /wx_pay_js, /wx_pay_h5: opens a payment of an unpaid order of any kind within
 * its window; the kind says what the payer reads as the subject.
 * The provider is told the window's end, so it refuses to take money after the order would have closed.
 */
export async function startPayment(db: Db, provider: PaymentProvider, input: StartInput, now = new Date()): Promise<PayStartView> {
  const owned =
    'memberId' in input.owner ? eq(orders.memberId, input.owner.memberId) : eq(orders.enterpriseUserId, input.owner.enterpriseUserId);
  const [row] = await db
    .select({ order: orders, wxOpenId: members.wxOpenId })
    .from(orders)
    .leftJoin(members, eq(members.id, orders.memberId))
    .where(and(eq(orders.id, input.orderId), owned, isNull(orders.deletedAt)));
  if (!row) throw new HallError('notFound', Code.notFound);
  const { order } = row;
  if (order.status !== 'unpaid' || order.payFen <= 0 || order.expiresAt.getTime() - LAST_CALL_SECONDS * 1000 <= now.getTime()) {
    throw new HallError('cannotPay', Code.badRequest);
  }
  // §8: JSAPI payment needs the member's official-account identity; 1035 sends them through authorisation.
  if (input.channel === 'wechat_jsapi' && !row.wxOpenId) throw new HallError('wechatAuthNeeded', Code.forbidden, SubCode.wechatAuthNeeded);
  const name = providerOf(input.channel);
  await db
    .update(orders)
    .set({ payMethod: name })
    .where(and(eq(orders.id, order.id), eq(orders.status, 'unpaid'), gt(orders.expiresAt, now)));
  const kind = orderKind(order.kind);
  return provider.start(input.channel, {
    orderNo: order.orderNo,
    amountFen: order.payFen,
    subject: await kind.subject(db, order, toLocale(input.locale)),
    expiresAt: order.expiresAt,
    clientIp: input.clientIp,
    openId: row.wxOpenId ?? undefined,
    returnUrl: `${input.siteUrl}${kind.returnPath ? await kind.returnPath(db, order) : `${kind.resultPath ?? '/paySuccess'}?orderId=${order.id}`}`,
  });
}
