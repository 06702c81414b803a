// What the payer and the member read about money given back, in the message files (refundNotices): the station
// letter when a payment is refunded or settled by hand, and the reason the provider puts on the payer's statement.
import type { OwedWhy } from '@/lib/contract/staff';
import { fill, messagesFor } from '../../i18n/messages';
import { letterOwner } from './kinds/types';
import type { orders } from '../../db/schema';

const zh = messagesFor('zh-CN').refundNotices;
const en = messagesFor('en-US').refundNotices;

/**
 * The letter for one payment given back: `refunded` when the provider confirmed the refund, `settled` when the box
 * office closed it by hand after checking the merchant platform (the money went back another way).
 */
export function refundLetter(
  how: 'refunded' | 'settled',
  order: Pick<typeof orders.$inferSelect, 'orderNo' | 'memberId' | 'enterpriseUserId'>,
  amountFen: number,
) {
  const values = { orderNo: order.orderNo, amount: (amountFen / 100).toFixed(2) };
  return {
    ...letterOwner(order),
    title: zh[`${how}Title`],
    enTitle: en[`${how}Title`],
    body: fill(zh[`${how}Body`], values),
    enBody: fill(en[`${how}Body`], values),
  };
}

/** The refund's reason as the provider shows it on the payer's statement (in Chinese: the providers' payers read it so). */
export const statementReason = (why: OwedWhy | 'unmatched') => zh.reasons[why];
