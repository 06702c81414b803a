import { and, eq, ne } from 'drizzle-orm';
import { Code } from '@/lib/contract/codes';
import type { Db } from '../../db/client';
import { members } from '../../db/schema';
import { HallError, notFound } from '../../errors';
import { revokeTokensOf } from './access-tokens';
import { isUniqueViolation } from '../../platform/db-errors';
import { maskPhone } from '../../platform/mask';
import { issueStepTicket, peekStepTicket, useStepTicket } from './step-tickets';
import { consumeCode } from './verification-codes';

/** The identity check of step 1 holds for 10 minutes and one step 2. */
export const STEP_TICKET_SECONDS = 600;

export type CodeSecret = { secret: string };

const expired = () => new HallError('replacePhoneExpired', Code.badRequest);
const boundToOther = () => new HallError('phoneBoundToOther', Code.badRequest);

async function currentPhone(db: Db, memberId: number) {
  const [row] = await db.select({ phone: members.phone }).from(members).where(eq(members.id, memberId));
  if (!row) throw notFound();
  return row.phone;
}

/** Step 1 (§2 "identity authentication"): a REPLACE_PHONE code sent to the current phone. */
export async function verifyCurrentPhone(db: Db, memberId: number, code: string, { secret }: CodeSecret) {
  await consumeCode(db, await currentPhone(db, memberId), 'REPLACE_PHONE', code, secret);
  return { stepTicket: await issueStepTicket(db, 'replace_phone', { memberId, ttlSeconds: STEP_TICKET_SECONDS }) };
}

/**
 * Step 2 ("new number"): everything that can be refused without spending anything is refused first, so a
 * typo in the new phone does not cost the member the identity check. The code of the new phone is spent
 * outside the transaction (its wrong tries must stay counted); the ticket, the phone and the other devices'
 * tokens change together. The device that asked keeps its token.
 */
export async function changePhone(
  db: Db,
  memberId: number,
  input: { stepTicket: string; phone: string; code: string },
  { secret, keepToken }: CodeSecret & { keepToken: string },
) {
  const ticket = await peekStepTicket(db, 'replace_phone', input.stepTicket);
  if (!ticket || ticket.memberId !== memberId) throw expired();
  if (input.phone === (await currentPhone(db, memberId))) throw new HallError('samePhone', Code.badRequest);
  const [taken] = await db
    .select({ id: members.id })
    .from(members)
    .where(and(eq(members.phone, input.phone), ne(members.id, memberId)));
  if (taken) throw boundToOther();

  await consumeCode(db, input.phone, 'REPLACE_PHONE', input.code, secret);
  try {
    await db.transaction(async (tx) => {
      const spent = await useStepTicket(tx, 'replace_phone', input.stepTicket);
      if (!spent || spent.memberId !== memberId) throw expired();
      await tx.update(members).set({ phone: input.phone }).where(eq(members.id, memberId));
      await revokeTokensOf(tx, { memberId }, keepToken);
    });
  } catch (error) {
    // Another member took the phone between the check and the update: the unique index refused it.
    if (isUniqueViolation(error)) throw boundToOther();
    throw error;
  }
  return { phone: maskPhone(input.phone) };
}
