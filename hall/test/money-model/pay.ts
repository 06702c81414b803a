// Paying: a member or the renter opens a payment with a provider, the payer pays at the sandbox cashier, the provider
// takes money the hall did not expect (late, of another amount, its notification lost), notifications come again, a
// forged one comes, and money arrives for an order number the hall never made.
import {
  lineOrder,
  notify,
  orderRow,
  payAtCashier,
  payDeposit,
  payInstalment,
  providerTakes,
  startMemberPayment,
  strangerPaid,
  strayTradeNo,
  type Real,
  type Started,
  windowEnds,
} from './calls';
import { InvariantBroken } from './invariants';
import { label, PROVIDERS, record, type Model, type OrderModel, type Provider, type Trade } from './model';
import { newOrder, Step, type Traced } from './step';

/** Every trade the model's orders opened, with its order. */
const tradesOf = (m: Readonly<Model>, state?: (t: Trade) => boolean) =>
  m.orders.flatMap((o) =>
    PROVIDERS.flatMap((p) => {
      const t = o.trades[p];
      return t && (!state || state(t)) ? [{ o, t }] : [];
    }),
  );

/** The payment opened: the provider's trade for the order, made on the first start and the same one after. */
function opened(o: OrderModel, provider: Provider, tradeNo: string) {
  o.started = true;
  const t = o.trades[provider];
  if (!t) o.trades[provider] = { provider, tradeNo, amountFen: o.payFen, state: 'open', recorded: false };
  else if (t.tradeNo !== tradeNo)
    throw new InvariantBroken('paying', `${label(o)} opened ${provider} trade ${tradeNo}, its trade is ${t.tradeNo}`);
}

const payable = (o: OrderModel) => o.status === 'unpaid' && !o.windowOver;

export class StartPayment extends Step {
  constructor(
    readonly pick: number,
    readonly provider: Provider,
  ) {
    super();
  }
  /** Mostly an unpaid order; now and then any order of a member's, to be refused when it cannot be paid. */
  private target(m: Readonly<Model>) {
    const any = m.orders.filter((o) => o.member !== null && o.payFen > 0);
    const unpaid = any.filter((o) => o.status === 'unpaid');
    const list = this.pick < 10 || !unpaid.length ? any : unpaid;
    return list[this.pick % list.length];
  }
  check(m: Readonly<Traced>) {
    return m.orders.some((o) => o.member !== null && o.payFen > 0);
  }
  toString() {
    return `StartPayment (#${this.pick}, ${this.provider})`;
  }

  protected async act(m: Traced, r: Real) {
    const o = this.target(m)!;
    const answer = await startMemberPayment(r, o.member!, o.id, this.provider);
    if (!payable(o)) {
      if (answer.ok) throw new InvariantBroken('paying', `${label(o)} (${o.status}, window over ${o.windowOver}) opened a payment`);
      return `${label(o)} refused: ${answer.subMsg}`;
    }
    if (!answer.ok) throw new InvariantBroken('paying', `${label(o)} could not open a payment: ${answer.subMsg}`);
    opened(o, this.provider, answer.tradeNo);
    return `${label(o)} ${this.provider} trade ${answer.tradeNo}`;
  }
}

/**
 * The renter pays a deposit (target 0, 1) or an instalment (target 2, 3): the line's order open in its window, or a
 * new one. `late`: the renter comes back after that order's window ended, before the sweep closed it.
 */
export class PayRenter extends Step {
  constructor(
    readonly target: number,
    readonly provider: Provider,
    readonly late: boolean,
  ) {
    super();
  }
  check() {
    return true;
  }
  toString() {
    const what = this.target < 2 ? `deposit of project ${this.target}` : `instalment ${this.target - 2}`;
    return `PayRenter (${what}, ${this.provider}${this.late ? ', after the window' : ''})`;
  }

  protected async act(m: Traced, r: Real) {
    const [p, l] = this.target < 2 ? [this.target, 0] : [2, this.target - 2];
    const project = m.projects[p];
    const line = project.lines[l];
    const before = line.current === null ? null : m.orders[line.current];
    if (this.late && before?.status === 'unpaid' && !before.windowOver) {
      await windowEnds(r, before.id);
      before.windowOver = true;
    }
    const answer: Started =
      project.kind === 'deposit'
        ? await payDeposit(r, project.projectId, this.provider)
        : await payInstalment(r, project.projectId, line.id, this.provider);
    if (project.state !== 'due' || line.paid) {
      if (answer.ok) throw new InvariantBroken('paying', `project ${p} (${project.state}) line ${l} (paid ${line.paid}) opened a payment`);
      return `refused: ${answer.subMsg}`;
    }
    if (!answer.ok) throw new InvariantBroken('paying', `project ${p} line ${l} could not be paid: ${answer.subMsg}`);
    const current = line.current === null ? null : m.orders[line.current];
    const orderId = await lineOrder(r, line.id);
    let o: OrderModel;
    if (current && payable(current)) {
      if (orderId !== current.id)
        throw new InvariantBroken('paying', `line ${line.id} left ${label(current)} open in its window for order ${orderId}`);
      o = current;
    } else {
      if (orderId === null || m.orders.some((x) => x.id === orderId)) {
        throw new InvariantBroken('paying', `line ${line.id} points at order ${orderId}, not a new one`);
      }
      const row = await orderRow(r, orderId);
      o = await newOrder(m, r, {
        id: row.id,
        orderNo: row.orderNo,
        kind: project.kind === 'deposit' ? 'deposit' : 'instalment',
        member: null,
        payFen: row.payFen,
        status: 'unpaid',
        line: { project: p, line: l },
      });
      line.current = o.index;
    }
    opened(o, this.provider, answer.tradeNo);
    return `${label(o)} ${o.orderNo} ${this.provider} trade ${answer.tradeNo}`;
  }
}

