import { createHash, randomBytes } from 'node:crypto';
import { and, eq, gt, isNull, lt } from 'drizzle-orm';
import type { DbOrTx } from '../../db/client';
import { stepTickets } from '../../db/schema';

type Purpose = (typeof stepTickets.$inferSelect)['purpose'];

const hashTicket = (ticket: string) => createHash('sha256').update(ticket).digest('hex');

/** A random ticket for the next step; only its hash is kept. Tickets a day past expiry are swept here. */
export async function issueStepTicket(
  db: DbOrTx,
  purpose: Purpose,
  { memberId = null, payload = {}, ttlSeconds }: { memberId?: number | null; payload?: Record<string, string>; ttlSeconds: number },
) {
  const ticket = randomBytes(24).toString('base64url');
  const now = Date.now();
  await db.delete(stepTickets).where(lt(stepTickets.expiresAt, new Date(now - 86_400_000)));
  await db.insert(stepTickets).values({
    ticketHash: hashTicket(ticket),
    purpose,
    memberId,
    payload,
    expiresAt: new Date(now + ttlSeconds * 1000),
  });
  return ticket;
}

const live = (purpose: Purpose, ticket: string) =>
  and(
    eq(stepTickets.ticketHash, hashTicket(ticket)),
    eq(stepTickets.purpose, purpose),
    isNull(stepTickets.usedAt),
    gt(stepTickets.expiresAt, new Date()),
  );

/** The ticket if it is unused and unexpired, without spending it (to refuse early without wasting it). */
export async function peekStepTicket(db: DbOrTx, purpose: Purpose, ticket: string) {
  const [row] = await db.select().from(stepTickets).where(live(purpose, ticket));
  return row ?? null;
}

/** Spends the ticket: one conditional update, so of two requests with the same ticket only one gets the row. */
export async function useStepTicket(db: DbOrTx, purpose: Purpose, ticket: string) {
  const [row] = await db.update(stepTickets).set({ usedAt: new Date() }).where(live(purpose, ticket)).returning();
  return row ?? null;
}
