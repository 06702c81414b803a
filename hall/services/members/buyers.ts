import { and, count, desc, eq } from 'drizzle-orm';
import type { z } from 'zod';
import type { buyerPayload, Buyer } from '@/lib/contract/member';
import { RESIDENT_ID_CARD, isCertType, isCertificate } from '@/lib/validation/certificate';
import type { Db } from '../../db/client';
import { buyers, members } from '../../db/schema';
import { HallError, notFound } from '../../errors';
import { shownCertNo, storedCertificate } from '../../platform/certificates';

export const BUYER_LIMIT = 20;

/** Certificate numbers leave the hall masked; orders name a buyer by id. */
const shown = (b: Buyer): Buyer => ({ ...b, certNo: shownCertNo(b.certNo, 2) });

const columns = { id: buyers.id, name: buyers.name, certType: buyers.certType, certNo: buyers.certNo };

export async function listBuyers(db: Db, memberId: number): Promise<Buyer[]> {
  const rows = await db.select(columns).from(buyers).where(eq(buyers.memberId, memberId)).orderBy(desc(buyers.createdAt), desc(buyers.id));
  return rows.map(shown);
}

/**
 * The certificate type must be one of the hall's fixed list (lib/validation/certificate.ts) and the number valid
 * for it. A second buyer who is the same person (the same canonical number: a 15-digit ID number is its 18-digit
 * form) is refused; the unique index on the person's hash decides when two requests race.
 */
export async function createBuyer(db: Db, memberId: number, input: z.infer<typeof buyerPayload>): Promise<Buyer> {
  if (!isCertType(input.certType)) throw new HallError('certTypeUnknown');
  if (!isCertificate(input.certType, input.certNo))
    throw new HallError(input.certType === RESIDENT_ID_CARD ? 'idCardFormat' : 'certFormat');
  const certificate = storedCertificate(input.certType, input.certNo);
  return db.transaction(async (tx) => {
    // The member's row lock queues this member's additions, so the limit cannot be overrun by parallel calls.
    await tx.select({ id: members.id }).from(members).where(eq(members.id, memberId)).for('update');
    const [{ n }] = await tx.select({ n: count() }).from(buyers).where(eq(buyers.memberId, memberId));
    if (n >= BUYER_LIMIT) throw new HallError('buyerLimit', undefined, null, { limit: BUYER_LIMIT });
    const [row] = await tx
      .insert(buyers)
      .values({ memberId, name: input.name, ...certificate })
      .onConflictDoNothing()
      .returning(columns);
    if (!row) throw new HallError('duplicateBuyer');
    return shown(row);
  });
}

export async function deleteBuyer(db: Db, memberId: number, id: number) {
  const deleted = await db
    .delete(buyers)
    .where(and(eq(buyers.id, id), eq(buyers.memberId, memberId)))
    .returning({ id: buyers.id });
  if (deleted.length === 0) throw notFound();
}
