// The model of the money: what the hall must hold, owe and deliver after any sequence of orders, payments,
// notifications, cancellations, expiries, withdrawals, refunds and door scans. It is written from the rules in
// docs/architecture.md ("One order pipeline") and docs/decisions/payments-and-refunds.md ("Payments the providers
// vouch for", "Refunds"), not from the code (docs/decisions/money-model.md): the commands compare the hall's answers
// and its database with it after every step.
import { CARDS_LEFT, GOODS_LEFT, SEATS, STOCK, VISIT_PLACES, WELFARE_PLACES, type Cast } from './cast';

export const PROVIDERS = ['alipay', 'wechat'] as const;
export type Provider = (typeof PROVIDERS)[number];

/** stock, seat and card are tickets (a class's stock, a seat of the map, a seat paid by a package card). */
export type Kind = 'stock' | 'seat' | 'card' | 'welfare' | 'visit' | 'point' | 'package' | 'deposit' | 'instalment';
export type Status = 'unpaid' | 'issued' | 'closed' | 'cancelled' | 'invalid';
export type EndReason = 'member' | 'expired' | 'hall' | 'undeliverable';

/** A trade at the payment provider (the sandbox): what the payer paid there, and whether the hall has heard of it. */
export type Trade = { provider: Provider; tradeNo: string; amountFen: number; state: 'open' | 'paid' | 'closed'; recorded: boolean };
/** A payment the hall recorded, in the order it recorded them. */
export type Payment = { provider: Provider; tradeNo: string; amountFen: number; matched: boolean; refunded: boolean };

export type OrderModel = {
  index: number;
  id: number;
  orderNo: string;
  kind: Kind;
  /** The cast member's index; null for the renter's orders. */
  member: number | null;
  payFen: number;
  status: Status;
  endReason: EndReason | null;
  /** Its payment window has ended by the test clock (a sweep closes it, if nothing else has). */
  windowOver: boolean;
  /** A payment was opened with a provider: closing it asks the providers first. */
  started: boolean;
  trades: Partial<Record<Provider, Trade>>;
  payments: Payment[];
  /** Ticket or entry codes, with whether the door let the holder in. */
  codes: { code: string; admitted: boolean }[];
  /** seat and card orders: the cast seat's index. */
  seat?: number;
  /** card orders: the member card that pays the ticket. */
  memberCardId?: number;
  /** package orders, once issued: the member card it made. */
  madeCardId?: number;
  /** deposit and instalment orders: the project and the payment line. */
  line?: { project: number; line: number };
};

/** A payment line of a project (its deposit, an instalment): paid or not, and the order it points at now (by index). */
export type LineModel = { id: number; paid: boolean; current: number | null };
export type ProjectModel = {
  projectId: number;
  kind: 'deposit' | 'instalments';
  state: 'due' | 'withdrawn' | 'movedOn';
  lines: LineModel[];
};
export type UnmatchedModel = { provider: Provider; tradeNo: string; orderNo: string; amountFen: number; refunded: boolean };

export type Model = {
  orders: OrderModel[];
  unmatched: UnmatchedModel[];
  cancelled: { seat: boolean; stock: boolean };
  welfare: { drawn: boolean; waiting: number; offersDue: number };
  projects: ProjectModel[];
  /** When each seat was last given back: a seat map read in that second may still call it taken. */
  seatFreedAt: number[];
  /** Orders whose payer the hall must have told that the payment comes back (undeliverable). */
  lettersDue: number[];
  card: { perPerformance: number; credits: number };
};

export function initialModel(cast: Cast): Model {
  return {
    orders: [],
    unmatched: [],
    cancelled: { seat: false, stock: false },
    welfare: { drawn: false, waiting: cast.welfare.applicants.length, offersDue: 0 },
    projects: [
      ...cast.deposits.map(({ projectId, lineId }) => ({
        projectId,
        kind: 'deposit' as const,
        state: 'due' as const,
        lines: [{ id: lineId, paid: false, current: null }],
      })),
      {
        projectId: cast.instalments.projectId,
        kind: 'instalments' as const,
        state: 'due' as const,
        lines: cast.instalments.lineIds.map((id) => ({ id, paid: false, current: null })),
      },
    ],
    // The hall API served the run before: a seat map read of that run's last second may still call a seat taken.
    seatFreedAt: Array.from({ length: SEATS }, () => Date.now()),
    lettersDue: [],
    card: cast.card,
  };
}

/** Orders that hold what they took and deliver it: unpaid (held for the window) or issued. */
export const standing = (o: OrderModel) => o.status === 'unpaid' || o.status === 'issued';
export const label = (o: OrderModel) => `o${o.index}:${o.kind}`;
export const sessionOf = (o: OrderModel): 'seat' | 'stock' | null =>
  o.kind === 'stock' ? 'stock' : o.kind === 'seat' || o.kind === 'card' || o.kind === 'welfare' ? 'seat' : null;

// ---- what is left of each scarce thing ------------------------------------------------------------------------

const count = (m: Model, kind: Kind) => m.orders.filter((o) => o.kind === kind && standing(o)).length;
export const seatHolder = (m: Model, seat: number) =>
  m.orders.find((o) => (o.kind === 'seat' || o.kind === 'card') && o.seat === seat && standing(o));
