import { and, count, desc, eq, ne } from 'drizzle-orm';
import type { z } from 'zod';
import type { receiverPayload, Receiver } from '@/lib/contract/member';
import type { Db, Tx } from '../../db/client';
import { members, receivers } from '../../db/schema';
import { HallError, notFound } from '../../errors';

export const RECEIVER_LIMIT = 20;

type ReceiverInput = z.infer<typeof receiverPayload>;

const columns = {
  id: receivers.id,
  name: receivers.name,
  phone: receivers.phone,
  province: receivers.province,
  city: receivers.city,
  county: receivers.county,
  address: receivers.address,
  isDefault: receivers.isDefault,
};

/** The default first, then the newest. */
export const listReceivers = (db: Db, memberId: number): Promise<Receiver[]> =>
  db
    .select(columns)
    .from(receivers)
    .where(eq(receivers.memberId, memberId))
    .orderBy(desc(receivers.isDefault), desc(receivers.createdAt), desc(receivers.id));

/** Someone else's address is answered exactly like a missing one (40004), so ids reveal nothing. */
export async function getReceiver(db: Db | Tx, memberId: number, id: number): Promise<Receiver> {
  const [row] = await db
    .select(columns)
    .from(receivers)
    .where(and(eq(receivers.id, id), eq(receivers.memberId, memberId)));
  if (!row) throw notFound();
  return row;
}

/**
 * Every write runs in one transaction holding the member's row lock, so two writes of one member queue and
 * "exactly one default" holds: the first address becomes the default, a new default clears the old one.
 */
async function lockMember(tx: Tx, memberId: number) {
  const [row] = await tx.select({ id: members.id }).from(members).where(eq(members.id, memberId)).for('update');
  if (!row) throw notFound();
}

async function clearDefault(tx: Tx, memberId: number, exceptId?: number) {
  const mine = and(eq(receivers.memberId, memberId), eq(receivers.isDefault, true));
  await tx
    .update(receivers)
    .set({ isDefault: false })
    .where(exceptId === undefined ? mine : and(mine, ne(receivers.id, exceptId)));
}

export function createReceiver(db: Db, memberId: number, input: ReceiverInput): Promise<Receiver> {
  return db.transaction(async (tx) => {
    await lockMember(tx, memberId);
    const [{ n }] = await tx.select({ n: count() }).from(receivers).where(eq(receivers.memberId, memberId));
    if (n >= RECEIVER_LIMIT) throw new HallError('receiverLimit', undefined, null, { limit: RECEIVER_LIMIT });
    const isDefault = input.isDefault || n === 0;
    if (isDefault) await clearDefault(tx, memberId);
    const { id: _id, ...fields } = input;
    const [row] = await tx
      .insert(receivers)
      .values({ ...fields, memberId, isDefault })
      .returning(columns);
    return row;
  });
}

/**
 * Unticking "default" on the default address leaves it the default: a member always has one while any
 * address exists, and the default moves only when another address is made the default.
 */
export function updateReceiver(db: Db, memberId: number, id: number, input: ReceiverInput): Promise<Receiver> {
  return db.transaction(async (tx) => {
    await lockMember(tx, memberId);
    const current = await getReceiver(tx, memberId, id);
    const isDefault = input.isDefault || current.isDefault;
    if (isDefault) await clearDefault(tx, memberId, id);
    const { id: _id, ...fields } = input;
    const [row] = await tx
      .update(receivers)
      .set({ ...fields, isDefault })
      .where(and(eq(receivers.id, id), eq(receivers.memberId, memberId)))
      .returning(columns);
    return row;
  });
}

/** Deleting the default hands the default to the newest remaining address. */
export function deleteReceiver(db: Db, memberId: number, id: number): Promise<void> {
  return db.transaction(async (tx) => {
    await lockMember(tx, memberId);
    const current = await getReceiver(tx, memberId, id);
    await tx.delete(receivers).where(eq(receivers.id, id));
    if (!current.isDefault) return;
    const [next] = await tx
      .select({ id: receivers.id })
      .from(receivers)
      .where(eq(receivers.memberId, memberId))
      .orderBy(desc(receivers.createdAt), desc(receivers.id))
      .limit(1);
    if (next) await tx.update(receivers).set({ isDefault: true }).where(eq(receivers.id, next.id));
  });
}
