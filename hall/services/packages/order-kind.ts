import { randomBytes } from 'node:crypto';
import { eq, inArray, sql, type AnyColumn } from 'drizzle-orm';
import { memberCards, orderItems, orders, packageCards } from '../../db/schema';
import { messagesFor } from '../../i18n/messages';
import { memberIdOf, type OrderDescription, type OrderKind } from '../orders/kinds/types';

const zh = messagesFor('zh-CN').orderSubjects;
const en = messagesFor('en-US').orderSubjects;

/** A card's number as the member and the box office read it: P + 14 digits, none guessable from another. */
export function newCardNo(): string {
  return `P${(randomBytes(8).readBigUInt64BE() % 100_000_000_000_000n).toString().padStart(14, '0')}`;
}

/** The card an order of kind 'package' is for, from its one line. */
const cardOfOrder = (column: AnyColumn) =>
  sql`(select ${column} from ${orderItems} join ${packageCards} on ${packageCards.id} = ${orderItems.packageCardId} where ${orderItems.orderId} = ${orders.id} limit 1)`;

/**
 * A package card (an order of kind 'package'): one card of the hall's stock, held for the payment window like a
 * seat; paid, it becomes the member's card with its own number and credits, good until the card's validity,
 * which is when the order reads as completed.
 */
export const packageKind: OrderKind = {
  async subject(db, order, locale) {
    const [row] = await db
      .select({ name: packageCards.name, enName: packageCards.enName })
      .from(orderItems)
      .innerJoin(packageCards, eq(packageCards.id, orderItems.packageCardId))
      .where(eq(orderItems.orderId, order.id));
    return row ? (locale === 'en-US' ? row.enName : row.name) : order.orderNo;
  },

  async describe(db, list) {
    const rows = await db
      .select({
        orderId: orderItems.orderId,
        id: orderItems.id,
        priceFen: orderItems.priceFen,
        quantity: orderItems.quantity,
        name: packageCards.name,
        enName: packageCards.enName,
        image: packageCards.image,
      })
      .from(orderItems)
      .innerJoin(packageCards, eq(packageCards.id, orderItems.packageCardId))
      .where(
        inArray(
          orderItems.orderId,
          list.map((o) => o.id),
        ),
      );
    const described = new Map<number, OrderDescription>();
    for (const { orderId, name, enName, image, ...item } of rows) {
      described.set(orderId, {
        subject: {
          title: name,
          enTitle: enName,
          image,
          startTime: null,
          place: zh.packagePlace,
          enPlace: en.packagePlace,
          performanceId: null,
          sessionId: null,
        },
        items: [{ ...item, name, enName, pointPrice: null, seat: null, buyerName: null, ticketCode: null }],
      });
    }
    return described;
  },

  timing: { startsAt: sql`null::timestamptz`, endsAt: cardOfOrder(packageCards.validUntil) },

  async issue(tx, order) {
    const [line] = await tx
      .select({ packageCardId: orderItems.packageCardId, credits: packageCards.credits, validUntil: packageCards.validUntil })
      .from(orderItems)
      .innerJoin(packageCards, eq(packageCards.id, orderItems.packageCardId))
      .where(eq(orderItems.orderId, order.id));
    // One card per order: a second notification of the same payment makes none.
    await tx
      .insert(memberCards)
      .values({
        cardNo: newCardNo(),
        memberId: memberIdOf(order),
        packageCardId: line.packageCardId!,
        orderId: order.id,
        credits: line.credits,
        validUntil: line.validUntil,
      })
      .onConflictDoNothing({ target: memberCards.orderId });
  },

  async release(tx, order) {
    const [line] = await tx
      .select({ packageCardId: orderItems.packageCardId, quantity: orderItems.quantity })
      .from(orderItems)
      .where(eq(orderItems.orderId, order.id));
    if (!line?.packageCardId) return;
    await tx
      .update(packageCards)
      .set({ sold: sql`${packageCards.sold} - ${line.quantity}` })
      .where(eq(packageCards.id, line.packageCardId));
  },
};
