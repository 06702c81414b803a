import { randomBytes } from 'node:crypto';
import { and, eq } from 'drizzle-orm';
import type { DbOrTx } from '../../db/client';
import { sandboxRefunds, sandboxTrades } from '../../db/schema';
import type { PayProviderName, PayRequest, RefundRequest } from './types';

/** The sandbox's ledger in sandbox_trades: shared by every hall API instance on the database. */
export type SandboxTrade = typeof sandboxTrades.$inferSelect;

const newTradeNo = (provider: PayProviderName) => `SBX${provider === 'alipay' ? 'A' : 'W'}${randomBytes(10).toString('hex').toUpperCase()}`;

const ofOrder = (provider: PayProviderName, orderNo: string) =>
  and(eq(sandboxTrades.provider, provider), eq(sandboxTrades.orderNo, orderNo));

/**
 * The open trade of an order at one provider, created on the first start; a later start (another channel, a new
 * amount after a coupon) updates it. A paid or closed trade is left as it is: the cashier then shows its state.
 */
export async function openTrade(db: DbOrTx, provider: PayProviderName, request: PayRequest): Promise<SandboxTrade> {
  const fields = { amountFen: request.amountFen, subject: request.subject, returnUrl: request.returnUrl };
  const [row] = await db
    .insert(sandboxTrades)
    .values({ provider, orderNo: request.orderNo, tradeNo: newTradeNo(provider), ...fields })
    .onConflictDoUpdate({ target: [sandboxTrades.provider, sandboxTrades.orderNo], set: fields, setWhere: eq(sandboxTrades.state, 'open') })
    .returning();
  if (row) return row;
  const [settled] = await db.select().from(sandboxTrades).where(ofOrder(provider, request.orderNo));
  return settled;
}

export async function findTrade(db: DbOrTx, tradeNo: string): Promise<SandboxTrade | undefined> {
  const [row] = await db.select().from(sandboxTrades).where(eq(sandboxTrades.tradeNo, tradeNo));
  return row;
}

export type PayOutcome = { outcome: 'paid' | 'alreadyPaid' | 'closed'; trade: SandboxTrade } | { outcome: 'missing'; trade?: undefined };

/** The cashier's "Pay": only an open trade becomes paid, so a trade closed by a query can never be paid. */
export async function payTrade(db: DbOrTx, tradeNo: string, now = new Date()): Promise<PayOutcome> {
  return db.transaction(async (tx) => {
    const [trade] = await tx.select().from(sandboxTrades).where(eq(sandboxTrades.tradeNo, tradeNo)).for('update');
    if (!trade) return { outcome: 'missing' };
    if (trade.state !== 'open') return { outcome: trade.state === 'paid' ? 'alreadyPaid' : 'closed', trade };
    const [paid] = await tx.update(sandboxTrades).set({ state: 'paid', paidAt: now }).where(eq(sandboxTrades.id, trade.id)).returning();
    return { outcome: 'paid', trade: paid };
  });
}

/** Closes the order's trade when it is open; the paid trade when it was paid, else undefined. */
export async function closeTrade(db: DbOrTx, provider: PayProviderName, orderNo: string): Promise<SandboxTrade | undefined> {
  const [closed] = await db
    .update(sandboxTrades)
    .set({ state: 'closed' })
    .where(and(ofOrder(provider, orderNo), eq(sandboxTrades.state, 'open')))
    .returning();
  if (closed) return undefined;
  const [trade] = await db.select().from(sandboxTrades).where(ofOrder(provider, orderNo));
  return trade?.state === 'paid' ? trade : undefined;
}

/**
 * Pays a paid trade back, like a provider: once per refund number (asking again answers the same refund), never
 * more than the trade took, never a trade that was not paid. Returns the refund's number at the "provider".
 */
export async function refundTrade(db: DbOrTx, request: RefundRequest): Promise<string> {
  const [trade] = await db.select().from(sandboxTrades).where(eq(sandboxTrades.tradeNo, request.tradeNo));
  if (trade?.state !== 'paid' || trade.orderNo !== request.orderNo)
    throw new Error(`sandbox: trade ${request.tradeNo} was not paid for ${request.orderNo}`);
  if (request.amountFen > trade.amountFen) throw new Error(`sandbox: refund ${request.amountFen} exceeds the trade's ${trade.amountFen}`);
  await db
    .insert(sandboxRefunds)
    .values({ refundNo: request.refundNo, tradeNo: trade.tradeNo, amountFen: request.amountFen })
    .onConflictDoNothing();
  return `SBXR${request.refundNo}`;
}
