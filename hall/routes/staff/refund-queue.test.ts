// The refund queue shows everything owed, not the oldest 200. Both lists (payments owed back by
// orders, money that paid no order) page through all of it, oldest first, with the count and the sum of what the
// filters match: by provider, by kind (the order's; the unmatched money's own reason) and by age.
import type { Paged } from '@/lib/contract/envelope';
import type { RefundQueueItem, UnmatchedPaymentView } from '@/lib/contract/staff';
import { orders, payments, unmatchedPayments } from '../../db/schema';
import { startHall, type Hall } from '../../test/harness';
import { newMember } from '../../test/members';
import { newRenter } from '../../test/rental';
import { newStaff, staffCall, type TestStaff } from '../../test/staff';

let hall: Hall;
let clerk: TestStaff;
beforeAll(async () => {
  hall = await startHall();
  clerk = await newStaff(hall.app, hall.db, ['boxOffice']);
}, 60_000);
afterAll(() => hall?.close());

type Sum = { sumFen: number };
const DAY = 24 * 3600 * 1000;
const daysAgo = (days: number) => new Date(Date.now() - days * DAY - 60_000);
const page = async <T>(path: string, query: Record<string, string | number>) => {
  const url = `${path}?${new URLSearchParams(Object.entries(query).map(([k, v]) => [k, String(v)]))}`;
  const res = await staffCall<Paged<T> & Sum>(hall.app, 'GET', url, { token: clerk.token });
  if (res.body.code !== 20000) throw new Error(`${url}: ${JSON.stringify(res.body)}`);
  return res.body.data;
};
/** Every page of a list, with the count and sum the first page told. */
async function everything<T>(path: string, filters: Record<string, string | number> = {}) {
  const first = await page<T>(path, { ...filters, page: 1, pageSize: 50 });
  const rows = [...first.list];
  for (let n = 2; n <= Math.ceil(first.total / 50); n++) rows.push(...(await page<T>(path, { ...filters, page: n, pageSize: 50 })).list);
  return { total: first.total, sumFen: first.sumFen, rows };
}

type Owed = { kind: 'performance' | 'visit' | 'point' | 'rental'; provider: 'alipay' | 'wechat'; days: number; amountFen: number };
let serial = 0;
/**
 * Orders that each owe one payment back, as the payment path leaves them when money reaches an order after it
 * closed: the order invalid and refund pending, its one payment kept. Written directly: 240 through the cashier
 * would take minutes and test nothing more.
 */
async function owedOrders(spec: Owed[]) {
  const member = await newMember(hall.db);
  const renter = await newRenter(hall.db);
  const placed = await hall.db
    .insert(orders)
    .values(
      spec.map((o) => ({
        orderNo: `H2099${String(process.pid % 1000).padStart(3, '0')}${String(serial++).padStart(15, '0')}`,
        ...(o.kind === 'rental' ? { enterpriseUserId: renter.id } : { memberId: member.id }),
        kind: o.kind,
        status: 'invalid' as const,
        totalFen: o.amountFen,
        payFen: o.amountFen,
        expiresAt: daysAgo(o.days + 1),
        closedAt: daysAgo(o.days + 1),
        refundState: 'pending' as const,
        cancelReason: 'expired' as const,
        createdAt: daysAgo(o.days + 1),
      })),
    )
    .returning({ id: orders.id, orderNo: orders.orderNo });
  const paid = await hall.db
    .insert(payments)
    .values(
      spec.map((o, i) => ({
        orderId: placed[i].id,
        provider: o.provider,
        providerTradeNo: `SBX-QUEUE-${placed[i].orderNo}`,
        amountFen: o.amountFen,
        raw: { test: true },
        createdAt: daysAgo(o.days),
      })),
    )
    .returning({ id: payments.id });
  return spec.map((o, i) => ({ ...o, paymentId: paid[i].id }));
}

const many = <T>(n: number, make: (i: number) => T) => Array.from({ length: n }, (_, i) => make(i));
const tally = <T extends { amountFen: number | null }>(rows: T[]) => ({
  total: rows.length,
  sumFen: rows.reduce((sum, r) => sum + (r.amountFen ?? 0), 0),
});

