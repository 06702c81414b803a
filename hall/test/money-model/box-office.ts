// The box office and the door: refunding what is owed (and being refused what is not), and scanning tickets and entry
// codes, which let a holder in once while their order stands (invariant 6).
import { eq } from 'drizzle-orm';
import { payments, unmatchedPayments } from '../../db/schema';
import { refundPayment, refundUnmatched, scan, type Giving, type Real } from './calls';
import { InvariantBroken } from './invariants';
import { label, owed, type Model, type OrderModel } from './model';
import { Step, type Traced } from './step';

const paymentIdOf = async (r: Real, tradeNo: string) =>
  (await r.db.select({ id: payments.id }).from(payments).where(eq(payments.providerTradeNo, tradeNo)))[0]?.id;

const owedByOrders = (m: Readonly<Model>) => owed(m as Model).filter((x) => x.order !== null);

/** A refund through the provider answers succeeded; one settled by hand answers the payment settled. */
const gave = (how: Giving, answer: { code: number; data?: { state?: string } | null }) =>
  answer.code === 20000 && (how === 'byHand' || answer.data?.state === 'succeeded');

/** A clerk gives back one payment the model says is owed, through its provider or settled by hand: once. */
export class Refund extends Step {
  constructor(
    readonly pick: number,
    readonly how: Giving,
  ) {
    super();
  }
  check(m: Readonly<Traced>) {
    return owedByOrders(m).length > 0;
  }
  toString() {
    return `Refund (#${this.pick}${this.how === 'byHand' ? ', settled by hand' : ''})`;
  }

  protected async act(m: Traced, r: Real) {
    const list = owedByOrders(m);
    const { tradeNo, order } = list[this.pick % list.length];
    const payment = order!.payments.find((p) => p.tradeNo === tradeNo)!;
    const paymentId = await paymentIdOf(r, tradeNo);
    if (paymentId === undefined) throw new InvariantBroken('1 (recorded once)', `owed ${tradeNo} of ${label(order!)} has no payment row`);
    const answer = await refundPayment(r, paymentId, this.how);
    if (!gave(this.how, answer)) {
      throw new InvariantBroken('3 (owed)', `refunding owed ${tradeNo} of ${label(order!)} (${order!.status}): ${JSON.stringify(answer)}`);
    }
    payment.refunded = true;
    return `${label(order!)} ${tradeNo} ${payment.amountFen} fen back`;
  }
}

/** The payment that paid a standing order is not owed: refunding it is refused and changes nothing. */
export class RefundKept extends Step {
  constructor(readonly pick: number) {
    super();
  }
  private list(m: Readonly<Traced>) {
    return m.orders.filter((o) => o.status === 'issued' && o.payments.some((p) => p.matched));
  }
  check(m: Readonly<Traced>) {
    return this.list(m).length > 0;
  }
  toString() {
    return `RefundKept (#${this.pick})`;
  }

  protected async act(m: Traced, r: Real) {
    const list = this.list(m);
    const o = list[this.pick % list.length];
    const kept = o.payments.find((p) => p.matched)!;
    const answer = await refundPayment(r, (await paymentIdOf(r, kept.tradeNo))!);
    if (answer.code === 20000)
      throw new InvariantBroken('3 (nothing that delivers is owed)', `the payment that paid ${label(o)} was refunded`);
    return `${label(o)} refused: ${answer.subMsg}`;
  }
}

/** Money that paid no order is refunded in full (or reconciled by hand), once. */
export class RefundStranger extends Step {
  constructor(
    readonly pick: number,
    readonly how: Giving,
  ) {
    super();
  }
  check(m: Readonly<Traced>) {
    return m.unmatched.some((u) => !u.refunded);
  }
  toString() {
    return `RefundStranger (#${this.pick}${this.how === 'byHand' ? ', reconciled by hand' : ''})`;
  }

  protected async act(m: Traced, r: Real) {
    const list = m.unmatched.filter((u) => !u.refunded);
    const u = list[this.pick % list.length];
    const [row] = await r.db.select({ id: unmatchedPayments.id }).from(unmatchedPayments).where(eq(unmatchedPayments.tradeNo, u.tradeNo));
    if (!row) throw new InvariantBroken('1 (recorded once)', `unmatched ${u.tradeNo} has no row`);
    const answer = await refundUnmatched(r, row.id, this.how);
    if (!gave(this.how, answer)) {
      throw new InvariantBroken('3 (owed)', `refunding unmatched ${u.tradeNo}: ${JSON.stringify(answer)}`);
    }
    u.refunded = true;
    return `${u.orderNo} ${u.amountFen} fen back`;
  }
}

const doorOf = (o: OrderModel, r: Real) =>
  o.kind === 'visit' ? { slotId: r.cast.slotId } : { sessionId: o.kind === 'stock' ? r.cast.stockSession.id : r.cast.seatSession.id };

/** A ticket or entry code at its door, once or twice: a standing order's holder goes in once, anyone else is refused. */
export class Scan extends Step {
  constructor(
    readonly pick: number,
    readonly times: number,
  ) {
    super();
  }
  private list(m: Readonly<Traced>) {
    return m.orders.filter((o) => o.codes.length > 0 && o.kind !== 'point');
  }
  check(m: Readonly<Traced>) {
    return this.list(m).length > 0;
  }
  toString() {
    return `Scan (#${this.pick}, ${this.times}×)`;
  }

  protected async act(m: Traced, r: Real) {
    const list = this.list(m);
    const o = list[this.pick % list.length];
    const ticket = o.codes[this.pick % o.codes.length];
    const results: string[] = [];
    for (let i = 0; i < this.times; i++) {
      const expected = o.status === 'issued' ? (ticket.admitted ? 'already' : 'admitted') : 'void';
      const answer = await scan(r, doorOf(o, r), ticket.code);
      const result = answer.data?.result;
      if (result !== expected) {
        throw new InvariantBroken(
          '6 (a valid ticket is admitted exactly once)',
          `${label(o)} (${o.status}, payments ${JSON.stringify(o.payments)}) ticket ${ticket.code} scanned ${result}${answer.data?.reason ? ` (${answer.data.reason})` : ''}, expected ${expected}`,
        );
      }
      if (result === 'admitted') ticket.admitted = true;
      results.push(result);
    }
    return `${label(o)} ${results.join(', ')}`;
  }
}
