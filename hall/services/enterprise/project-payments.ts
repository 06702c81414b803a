// What an enterprise project pays the hall: the deposit, due once the renter accepts the offer, paid
// online through the one order pipeline (an order of kind rental) or by bank transfer whose receipt the rental
// staff confirm. Either way the hall's hold becomes the definite booking: the exclusion constraint of migration
// 0020 decides, at the moment the money is asked for, so money is never taken for dates another booking has.
import { and, asc, eq, gt, isNull } from 'drizzle-orm';
import { Code } from '@/lib/contract/codes';
import type { ProjectPaymentView } from '@/lib/contract/rental';
import type { Db, DbOrTx, Tx } from '../../db/client';
import { enterpriseFiles, enterpriseProjects, orders, projectPayments, rentalHolds } from '../../db/schema';
import { HallError, notFound } from '../../errors';
import { insertOrder } from '../orders/insert';
import type { Order } from '../orders/kinds/types';
import { audit, type Actor } from '../staff/audit';
import { moveProject, withStep } from './flow';
import { lockHallsOf } from './hall-calendar';
import { makeDefinite, retakeDefinite, undoDefinite } from './holds';
import { releaseOvertaken } from './option-promotion';

type Intention = { startsAt: string; endsAt: string; option: 'first' | 'second'; expiresAt: string };

/**
 * The renter accepts the offer: the project moves to its deposit, due in the amount the staff asked (the latest
 * offer's, when the hall offered again); the hold stays until its date or the deposit.
 */
export async function acceptOffer(db: Db, enterpriseUserId: number, projectId: number, note?: string) {
  return db.transaction(async (tx) => {
    const moved = await moveProject(tx, projectId, 'accept', { party: 'renter', enterpriseUserId }, { note });
    const [project] = await tx
      .select({ depositFen: enterpriseProjects.depositFen })
      .from(enterpriseProjects)
      .where(eq(enterpriseProjects.id, projectId));
    await tx
      .insert(projectPayments)
      .values({ projectId, kind: 'deposit', seq: 0, amountFen: project.depositFen! })
      .onConflictDoUpdate({
        target: [projectPayments.projectId, projectPayments.kind, projectPayments.seq],
        set: { amountFen: project.depositFen! },
        where: isNull(projectPayments.paidAt),
      });
    return moved;
  });
}

async function lockedProject(tx: Tx, projectId: number, enterpriseUserId: number) {
  const [project] = await tx
    .select({ owner: enterpriseProjects.enterpriseUserId, process: enterpriseProjects.process, status: enterpriseProjects.status })
    .from(enterpriseProjects)
    .where(eq(enterpriseProjects.id, projectId))
    .for('update');
  if (!project || project.owner !== enterpriseUserId) throw notFound();
  return project;
}

type PaymentLine = typeof projectPayments.$inferSelect;

/** The order open for a payment line, still in its window: asked again, the renter pays that one. */
async function openOrderOf(tx: Tx, line: PaymentLine, now: Date): Promise<Order | null> {
  if (!line.orderId) return null;
  const [open] = await tx
    .select()
    .from(orders)
    .where(and(eq(orders.id, line.orderId), eq(orders.status, 'unpaid'), gt(orders.expiresAt, now)));
  return open ?? null;
}

/** An order of kind rental for a payment line, for its payment window, and the line pointing at it. */
async function placeOrder(tx: Tx, enterpriseUserId: number, line: PaymentLine, windowSeconds: number, now: Date): Promise<Order> {
  const order = await insertOrder(tx, {
    enterpriseUserId,
    kind: 'rental',
    status: 'unpaid',
    totalFen: line.amountFen,
    payFen: line.amountFen,
    expiresAt: new Date(now.getTime() + windowSeconds * 1000),
    createdAt: now,
  });
  await tx.update(projectPayments).set({ orderId: order.id }).where(eq(projectPayments.id, line.id));
  return order;
}

/**
 * The renter's order for the deposit (§7 PUT pay): the one still open in its window, else a new one, whose
 * placing makes the hold definite (refused as rentalHoldTaken when another booking has the dates).
 */