const unpaid = (t: Trade) => t.state !== 'paid';

/** The payer presses Pay at the cashier of an opened trade: an open trade is paid and notified; a closed one refuses. */
export class Cashier extends Step {
  constructor(readonly pick: number) {
    super();
  }
  check(m: Readonly<Traced>) {
    return tradesOf(m, unpaid).length > 0;
  }
  toString() {
    return `Cashier (#${this.pick})`;
  }

  protected async act(m: Traced, r: Real) {
    const list = tradesOf(m, unpaid);
    const { o, t } = list[this.pick % list.length];
    const status = await payAtCashier(r, t.tradeNo);
    const expected = t.state === 'closed' ? 409 : 303;
    if (status !== expected) {
      // The rule: an order that ends has every provider its payer opened asked and told to close the trade.
      throw new InvariantBroken(
        'trades close with their order',
        `the cashier of ${label(o)} (${o.status}) ${t.state} ${t.provider} trade answered ${status}`,
      );
    }
    if (t.state !== 'open') return `${label(o)} ${t.provider} trade ${t.state}: nothing paid`;
    t.state = 'paid';
    record(m, o, t);
    return `${label(o)} paid ${t.amountFen} fen by ${t.provider}: ${o.status}`;
  }
}

/**
 * The provider takes money on a trade the cashier would not (closed: the payer paid as the hall closed it) or of
 * another amount, and notifies the hall or does not (a lost notification, found when the hall asks).
 */
export class ProviderTakes extends Step {
  constructor(
    readonly pick: number,
    readonly amount: 'right' | 'less' | 'more',
    readonly notifies: boolean,
  ) {
    super();
  }
  check(m: Readonly<Traced>) {
    return tradesOf(m, unpaid).length > 0;
  }
  toString() {
    return `ProviderTakes (#${this.pick}, ${this.amount} amount, ${this.notifies ? 'notified' : 'notification lost'})`;
  }

  protected async act(m: Traced, r: Real) {
    const list = tradesOf(m, unpaid);
    const { o, t } = list[this.pick % list.length];
    const was = t.state;
    t.amountFen = this.amount === 'right' ? o.payFen : this.amount === 'less' ? o.payFen - 1 : o.payFen + 100;
    t.state = 'paid';
    await providerTakes(r, t.tradeNo, t.amountFen);
    if (this.notifies) {
      if (!(await notify(r, { provider: t.provider, orderNo: o.orderNo, tradeNo: t.tradeNo, amountFen: t.amountFen }))) {
        throw new InvariantBroken('1 (each verified payment recorded)', `the hall did not acknowledge ${t.provider} trade ${t.tradeNo}`);
      }
      record(m, o, t);
    }
    return `${label(o)} ${t.provider} trade (${was}) took ${t.amountFen} fen${this.notifies ? `: ${o.status}` : ', unheard'}`;
  }
}

/** A paid trade's notification comes (again): a duplicate changes nothing, a lost one is heard now. */
export class Redeliver extends Step {
  constructor(readonly pick: number) {
    super();
  }
  check(m: Readonly<Traced>) {
    return tradesOf(m, (t) => t.state === 'paid').length > 0;
  }
  toString() {
    return `Redeliver (#${this.pick})`;
  }

  protected async act(m: Traced, r: Real) {
    const list = tradesOf(m, (t) => t.state === 'paid');
    const { o, t } = list[this.pick % list.length];
    const again = t.recorded;
    if (!(await notify(r, { provider: t.provider, orderNo: o.orderNo, tradeNo: t.tradeNo, amountFen: t.amountFen }))) {
      throw new InvariantBroken('1 (each verified payment recorded)', `the hall did not acknowledge ${t.provider} trade ${t.tradeNo}`);
    }
    record(m, o, t);
    return `${label(o)} ${t.provider} ${t.tradeNo} ${again ? 'again' : 'heard at last'}: ${o.status}`;
  }
}

/** A notification whose signature is not the provider's: refused, nothing recorded. */
export class Forged extends Step {
  constructor(
    readonly pick: number,
    readonly provider: Provider,
  ) {
    super();
  }
  check(m: Readonly<Traced>) {
    return m.orders.length > 0;
  }
  toString() {
    return `Forged (#${this.pick}, ${this.provider})`;
  }

  protected async act(m: Traced, r: Real) {
    const o = m.orders[this.pick % m.orders.length];
    const forged = { provider: this.provider, orderNo: o.orderNo, tradeNo: strayTradeNo(this.provider), amountFen: o.payFen };
    if (await notify(r, forged, 'not-the-provider-secret'))
      throw new InvariantBroken('1', `a forged notification for ${label(o)} was accepted`);
    return `${label(o)} refused`;
  }
}

/** Money the provider took for an order number the hall never made, notified once or twice. */
export class Stranger extends Step {
  constructor(
    readonly provider: Provider,
    readonly amountFen: number,
    readonly times: number,
  ) {
    super();
  }
  check() {
    return true;
  }
  toString() {
    return `Stranger (${this.provider}, ${this.amountFen} fen, ${this.times}×)`;
  }

  protected async act(m: Traced, r: Real) {
    const { orderNo, tradeNo } = await strangerPaid(r, this.provider, this.amountFen);
    for (let i = 0; i < this.times; i++) {
      if (!(await notify(r, { provider: this.provider, orderNo, tradeNo, amountFen: this.amountFen }))) {
        throw new InvariantBroken('1 (each verified payment recorded)', `the hall did not acknowledge unknown order ${orderNo}`);
      }
    }
    m.unmatched.push({ provider: this.provider, tradeNo, orderNo, amountFen: this.amountFen, refunded: false });
    return `${orderNo} ${tradeNo}`;
  }
}
