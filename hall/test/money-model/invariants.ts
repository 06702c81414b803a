// What must hold after every step of the money model, read from the hall's database and its refund queue:
//  1. each verified payment is recorded exactly once: one payments or unmatched_payments row per provider trade the
//     hall has heard of (by notification or by asking the provider), none for a trade it has not;
//  2. money held = paid − refunded: recorded payments and unmatched money, less refunds that succeeded or were settled
//     by hand, is what the model says the hall holds;
//  3. owed = the payments that deliver nothing: the refund queue (both lists, every page) holds exactly the model's
//     (late, duplicate, wrong amount, undeliverable, hall-cancelled, unknown order), and nothing that delivers;
//  4. nothing scarce is delivered twice: a seat to at most one standing order (and its state that order's), stock and
//     welfare places sold ≤ stock, visit places booked ≤ capacity, goods and package cards sold ≤ stock, each counting
//     exactly the standing orders, one member card per issued package order, card credits used = the standing tickets
//     they pay ≤ credits, and a renter's payment lines paid = the renter's issued orders;
//  and every order reads as the model says (status, why it ended), with the payer told when a payment was undeliverable.
// (5, the sweep, and 6, the door, are checked by the commands that sweep and scan.)
import { sql } from 'drizzle-orm';
import { staffCall } from '../staff';
import { rowsOf, type Real } from './calls';
import { cardsLeft, goodsLeft, held, label, owed, type Model, type OrderModel } from './model';

export class InvariantBroken extends Error {
  constructor(invariant: string, detail: string) {
    super(`invariant ${invariant}: ${detail}`);
    this.name = 'InvariantBroken';
  }
}

const STANDING = sql.raw(`('unpaid', 'paid', 'issued', 'completed')`);
const byTrade = <T extends { tradeNo: string }>(list: T[]) => [...list].sort((a, b) => a.tradeNo.localeCompare(b.tradeNo));
const show = (value: unknown) => JSON.stringify(value);

/** The cast members' and the renter's orders: every order the model may place or be offered. */
function scope(r: Real) {
  const memberIds = sql.raw(r.cast.members.map((m) => m.id).join(', '));
  return sql`(o.member_id in (${memberIds}) or o.enterprise_user_id = ${r.cast.renter.id})`;
}

type PaymentRow = { order_id: number; trade_no: string; amount_fen: number; amount_matched: boolean; refund: string | null };
type UnmatchedRow = { trade_no: string | null; amount_fen: number | null; resolved: boolean };

export async function checkInvariants(m: Model, r: Real) {
  const payments = rowsOf<PaymentRow>(
    await r.db.execute(sql`select p.order_id, p.provider_trade_no as trade_no, p.amount_fen, p.amount_matched, f.state as refund
      from payments p join orders o on o.id = p.order_id left join refunds f on f.payment_id = p.id where ${scope(r)}`),
  );
  const unmatched = rowsOf<UnmatchedRow>(
    await r.db.execute(sql`select trade_no, amount_fen, resolved_at is not null as resolved
      from unmatched_payments where id > ${r.cast.baseline.unmatchedMaxId}`),
  );
  paymentsOnce(m, payments, unmatched);
  moneyHeld(m, payments, unmatched);
  await owedAsModelled(m, r);
  await nothingTwice(m, r);
  await ordersAsModelled(m, r);
  await lettersSent(m, r);
}

/** 1. One row per provider trade the hall has heard of, none for a trade it has not. */
function paymentsOnce(m: Model, rows: PaymentRow[], unmatchedRows: UnmatchedRow[]) {
  const seen = byTrade(rows.map((p) => ({ tradeNo: p.trade_no, order: p.order_id, amountFen: p.amount_fen, matched: p.amount_matched })));
  const expected = byTrade(
    m.orders.flatMap((o) => o.payments.map((p) => ({ tradeNo: p.tradeNo, order: o.id, amountFen: p.amountFen, matched: p.matched }))),
  );
  if (show(seen) !== show(expected)) {
    throw new InvariantBroken(
      '1 (each verified payment recorded exactly once)',
      `payments recorded ${show(seen)}, the model has ${show(expected)}; paid trades the hall has not heard of: ${show(unheard(m))}`,
    );
  }
  const unmatched = byTrade(unmatchedRows.map((u) => ({ tradeNo: u.trade_no ?? '', amountFen: u.amount_fen })));
  const expectedUnmatched = byTrade(m.unmatched.map((u) => ({ tradeNo: u.tradeNo, amountFen: u.amountFen })));
  if (show(unmatched) !== show(expectedUnmatched)) {
    throw new InvariantBroken(
      '1 (each verified payment recorded exactly once)',
      `unmatched payments ${show(unmatched)}, the model has ${show(expectedUnmatched)}`,
    );
  }
}

