import type { Tx } from '../../db/client';
import { stationLetters } from '../../db/schema';
import { fill, messagesFor } from '../../i18n/messages';
import { letterOwner, type Order } from './kinds/types';

const zh = messagesFor('zh-CN').paymentLetters;
const en = messagesFor('en-US').paymentLetters;

/** The payer's letter when their payment reached an order whose subject had moved on: it will come back to them. */
export async function tellUndeliverable(tx: Tx, order: Order, amountFen: number) {
  const amount = (amountFen / 100).toLocaleString('en-US', { minimumFractionDigits: 2, maximumFractionDigits: 2 });
  const reason = order.kind === 'rental' ? 'reasonRental' : 'reasonOther';
  await tx.insert(stationLetters).values({
    ...letterOwner(order),
    title: zh.undeliverableTitle,
    enTitle: en.undeliverableTitle,
    body: fill(zh.undeliverableBody, { orderNo: order.orderNo, amount, reason: zh[reason] }),
    enBody: fill(en.undeliverableBody, { orderNo: order.orderNo, amount, reason: en[reason] }),
  });
}
