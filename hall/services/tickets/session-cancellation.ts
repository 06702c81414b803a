// Cancelling a session (docs/decisions/box-office.md): the request stops the sale and records a job
// in one transaction; the job, run by whichever hall API instance holds its lease, ends every order of the session
// and refunds each payment once. Every step is idempotent and its progress is in the orders themselves, so a job
// taken up again after a crash goes on where the last one stopped.
import { and, asc, count, eq, inArray, isNull, not, or, sql, sum } from 'drizzle-orm';
import { randomUUID } from 'node:crypto';
import type { CancelSessionPayload, SessionCancellationView } from '@/lib/contract/reports';
import type { Db, DbOrTx } from '../../db/client';
import { orders, payments, refunds, sessionCancellations, sessions } from '../../db/schema';
import { HallError } from '../../errors';
import type { PaymentProvider } from '../../providers/pay/types';
import { sessionForChange } from '../performances/session-edit';
import { endLines } from '../waiting-list/staff';
import { audit, type Actor } from '../staff/audit';
import { heldBack } from '../work/failures';
import { runUnit, type PeriodicWork, type WorkOptions } from '../work/periodic';
import { closeUnpaidOrder } from '../orders/close';
import { cancelPaidOrderByHall } from './hall-cancel';
import { refundPayment } from '../orders/refunds';
import { STANDING } from '../orders/standing';

type Job = typeof sessionCancellations.$inferSelect;

/** Stops the sale for good and records the job; the runner starts it. A session is cancelled once. */
export async function cancelSession(db: Db, actor: Actor, sessionId: number, input: CancelSessionPayload): Promise<Job> {
  return db.transaction(async (tx) => {
    const before = await sessionForChange(tx, sessionId);
    await tx.update(sessions).set({ saleState: 'cancelled' }).where(eq(sessions.id, sessionId));
    const [standing] = await tx
      .select({ n: count() })
      .from(orders)
      .where(and(eq(orders.sessionId, sessionId), inArray(orders.status, [...STANDING])));
    const [job] = await tx
      .insert(sessionCancellations)
      .values({
        sessionId,
        reason: input.reason,
        enReason: input.enReason,
        ordersTotal: standing.n,
        requestedBy: actor.staffId,
        requestedByName: actor.username,
      })
      .returning();
    await audit(tx, actor, {
      action: 'session.cancel',
      target: `session:${sessionId}`,
      before: { saleState: before.saleState },
      after: { saleState: 'cancelled', reason: input.reason, enReason: input.enReason, ordersTotal: standing.n },
    });
    // Nobody waits for tickets of a session that will not take place.
    await endLines(tx, sessionId, new Date());
    return job;
  });
}

/** How far a session's cancellation has gone, or null when it was never cancelled. */
export async function cancellationOf(db: DbOrTx, sessionId: number): Promise<SessionCancellationView | null> {
  const [job] = await db.select().from(sessionCancellations).where(eq(sessionCancellations.sessionId, sessionId));
  if (!job) return null;
  const ofSession = eq(orders.sessionId, sessionId);
  const [[tally], [money]] = await Promise.all([
    db
      .select({
        left: sql<number>`count(*) filter (where ${inArray(orders.status, [...STANDING])})::int`,
        // Orders the cancellation ended that still owe money back (a standing order's duplicate payment is not its work).
        pending: sql<number>`count(*) filter (where ${orders.refundState} = 'pending' and ${orders.status} in ('closed', 'cancelled', 'invalid'))::int`,
        refunded: sql<number>`count(*) filter (where ${orders.cancelReason} = 'hall' and ${orders.refundState} = 'refunded')::int`,
      })
      .from(orders)
      .where(ofSession),
    db
      .select({ fen: sum(refunds.amountFen).mapWith(Number) })
      .from(refunds)
      .innerJoin(orders, eq(orders.id, refunds.orderId))
      .where(and(ofSession, eq(refunds.state, 'succeeded'))),
  ]);
  return {
    state: job.state,
    reason: job.reason,
    enReason: job.enReason,
    requestedBy: job.requestedByName,
    requestedAt: job.createdAt.toISOString(),
    finishedAt: job.finishedAt?.toISOString() ?? null,
    lastError: job.lastError,
    ordersTotal: job.ordersTotal,
    ordersLeft: tally.left,
    refundsPending: tally.pending,
    ordersRefunded: tally.refunded,
    refundedFen: money.fen ?? 0,
  };
}

export type RunOptions = {
  /** Who runs: one id per hall API process. */
  owner: string;
  /** How long a lease lasts without renewal: a killed instance's job waits this long for the next one. */
  leaseMs: number;
  /** Pause between orders, so that a large session does not exceed a provider's rate limit. */
  paceMs: number;
  /** How an order that fails to end is retried and parked (services/work). */
  work?: WorkOptions;
};

/**
 * Ending one order of a cancelled session, a unit of its own: an unpaid one closed (its trades closed at the provider
 * first, so no payment can follow; a trade found paid issues it, and it is ended as a paid one), a paid one ended.
 * One that keeps failing is parked for the box office; the others go on.
 */