const unheard = (m: Model) =>
  m.orders.flatMap((o) =>
    Object.values(o.trades)
      .filter((t) => t.state === 'paid' && !t.recorded)
      .map((t) => `${label(o)} ${t.provider} ${t.tradeNo}`),
  );

/** 2. What the hall holds: recorded payments and unmatched money, less what went back (refunded or settled by hand). */
function moneyHeld(m: Model, payments: PaymentRow[], unmatched: UnmatchedRow[]) {
  const paid = payments.reduce((sum, p) => sum + p.amount_fen, 0);
  const back = payments.filter((p) => p.refund === 'succeeded' || p.refund === 'settled').reduce((sum, p) => sum + p.amount_fen, 0);
  const strangers = unmatched.filter((u) => !u.resolved).reduce((sum, u) => sum + (u.amount_fen ?? 0), 0);
  const holds = paid - back + strangers;
  if (holds !== held(m)) {
    throw new InvariantBroken(
      '2 (money held = paid − refunded)',
      `the hall holds ${holds} fen (paid ${paid}, given back ${back}, unmatched ${strangers}), the model ${held(m)}`,
    );
  }
}

type QueueItem = { orderNo: string; tradeNo: string; amountFen: number; refund: { state: string } | null };
type UnmatchedItem = { tradeNo: string | null; amountFen: number | null };

/** Every page of one of the refund queue's lists. */
async function everyPage<T>(r: Real, path: string): Promise<T[]> {
  const rows: T[] = [];
  for (let page = 1; ; page++) {
    const res = await staffCall<{ list: T[]; total: number }>(r.hall.app, 'GET', `${path}?page=${page}&pageSize=50`, {
      token: r.cast.staffToken,
    });
    if (res.body.code !== 20000) throw new Error(`${path}: ${show(res.body)}`);
    rows.push(...res.body.data.list);
    if (page * 50 >= res.body.data.total) return rows;
  }
}

/** 3. The queue's owed payments are exactly the model's: late, duplicate, wrong amount, undeliverable, hall-cancelled, unknown. */
async function owedAsModelled(m: Model, r: Real) {
  const [orders, strangers] = await Promise.all([
    everyPage<QueueItem>(r, '/api/staff/refunds'),
    everyPage<UnmatchedItem>(r, '/api/staff/refunds/unmatched'),
  ]);
  const ours = new Set(m.orders.map((o) => o.orderNo));
  const theirs = new Set(m.unmatched.map((u) => u.tradeNo));
  const listed = [
    ...orders
      .filter((item) => ours.has(item.orderNo) && (!item.refund || item.refund.state === 'requested'))
      .map((item) => ({ tradeNo: item.tradeNo, amountFen: item.amountFen })),
    ...strangers.filter((u) => u.tradeNo && theirs.has(u.tradeNo)).map((u) => ({ tradeNo: u.tradeNo!, amountFen: u.amountFen! })),
  ];
  const expected = owed(m).map(({ tradeNo, amountFen }) => ({ tradeNo, amountFen }));
  if (show(byTrade(listed)) !== show(byTrade(expected))) {
    const why = owed(m).map((o) => `${o.order ? `${label(o.order)} ${o.order.status}` : 'unmatched'} ${o.tradeNo}`);
    throw new InvariantBroken('3 (owed = payments that deliver nothing)', `the refund queue lists ${show(listed)}, owed are ${show(why)}`);
  }
}

