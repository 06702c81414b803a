import { and, eq, gt, sql } from 'drizzle-orm';
import { Code } from '@/lib/contract/codes';
import type { DbOrTx, Tx } from '../../db/client';
import { discountCodes } from '../../db/schema';
import { HallError } from '../../errors';

/** A code that may still be used: written in any case, a use left, not past its last day. */
const usable = (code: string, now: Date) =>
  and(eq(discountCodes.code, code.toUpperCase()), sql`${discountCodes.used} < ${discountCodes.usageLimit}`, gt(discountCodes.validTo, now));

const invalid = () => new HallError('discountCodeInvalid', Code.badRequest);

/** What a discount code takes off, for the price preview; nothing is spent. */
export async function discountOf(db: DbOrTx, code: string, now: Date): Promise<number> {
  const [row] = await db.select({ amountFen: discountCodes.amountFen }).from(discountCodes).where(usable(code, now));
  if (!row) throw invalid();
  return row.amountFen;
}

/** A discount code's uses are counted by a conditional increment: the last use cannot be taken twice. */
export async function useDiscountCode(tx: Tx, code: string, now: Date): Promise<number> {
  const [row] = await tx
    .update(discountCodes)
    .set({ used: sql`${discountCodes.used} + 1` })
    .where(usable(code, now))
    .returning({ amountFen: discountCodes.amountFen });
  if (!row) throw invalid();
  return row.amountFen;
}