it('pages through more than 200 payments owed back, with their count and sum, and narrows them by provider, kind and age', async () => {
  const written = await owedOrders([
    ...many<Owed>(120, (i) => ({ kind: 'performance', provider: 'alipay', days: 40, amountFen: 10_000 + i })),
    ...many<Owed>(60, (i) => ({ kind: 'visit', provider: 'wechat', days: 10, amountFen: 3_000 + i })),
    ...many<Owed>(40, (i) => ({ kind: 'point', provider: 'alipay', days: 0, amountFen: 500 + i })),
    ...many<Owed>(20, (i) => ({ kind: 'rental', provider: 'wechat', days: 3, amountFen: 500_000 + i })),
  ]);

  const all = await everything<RefundQueueItem>('/api/staff/refunds');
  expect({ total: all.total, sumFen: all.sumFen }).toEqual(tally(written));
  expect(all.rows.map((r) => r.paymentId).sort((a, b) => a - b)).toEqual(written.map((w) => w.paymentId).sort((a, b) => a - b));
  // Oldest first: the queue is worked from the money waiting longest.
  expect(all.rows[0]).toMatchObject({ kind: 'performance', provider: 'alipay' });
  expect(all.rows.at(-1)).toMatchObject({ kind: 'point' });
  // A renter's payment is owed back like a member's.
  expect(all.rows.find((r) => r.kind === 'rental')).toMatchObject({ phone: expect.stringMatching(/^\d{3}\*{4}\d{4}$/), why: 'afterClose' });

  const cases: [Record<string, string | number>, (w: Owed) => boolean][] = [
    [{ provider: 'wechat' }, (w) => w.provider === 'wechat'],
    [{ kind: 'visit' }, (w) => w.kind === 'visit'],
    [{ olderThanDays: 7 }, (w) => w.days > 7],
    [{ provider: 'alipay', olderThanDays: 30 }, (w) => w.provider === 'alipay' && w.days > 30],
    [{ kind: 'rental', provider: 'alipay' }, () => false],
  ];
  for (const [filters, matches] of cases) {
    const found = await everything<RefundQueueItem>('/api/staff/refunds', filters);
    const expected = written.filter(matches);
    expect({ filters, total: found.total, sumFen: found.sumFen }).toEqual({ filters, ...tally(expected) });
    expect(found.rows.map((r) => r.paymentId).sort((a, b) => a - b)).toEqual(expected.map((w) => w.paymentId).sort((a, b) => a - b));
  }

  // A page past the end is empty and still tells the count; a filter the hall does not know is refused.
  const past = await page<RefundQueueItem>('/api/staff/refunds', { page: 99, pageSize: 50 });
  expect({ list: past.list, total: past.total }).toEqual({ list: [], total: written.length });
  const bad = await staffCall(hall.app, 'GET', '/api/staff/refunds?provider=paypal', { token: clerk.token });
  expect(bad.body.code).toBe(40000);
});

it('pages through more than 200 unmatched payments, with their count and sum, and narrows them by provider, reason and age', async () => {
  type Unmatched = { provider: 'alipay' | 'wechat'; reason: 'unknown_order' | 'malformed'; days: number; amountFen: number | null };
  const spec = [
    ...many<Unmatched>(130, () => ({ provider: 'alipay', reason: 'unknown_order', days: 20, amountFen: 700 })),
    ...many<Unmatched>(50, () => ({ provider: 'wechat', reason: 'unknown_order', days: 2, amountFen: 1_900 })),
    ...many<Unmatched>(30, () => ({ provider: 'wechat', reason: 'malformed', days: 9, amountFen: null })),
  ];
  const written = await hall.db
    .insert(unmatchedPayments)
    .values(
      spec.map((u, i) => ({
        provider: u.provider,
        reason: u.reason,
        reference: `queue-${i}`,
        orderNo: `H1997${String(i).padStart(18, '0')}`,
        tradeNo: u.amountFen === null ? null : `SBX-ELSEWHERE-${i}`,
        amountFen: u.amountFen,
        raw: { test: true },
        receivedAt: daysAgo(u.days),
      })),
    )
    .returning({ id: unmatchedPayments.id });
  // Money already settled is no longer listed.
  await hall.db
    .insert(unmatchedPayments)
    .values({ provider: 'alipay', reason: 'malformed', reference: 'queue-settled', raw: {}, resolvedAt: new Date(), resolution: '已核对' });
  const rows = spec.map((u, i) => ({ ...u, id: written[i].id }));

  const all = await everything<UnmatchedPaymentView>('/api/staff/refunds/unmatched');
  expect({ total: all.total, sumFen: all.sumFen }).toEqual(tally(rows));
  expect(all.rows.map((r) => r.id).sort((a, b) => a - b)).toEqual(rows.map((r) => r.id).sort((a, b) => a - b));
  expect(all.rows[0]).toMatchObject({ provider: 'alipay', reason: 'unknown_order' });

  const cases: [Record<string, string | number>, (u: (typeof rows)[number]) => boolean][] = [
    [{ provider: 'wechat' }, (u) => u.provider === 'wechat'],
    [{ reason: 'malformed' }, (u) => u.reason === 'malformed'],
    [{ olderThanDays: 5 }, (u) => u.days > 5],
    [{ provider: 'wechat', olderThanDays: 5 }, (u) => u.provider === 'wechat' && u.days > 5],
  ];
  for (const [filters, matches] of cases) {
    const found = await everything<UnmatchedPaymentView>('/api/staff/refunds/unmatched', filters);
    const expected = rows.filter(matches);
    expect({ filters, total: found.total, sumFen: found.sumFen }).toEqual({ filters, ...tally(expected) });
    expect(found.rows.map((r) => r.id).sort((a, b) => a - b)).toEqual(expected.map((u) => u.id).sort((a, b) => a - b));
  }
});