const endOrder = (provider: PaymentProvider, notice: { reason: string; enReason: string }): PeriodicWork => ({
  kind: 'cancellationOrder',
  due: async () => [],
  async run(db, key) {
    const orderId = Number(key);
    const [order] = await db.select({ status: orders.status }).from(orders).where(eq(orders.id, orderId));
    if (order?.status === 'unpaid') await closeUnpaidOrder(db, provider, orderId, 'hall');
    await db.transaction((tx) => cancelPaidOrderByHall(tx, orderId, notice));
  },
});

export const runnerId = () => `${process.pid}-${randomUUID().slice(0, 8)}`;

/** Takes (or keeps) the job's lease; null when another instance holds it or the job is done. */
async function lease(db: Db, jobId: number, options: RunOptions): Promise<Job | null> {
  const [job] = await db
    .update(sessionCancellations)
    .set({ leaseOwner: options.owner, leaseUntil: sql`now() + ${options.leaseMs} * interval '1 millisecond'` })
    .where(
      and(
        eq(sessionCancellations.id, jobId),
        eq(sessionCancellations.state, 'running'),
        or(
          eq(sessionCancellations.leaseOwner, options.owner),
          isNull(sessionCancellations.leaseUntil),
          sql`${sessionCancellations.leaseUntil} < now()`,
        ),
      ),
    )
    .returning();
  return job ?? null;
}

/** Payments of an ended order not yet refunded. */
async function unrefundedPayments(db: Db, orderId: number) {
  const rows = await db
    .select({ id: payments.id })
    .from(payments)
    .leftJoin(refunds, eq(refunds.paymentId, payments.id))
    .where(and(eq(payments.orderId, orderId), or(isNull(refunds.id), eq(refunds.state, 'requested'))))
    .orderBy(asc(payments.id));
  return rows.map((r) => r.id);
}

/**
 * One pass over the session's orders: unpaid ones closed (their trades closed at the provider first, so no payment
 * can follow), paid ones ended, every payment owed refunded. Done when nothing stands and nothing is owed;
 * otherwise 'waiting' (a refund the provider is still processing or refused, asked again on the next pass), or
 * 'lost' when the lease went to another instance.
 */
export async function runCancellation(
  db: Db,
  provider: PaymentProvider,
  jobId: number,
  options: RunOptions,
): Promise<'done' | 'waiting' | 'lost'> {
  let job = await lease(db, jobId, options);
  if (!job) return 'lost';
  const actor: Actor = job.requestedBy ? { staffId: job.requestedBy, username: job.requestedByName } : { staffId: null, username: 'cli' };
  const notice = { reason: job.reason, enReason: job.enReason };
  const todo = await db
    .select({ id: orders.id, status: orders.status })
    .from(orders)
    .where(
      and(
        eq(orders.sessionId, job.sessionId),
        or(inArray(orders.status, [...STANDING]), eq(orders.refundState, 'pending')),
        not(heldBack('cancellationOrder', sql`${orders.id}::text`, new Date())),
      ),
    )
    .orderBy(asc(orders.id));
  let failure: string | null = null;
  const ending = endOrder(provider, notice);
  for (const order of todo) {
    job = await lease(db, jobId, options);
    if (!job) return 'lost';
    if (!(await runUnit(db, ending, String(order.id), new Date(), options.work))) {
      failure = `order ${order.id} could not be ended (see the console's parked work)`;
      continue;
    }
    for (const paymentId of await unrefundedPayments(db, order.id)) {
      try {
        await refundPayment(db, provider, actor, paymentId);
      } catch (error) {
        failure = error instanceof HallError ? error.message : String(error);
      }
    }
    if (options.paceMs) await new Promise((resolve) => setTimeout(resolve, options.paceMs));
  }
  const progress = await cancellationOf(db, job.sessionId);
  const finished = progress !== null && progress.ordersLeft === 0 && progress.refundsPending === 0;
  await db
    .update(sessionCancellations)
    .set(
      finished
        ? { state: 'done', finishedAt: sql`now()`, leaseOwner: null, leaseUntil: null, lastError: null }
        : { lastError: failure, leaseUntil: sql`now()` },
    )
    .where(and(eq(sessionCancellations.id, jobId), eq(sessionCancellations.leaseOwner, options.owner)));
  return finished ? 'done' : 'waiting';
}

/** Jobs that no instance holds: never started, or their holder stopped renewing. */
export async function jobsToRun(db: Db, owner: string) {
  const rows = await db
    .select({ id: sessionCancellations.id })
    .from(sessionCancellations)
    .where(
      and(
        eq(sessionCancellations.state, 'running'),
        or(
          isNull(sessionCancellations.leaseUntil),
          sql`${sessionCancellations.leaseUntil} < now()`,
          eq(sessionCancellations.leaseOwner, owner),
        ),
      ),
    )
    .orderBy(asc(sessionCancellations.id));
  return rows.map((r) => r.id);
}
