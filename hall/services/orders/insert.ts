import { randomBytes } from 'node:crypto';
import type { Tx } from '../../db/client';
import { orders } from '../../db/schema';

/**
 * Order numbers sort by time and carry no guessable sequence: H + yyMMddHHmmss (UTC) + 10 random digits, 23
 * characters (WeChat Pay's out_trade_no allows 32). Six digits collided within one second of an on-sale
 * (hundreds of orders a second); ten make a clash rare, and insertOrder draws again when one happens.
 */
export function newOrderNo(now = new Date()): string {
  const stamp = now.toISOString().replace(/\D/g, '').slice(2, 14);
  const random = (randomBytes(8).readBigUInt64BE() % 10_000_000_000n).toString().padStart(10, '0');
  return `H${stamp}${random}`;
}

/** Inserts an order of any kind under a fresh number, drawing again (ON CONFLICT, so the transaction survives) on a clash. */
export async function insertOrder(tx: Tx, values: Omit<typeof orders.$inferInsert, 'orderNo'>) {
  for (let attempt = 0; attempt < 5; attempt++) {
    const [order] = await tx
      .insert(orders)
      .values({ ...values, orderNo: newOrderNo(values.createdAt) })
      .onConflictDoNothing({ target: orders.orderNo })
      .returning();
    if (order) return order;
  }
  throw new Error('five order numbers in a row were taken');
}