export async function placeDepositOrder(db: Db, enterpriseUserId: number, projectId: number, windowSeconds: number, now = new Date()) {
  return db.transaction(async (tx): Promise<Order> => {
    await lockHallsOf(tx, projectId);
    const project = await lockedProject(tx, projectId, enterpriseUserId);
    if (project.process !== 'deposit' || project.status !== 'draft') throw new HallError('projectWrongStep', Code.badRequest);
    const [line] = await tx
      .select()
      .from(projectPayments)
      .where(and(eq(projectPayments.projectId, projectId), eq(projectPayments.kind, 'deposit')));
    if (!line || line.paidAt) throw new HallError('projectWrongStep', Code.badRequest);
    const open = await openOrderOf(tx, line, now);
    if (open) return open;
    await takeDefinite(tx, projectId);
    return placeOrder(tx, enterpriseUserId, line, windowSeconds, now);
  });
}

/** §7 PUT protocolpay: the renter's order for one instalment still to pay (the one open in its window, else a new one). */
export async function placeInstalmentOrder(
  db: Db,
  enterpriseUserId: number,
  projectId: number,
  paymentId: number,
  windowSeconds: number,
  now = new Date(),
) {
  return db.transaction(async (tx): Promise<Order> => {
    const project = await lockedProject(tx, projectId, enterpriseUserId);
    if (project.process !== 'contract_payment' || project.status !== 'draft') throw new HallError('projectWrongStep', Code.badRequest);
    const [line] = await tx
      .select()
      .from(projectPayments)
      .where(and(eq(projectPayments.id, paymentId), eq(projectPayments.projectId, projectId), eq(projectPayments.kind, 'instalment')));
    if (!line || line.paidAt) throw new HallError('instalmentNotDue', Code.badRequest);
    return (await openOrderOf(tx, line, now)) ?? placeOrder(tx, enterpriseUserId, line, windowSeconds, now);
  });
}

/** The project's hold as the definite booking: its live option made definite, or, when the option lapsed, the offered dates taken again. */
async function takeDefinite(tx: Tx, projectId: number) {
  const [live] = await tx
    .select({ id: rentalHolds.id })
    .from(rentalHolds)
    .where(and(eq(rentalHolds.projectId, projectId), isNull(rentalHolds.releasedAt)));
  if (live) return makeDefinite(tx, projectId);
  const [project] = await tx
    .select({ hallId: enterpriseProjects.hallId, steps: enterpriseProjects.steps })
    .from(enterpriseProjects)
    .where(eq(enterpriseProjects.id, projectId));
  const offered = project.steps.intention as Intention;
  await retakeDefinite(tx, projectId, { hallId: project.hallId!, startsAt: new Date(offered.startsAt), endsAt: new Date(offered.endsAt) });
}

/** A deposit order closed unpaid: the booking is an option again, until the option's own date (or released, past it). */
export async function releaseDepositHold(tx: Tx, projectId: number, now: Date) {
  const [project] = await tx
    .select({ steps: enterpriseProjects.steps })
    .from(enterpriseProjects)
    .where(eq(enterpriseProjects.id, projectId));
  const offered = project?.steps.intention as Intention | undefined;
  if (!offered) return;
  const lapsed = Date.parse(offered.expiresAt) <= now.getTime();
  await undoDefinite(tx, projectId, lapsed ? null : { option: offered.option, expiresAt: new Date(offered.expiresAt) }, now);
}

/**
 * The payment provider vouched for the deposit order: the booking stays definite, the hall drafts the contract,
 * and the other options on those dates end, their renters told.
 */
export async function depositPaidOnline(tx: Tx, projectId: number, order: Order, now: Date) {
  await lockHallsOf(tx, projectId);
  await tx
    .update(projectPayments)
    .set({ paidAt: now, paidBy: 'online' })
    .where(and(eq(projectPayments.projectId, projectId), eq(projectPayments.kind, 'deposit')));
  const deposit = { amountFen: order.payFen, payMethod: order.payMethod, orderNo: order.orderNo, paidAt: now.toISOString() };
  await moveProject(tx, projectId, 'depositPaid', { party: 'system' }, { now, patch: { steps: withStep('deposit', deposit) } });
  await releaseOvertaken(tx, projectId, now);
}

/** An instalment paid online (the contract-payment step). */
export async function instalmentPaidOnline(tx: Tx, projectId: number, paymentId: number, _order: Order, now: Date) {
  await tx.update(projectPayments).set({ paidAt: now, paidBy: 'online' }).where(eq(projectPayments.id, paymentId));
  await afterInstalment(tx, projectId, now);
}