type Counts = {
  stock_sold: number;
  stock_stock: number;
  stock_standing: number;
  welfare_sold: number;
  welfare_stock: number;
  welfare_standing: number;
  slot_booked: number;
  slot_capacity: number;
  slot_standing: number;
  goods_sold: number;
  goods_stock: number;
  goods_standing: number;
  cards_sold: number;
  cards_stock: number;
  cards_standing: number;
  rental_issued: number;
};

/** 4. Nothing scarce given twice, nothing given that no standing order holds. */
async function nothingTwice(m: Model, r: Real) {
  const { cast } = r;
  const broken = (what: string, detail: unknown) => {
    throw new InvariantBroken('4 (nothing delivered twice)', `${what}: ${show(detail)}`);
  };
  const holders = (where: ReturnType<typeof sql>) =>
    sql`(select coalesce(sum(oi.quantity), 0)::int from order_items oi join orders o on o.id = oi.order_id where ${where} and o.status in ${STANDING})`;
  const [c] = rowsOf<Counts>(
    await r.db.execute(sql`select
      tc.stock as stock_stock, tc.sold as stock_sold, ${holders(sql`oi.ticket_class_id = ${cast.stockSession.classId}`)} as stock_standing,
      wc.stock as welfare_stock, wc.sold as welfare_sold, ${holders(sql`oi.ticket_class_id = ${cast.welfare.classId}`)} as welfare_standing,
      s.capacity as slot_capacity, s.booked as slot_booked,
        (select coalesce(sum(jsonb_array_length(v.visitors)), 0)::int from reservations v join orders o on o.id = v.order_id
          where v.slot_id = s.id and o.status in ${STANDING}) as slot_standing,
      g.stock as goods_stock, g.sold - ${cast.baseline.goodsSold} as goods_sold, ${holders(sql`oi.goods_id = g.id and ${scope(r)}`)} as goods_standing,
      pc.stock as cards_stock, pc.sold - ${cast.baseline.cardsSold} as cards_sold,
        ${holders(sql`oi.package_card_id = pc.id and ${scope(r)}`)} as cards_standing,
      (select count(*)::int from orders o where o.kind = 'rental' and o.status = 'issued' and ${scope(r)}) as rental_issued
      from ticket_classes tc, ticket_classes wc, visit_slots s, goods g, package_cards pc
      where tc.id = ${cast.stockSession.classId} and wc.id = ${cast.welfare.classId} and s.id = ${cast.slotId}
        and g.id = ${cast.goodsId} and pc.id = ${cast.packageCardId}`),
  );
  // A cancelled session's tickets stay counted sold: nobody will use them, and its orders no longer stand.
  if (c.stock_standing > c.stock_stock || c.stock_sold > c.stock_stock || (!m.cancelled.stock && c.stock_sold !== c.stock_standing)) {
    broken('stock tickets', c);
  }
  if (
    c.welfare_standing > c.welfare_stock ||
    c.welfare_sold > c.welfare_stock ||
    (!m.cancelled.seat && c.welfare_sold !== c.welfare_standing)
  ) {
    broken('welfare places', c);
  }
  if (c.slot_booked !== c.slot_standing || c.slot_booked > c.slot_capacity) broken('visit places', c);
  if (c.goods_sold !== c.goods_standing || c.goods_sold + cast.baseline.goodsSold > c.goods_stock || goodsLeft(m) < 0) broken('goods', c);
  if (c.cards_sold !== c.cards_standing || c.cards_sold + cast.baseline.cardsSold > c.cards_stock || cardsLeft(m) < 0)
    broken('package cards', c);

  const seats = rowsOf<{ id: number; status: string; order_id: number | null; holders: number[]; states: string[] }>(
    await r.db.execute(sql`select ss.id, ss.status, ss.order_id,
      coalesce(array_agg(o.id) filter (where o.id is not null), '{}') as holders,
      coalesce(array_agg(o.status) filter (where o.id is not null), '{}') as states
      from session_seats ss left join order_items oi on oi.session_seat_id = ss.id
        left join orders o on o.id = oi.order_id and o.status in ${STANDING}
      where ss.session_id = ${cast.seatSession.id} group by ss.id`),
  );
  for (const seat of seats) {
    if (seat.holders.length > 1) broken(`seat ${seat.id} held by ${seat.holders.length} standing orders`, seat);
    // A cancelled session's seats stay as its orders left them: nobody will sit there.
    if (m.cancelled.seat) continue;
    const [holder] = seat.holders;
    const expected = holder === undefined ? 'available' : seat.states[0] === 'unpaid' ? 'held' : 'sold';
    if (seat.status !== expected || (holder !== undefined && seat.order_id !== holder)) broken(`seat ${seat.id}`, seat);
  }

  const cards = rowsOf<{ order_id: number | null; id: number | null; credits: number; credits_used: number; standing: number }>(
    await r.db.execute(sql`select o.id as order_id, mc.id, mc.credits, mc.credits_used,
      (select count(*)::int from order_items oi join orders t on t.id = oi.order_id
        where oi.member_card_id = mc.id and t.status in ${STANDING}) as standing
      from orders o left join member_cards mc on mc.order_id = o.id where o.kind = 'package' and ${scope(r)}`),
  );
  for (const o of m.orders.filter((x) => x.kind === 'package')) {
    const made = cards.filter((row) => row.order_id === o.id && row.id !== null);
    if (made.length !== (o.status === 'issued' ? 1 : 0)) broken(`member cards made by ${label(o)} (${o.status})`, made);
  }
  for (const row of cards)
    if (row.id !== null && (row.credits_used !== row.standing || row.credits_used > row.credits)) broken('card credits', row);

  const lines = rowsOf<{ id: number; paid: boolean }>(
    await r.db.execute(sql`select id, paid_at is not null as paid from project_payments
      where project_id in (${sql.raw(m.projects.map((p) => p.projectId).join(', '))}) and paid_by is distinct from 'transfer'`),
  );
  const paidLines = lines.filter((l) => l.paid).length;
  if (c.rental_issued !== paidLines) broken(`${c.rental_issued} issued renter orders pay ${paidLines} payment lines`, lines);
  for (const line of m.projects.flatMap((p) => p.lines)) {
    const row = lines.find((l) => l.id === line.id);
    if (row && row.paid !== line.paid) broken(`payment line ${line.id} paid ${row.paid}, the model says ${line.paid}`, line);
  }
}