export const stockLeft = (m: Model) => STOCK - count(m, 'stock');
export const visitLeft = (m: Model) => VISIT_PLACES - count(m, 'visit');
export const goodsLeft = (m: Model) => GOODS_LEFT - count(m, 'point');
export const cardsLeft = (m: Model) => CARDS_LEFT - count(m, 'package');
export const welfareLeft = (m: Model) => WELFARE_PLACES - count(m, 'welfare');
/** Tickets of the model's performance a member card pays in standing orders. */
export const cardUsed = (m: Model, memberCardId: number) =>
  m.orders.filter((o) => o.kind === 'card' && o.memberCardId === memberCardId && standing(o)).length;

// ---- money ----------------------------------------------------------------------------------------------------

/**
 * The payments of an order that deliver nothing: all of them once it has ended (closed, cancelled, paid too late,
 * undeliverable), and for an order that stands every one but the first of the right amount, which is what paid it.
 */
export function undelivering(o: OrderModel): Payment[] {
  if (o.status !== 'issued') return o.payments;
  const kept = o.payments.find((p) => p.matched);
  return o.payments.filter((p) => p !== kept);
}

/** What the hall owes back: undelivering payments and unmatched money, less what was refunded. By provider trade. */
export function owed(m: Model): { tradeNo: string; amountFen: number; order: OrderModel | null }[] {
  return [
    ...m.orders.flatMap((o) =>
      undelivering(o)
        .filter((p) => !p.refunded)
        .map((p) => ({ tradeNo: p.tradeNo, amountFen: p.amountFen, order: o })),
    ),
    ...m.unmatched.filter((u) => !u.refunded).map((u) => ({ tradeNo: u.tradeNo, amountFen: u.amountFen, order: null })),
  ];
}

/** The money the hall holds: every payment it recorded and all unmatched money, less what it refunded. */
export function held(m: Model): number {
  const payments = m.orders.flatMap((o) => o.payments);
  return [...payments, ...m.unmatched].reduce((sum, p) => sum + (p.refunded ? 0 : p.amountFen), 0);
}

// ---- the pipeline's steps, as the rules say they go -------------------------------------------------------------

/**
 * Whether what a paid order is for can still be given: a renter's payment pays its line only while the project is at
 * that step, the line unpaid, and the order is the one the line now points at (an older order of the line, whose
 * window ran out, pays nothing).
 */
function deliverable(m: Model, o: OrderModel): boolean {
  if (!o.line) return true;
  const project = m.projects[o.line.project];
  const line = project.lines[o.line.line];
  return project.state === 'due' && !line.paid && line.current === o.index;
}

function issue(m: Model, o: OrderModel) {
  o.status = 'issued';
  if (!o.line) return;
  const project = m.projects[o.line.project];
  project.lines[o.line.line].paid = true;
  if (project.lines.every((l) => l.paid)) project.state = 'movedOn';
}

/** An unpaid order ends: what it held goes back, and a welfare place passes to the next applicant still waiting. */
function release(m: Model, o: OrderModel, reason: EndReason, now: number) {
  o.status = reason === 'expired' ? 'closed' : 'cancelled';
  o.endReason = reason;
  if (o.seat !== undefined) m.seatFreedAt[o.seat] = now;
  if (o.kind === 'welfare' && reason !== 'hall' && !m.cancelled.seat && m.welfare.waiting > 0) {
    m.welfare.waiting--;
    m.welfare.offersDue++;
  }
}

/**
 * The hall hears of a trade the provider vouches for (its notification, or its answer when asked): recorded once;
 * the right amount issues an unpaid order, or, when what it paid for is gone, is kept and owed back with the order
 * closed as undeliverable and the payer told; anything else reaching an order that ended makes it invalid.
 */
export function record(m: Model, o: OrderModel, t: Trade, now = Date.now()) {
  if (t.recorded) return;
  t.recorded = true;
  const matched = t.amountFen === o.payFen;
  o.payments.push({ provider: t.provider, tradeNo: t.tradeNo, amountFen: t.amountFen, matched, refunded: false });
  if (matched && o.status === 'unpaid') {
    if (deliverable(m, o)) return issue(m, o);
    release(m, o, 'undeliverable', now);
    o.status = 'invalid';
    m.lettersDue.push(o.index);
    return;
  }
  if (o.status === 'closed' || o.status === 'cancelled') o.status = 'invalid';
}

/**
 * Ending an unpaid order (the member, the window, the hall): every provider the payer opened is asked first and
 * told to close the trade; money found is recorded (and issues the order when it is the right amount); otherwise
 * everything held goes back.
 */
export function close(m: Model, o: OrderModel, reason: EndReason, now = Date.now()): 'released' | 'paid' | 'skipped' {
  if (o.status !== 'unpaid') return 'skipped';
  if (o.started) {
    for (const provider of PROVIDERS) {
      const t = o.trades[provider];
      if (t?.state === 'open') t.state = 'closed';
      else if (t?.state === 'paid') record(m, o, t, now);
    }
  }
  if (o.status !== 'unpaid') return o.status === 'issued' ? 'paid' : 'released';
  release(m, o, reason, now);
  return 'released';
}

/**
 * The hall cancels a session: its unpaid orders close as the window closes them, the paid ones are cancelled by the
 * hall, and every payment of its orders is refunded.
 */
export function cancelSession(m: Model, session: 'seat' | 'stock', now = Date.now()) {
  m.cancelled[session] = true;
  for (const o of m.orders.filter((x) => sessionOf(x) === session).sort((a, b) => a.id - b.id)) {
    close(m, o, 'hall', now);
    if (o.status === 'issued') {
      o.status = 'cancelled';
      o.endReason = 'hall';
    }
    for (const p of o.payments) p.refunded = true;
  }
}