/** After an instalment: the next is due, or, the last paid, a ticketed event goes on to ticketing and any other to coordination. */
async function afterInstalment(tx: Tx, projectId: number, now: Date) {
  const unpaid = await tx
    .select({ id: projectPayments.id })
    .from(projectPayments)
    .where(and(eq(projectPayments.projectId, projectId), eq(projectPayments.kind, 'instalment'), isNull(projectPayments.paidAt)));
  if (unpaid.length) {
    await moveProject(tx, projectId, 'instalmentPaid', { party: 'system' }, { now });
    return;
  }
  const [project] = await tx
    .select({ steps: enterpriseProjects.steps })
    .from(enterpriseProjects)
    .where(eq(enterpriseProjects.id, projectId));
  const ticketed = (project.steps.consultation as { ticketed?: boolean } | undefined)?.ticketed === true;
  await moveProject(tx, projectId, ticketed ? 'contractPaid' : 'contractPaidUnticketed', { party: 'system' }, { now });
}

/** The renter paid the deposit by bank transfer and sends its receipt (a file of the project, kind receipt). */
export async function sendDepositReceipt(db: Db, enterpriseUserId: number, projectId: number, fileId: number, note?: string) {
  return db.transaction(async (tx) => {
    const moved = await moveProject(tx, projectId, 'sendReceipt', { party: 'renter', enterpriseUserId }, { note });
    const [file] = await tx
      .select({ id: enterpriseFiles.id })
      .from(enterpriseFiles)
      .where(and(eq(enterpriseFiles.id, fileId), eq(enterpriseFiles.projectId, projectId), eq(enterpriseFiles.kind, 'receipt')));
    if (!file) throw new HallError('rentalReceiptRequired', Code.badRequest);
    await tx
      .update(projectPayments)
      .set({ receiptFileId: fileId })
      .where(and(eq(projectPayments.projectId, projectId), eq(projectPayments.kind, 'deposit'), isNull(projectPayments.paidAt)));
    return moved;
  });
}

/**
 * The rental staff's word on a transfer receipt: found, the deposit is paid and the booking definite (refused,
 * with nothing changed, when another booking or a live first option has the dates), the other options on those
 * dates ending; not found, the deposit is due again.
 */
export async function decideDepositReceipt(
  db: Db,
  actor: Actor & { staffId: number },
  projectId: number,
  found: boolean,
  note: string | undefined,
  now = new Date(),
) {
  return db.transaction(async (tx) => {
    const mover = { party: 'staff', staffId: actor.staffId } as const;
    if (!found) {
      const moved = await moveProject(tx, projectId, 'refuseReceipt', mover, { note, now });
      await audit(tx, actor, {
        action: 'project.receipt',
        target: `project:${projectId}`,
        before: moved.from,
        after: { ...moved.to, found, note },
      });
      return moved;
    }
    await lockHallsOf(tx, projectId);
    const [line] = await tx
      .select()
      .from(projectPayments)
      .where(and(eq(projectPayments.projectId, projectId), eq(projectPayments.kind, 'deposit')));
    const deposit = { amountFen: line?.amountFen ?? null, payMethod: 'transfer', paidAt: now.toISOString() };
    const moved = await moveProject(tx, projectId, 'confirmReceipt', mover, { note, now, patch: { steps: withStep('deposit', deposit) } });
    await takeDefinite(tx, projectId);
    await releaseOvertaken(tx, projectId, now);
    await tx
      .update(projectPayments)
      .set({ paidAt: now, paidBy: 'transfer' })
      .where(and(eq(projectPayments.projectId, projectId), eq(projectPayments.kind, 'deposit')));
    await audit(tx, actor, {
      action: 'project.receipt',
      target: `project:${projectId}`,
      before: moved.from,
      after: { ...moved.to, found, note },
    });
    return moved;
  });
}

/** The project's payments in their order, as the renter and the staff read them. */
export async function projectPaymentList(db: DbOrTx, projectId: number): Promise<ProjectPaymentView[]> {
  const rows = await db
    .select({
      id: projectPayments.id,
      kind: projectPayments.kind,
      seq: projectPayments.seq,
      amountFen: projectPayments.amountFen,
      dueAt: projectPayments.dueAt,
      paidAt: projectPayments.paidAt,
      paidBy: projectPayments.paidBy,
      receiptFileId: projectPayments.receiptFileId,
    })
    .from(projectPayments)
    .where(eq(projectPayments.projectId, projectId))
    .orderBy(asc(projectPayments.kind), asc(projectPayments.seq));
  return rows.map((r) => ({ ...r, dueAt: r.dueAt?.toISOString() ?? null, paidAt: r.paidAt?.toISOString() ?? null }));
}