type OrderRow = { id: number; status: string; cancel_reason: string | null };

/** Every order reads as the model says, and the hall made none the model does not know. */
async function ordersAsModelled(m: Model, r: Real) {
  const rows = rowsOf<OrderRow>(await r.db.execute(sql`select o.id, o.status, o.cancel_reason from orders o where ${scope(r)}`));
  const known = new Map(m.orders.map((o) => [o.id, o]));
  const strangers = rows.filter((row) => !known.has(row.id));
  if (strangers.length) throw new InvariantBroken('the order reads as the model says', `orders the model never placed: ${show(strangers)}`);
  for (const row of rows) {
    const o = known.get(row.id)!;
    if (row.status !== o.status || (row.cancel_reason ?? null) !== o.endReason) {
      throw new InvariantBroken(
        'the order reads as the model says',
        `${label(o)} ${o.orderNo} reads ${row.status}/${row.cancel_reason}, the model says ${o.status}/${o.endReason} (payments ${show(o.payments)})`,
      );
    }
  }
}

/** The payer of an undeliverable payment is told by a station letter naming the order (not the refund's letter). */
async function lettersSent(m: Model, r: Real) {
  for (const index of m.lettersDue.splice(0)) {
    const o: OrderModel = m.orders[index];
    const owner = o.member === null ? sql`enterprise_user_id = ${r.cast.renter.id}` : sql`member_id = ${r.cast.members[o.member].id}`;
    const [{ letters }] = rowsOf<{ letters: number }>(
      await r.db.execute(sql`select count(*)::int as letters from station_letters
        where ${owner} and body like ${`%${o.orderNo}%`} and title <> '退款已原路退回'`),
    );
    if (!letters) throw new InvariantBroken('undeliverable', `${label(o)} ${o.orderNo} ended undeliverable and its payer got no letter`);
  }
}
