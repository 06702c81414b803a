// Ticket classes (price tiers) of a session: a mapped session sells the seats assigned to each class, a session
// without a map sells each class's stock. A class with seats or orders cannot be deleted, and a stock never
// falls below what is sold.
import { count, eq } from 'drizzle-orm';
import { Code } from '@/lib/contract/codes';
import type { TicketClassPayload } from '@/lib/contract/publishing';
import type { Db, DbOrTx } from '../../db/client';
import { orderItems, sessions, sessionSeats, ticketClasses } from '../../db/schema/index';
import { HallError, notFound } from '../../errors';
import { audit, type Actor } from '../staff/audit';
import { sessionForChange, ticketClassFields } from './session-edit';

function checkStock(session: typeof sessions.$inferSelect, input: TicketClassPayload, sold = 0) {
  if (session.hasSeatMap === (input.stock !== null)) throw new HallError('stockNeedsNoMap', Code.badRequest);
  if (input.stock !== null && input.stock < sold) throw new HallError('stockBelowSold', Code.badRequest);
}

const columnsOf = (input: TicketClassPayload) => ({ ...input, pointPrice: input.pointOnly ? input.pointPrice : null });

export async function createTicketClass(db: Db, actor: Actor, sessionId: number, input: TicketClassPayload) {
  return db.transaction(async (tx) => {
    const session = await sessionForChange(tx, sessionId);
    checkStock(session, input);
    const [row] = await tx
      .insert(ticketClasses)
      .values({ sessionId, ...columnsOf(input) })
      .returning();
    await audit(tx, actor, {
      action: 'ticketClass.create',
      target: `ticketClass:${row.id}`,
      after: { sessionId, ...ticketClassFields(row) },
    });
    return { id: row.id };
  });
}

async function classForChange(tx: DbOrTx, id: number) {
  const [row] = await tx.select().from(ticketClasses).where(eq(ticketClasses.id, id)).for('update');
  if (!row) throw notFound();
  return { row, session: await sessionForChange(tx, row.sessionId) };
}

export async function updateTicketClass(db: Db, actor: Actor, id: number, input: TicketClassPayload) {
  return db.transaction(async (tx) => {
    const { row: before, session } = await classForChange(tx, id);
    checkStock(session, input, before.sold);
    // A price change applies to tickets sold from now on; orders keep the price they were placed at.
    const [after] = await tx.update(ticketClasses).set(columnsOf(input)).where(eq(ticketClasses.id, id)).returning();
    await audit(tx, actor, {
      action: 'ticketClass.update',
      target: `ticketClass:${id}`,
      before: ticketClassFields(before),
      after: ticketClassFields(after),
    });
    return { id };
  });
}

export async function deleteTicketClass(db: Db, actor: Actor, id: number) {
  return db.transaction(async (tx) => {
    const { row } = await classForChange(tx, id);
    const [seats] = await tx.select({ n: count() }).from(sessionSeats).where(eq(sessionSeats.ticketClassId, id));
    const [items] = await tx.select({ n: count() }).from(orderItems).where(eq(orderItems.ticketClassId, id));
    if (seats.n > 0 || items.n > 0 || row.sold > 0) throw new HallError('ticketClassInUse', Code.badRequest);
    await tx.delete(ticketClasses).where(eq(ticketClasses.id, id));
    await audit(tx, actor, { action: 'ticketClass.delete', target: `ticketClass:${id}`, before: ticketClassFields(row) });
    return { id };
  });
}
