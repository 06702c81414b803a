// One command of the money model: it acts on the hall as a member, renter, provider, clerk or door would, checks the
// hall's answer against the model, moves the model on, learns what the hall made on its own (welfare offers, package
// members' cards), and then checks every invariant. A failure carries the run's trace: each step as it resolved.
import type { AsyncCommand } from 'fast-check';
import { eq, sql } from 'drizzle-orm';
import { memberCards } from '../../db/schema';
import { codesOf, rowsOf, type Real } from './calls';
import { checkInvariants, InvariantBroken } from './invariants';
import type { Model, OrderModel } from './model';

export type Traced = Model & { trace: string[] };

export abstract class Step implements AsyncCommand<Traced, Real> {
  abstract check(m: Readonly<Traced>): boolean;
  /** Acts and moves the model; returns what happened, for the trace. */
  protected abstract act(m: Traced, r: Real): Promise<string>;
  abstract toString(): string;

  async run(m: Traced, r: Real) {
    try {
      m.trace.push(`${this.toString()} → ${await this.act(m, r)}`);
      await learnOffers(m, r);
      await learnCards(m, r);
      await checkInvariants(m, r);
    } catch (error) {
      if (error instanceof Error) error.message += `\nthe run so far:\n  ${m.trace.join('\n  ')}\n  ${this.toString()} (failed)`;
      throw error;
    }
  }
}

/** A model order made from the hall's answer and its codes. */
export async function newOrder(
  m: Traced,
  r: Real,
  fields: Pick<OrderModel, 'id' | 'orderNo' | 'kind' | 'member' | 'payFen' | 'status'> & Partial<OrderModel>,
): Promise<OrderModel> {
  const o: OrderModel = {
    index: m.orders.length,
    endReason: null,
    windowOver: false,
    started: false,
    trades: {},
    payments: [],
    codes: (await codesOf(r, fields.id)).map((code) => ({ code, admitted: false })),
    ...fields,
  };
  m.orders.push(o);
  return o;
}

/** A welfare place offered (at the draw, or passed on when an offer ended unpaid) is an order the hall made itself. */
async function learnOffers(m: Traced, r: Real) {
  const rows = rowsOf<{ id: number; order_no: string; member_id: number; pay_fen: number; status: string }>(
    await r.db.execute(sql`select o.id, o.order_no, o.member_id, o.pay_fen, o.status from orders o
      where exists (select 1 from order_items oi where oi.order_id = o.id and oi.ticket_class_id = ${r.cast.welfare.classId}) order by o.id`),
  );
  const offered = rows.filter((row) => !m.orders.some((o) => o.id === row.id));
  if (offered.length !== m.welfare.offersDue) {
    throw new InvariantBroken(
      '4 (welfare places)',
      `${offered.length} new welfare offers, the model expects ${m.welfare.offersDue} (${m.welfare.waiting} waiting)`,
    );
  }
  m.welfare.offersDue = 0;
  for (const row of offered) {
    const member = r.cast.members.findIndex((x) => x.id === row.member_id);
    const o = await newOrder(m, r, { id: row.id, orderNo: row.order_no, kind: 'welfare', member, payFen: row.pay_fen, status: 'unpaid' });
    m.trace.push(`  (the hall offers welfare place ${o.index} to member ${member})`);
  }
}

/** A package order issued made the member's card: the model learns its id to pay tickets with it. */
async function learnCards(m: Traced, r: Real) {
  for (const o of m.orders.filter((x) => x.kind === 'package' && x.status === 'issued' && x.madeCardId === undefined)) {
    const [card] = await r.db.select({ id: memberCards.id }).from(memberCards).where(eq(memberCards.orderId, o.id));
    if (card) o.madeCardId = card.id;
  }
}
