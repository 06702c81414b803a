import { Code } from '@/lib/contract/codes';
import { FEN_PER_POINT, type CouponView, type PriceAmounts, type PriceLine } from '@/lib/contract/order';
import { HallError } from '../../errors';

export type CouponRow = {
  id: number;
  status: 'unused' | 'held' | 'used';
  expiresAt: Date;
  name: string;
  enName: string;
  couponType: 'performance' | 'activity' | 'cafe';
  amountFen: number;
  minSpendFen: number;
  maxOrderFen: number | null;
  projectIds: number[];
};

/** Why a coupon does not apply to an order of `totalFen` for `performanceId`, or null when it does. */
export function couponProblem(
  c: CouponRow,
  performanceId: number,
  totalFen: number,
  now = new Date(),
): CouponView['unusableReason'] | 'gone' | null {
  if (c.status !== 'unused' || c.expiresAt <= now) return 'gone';
  if (c.couponType === 'cafe' || (c.projectIds.length > 0 && !c.projectIds.includes(performanceId))) return 'notThisPerformance';
  if (totalFen < c.minSpendFen) return 'minSpend';
  if (c.maxOrderFen !== null && totalFen > c.maxOrderFen) return 'overAmount';
  return null;
}

export type Deductions = { coupon: CouponRow | null; discountFen: number; points: number; pointsBalance: number };

/** `maxPoints`: the most points the money part still accepts. */
export type Price = PriceAmounts & { maxPoints: number };

/**
 * The order's arithmetic, in one place for the price preview and the order itself. Money tickets are paid
 * after the coupon, then the discount code, then points; point-only tickets are paid wholly in points, and
 * tickets a package card pays (`byCard`) cost no money at all.
 * `strict` (the order) refuses what the preview only clamps.
 */
export function priceOf(lines: PriceLine[], performanceId: number, d: Deductions, strict: boolean, now = new Date()): Price {
  const money = lines.filter((l) => !l.pointOnly && !l.byCard);
  const cardTickets = lines.filter((l) => l.byCard).reduce((n, l) => n + l.quantity, 0);
  const totalFen = money.reduce((n, l) => n + l.priceFen * l.quantity, 0);
  const pointsForTickets = lines.filter((l) => l.pointOnly).reduce((n, l) => n + (l.pointPrice ?? 0) * l.quantity, 0);
  if (pointsForTickets > d.pointsBalance) throw new HallError('pointsInsufficient', Code.badRequest);

  let couponFen = 0;
  if (d.coupon) {
    const problem = couponProblem(d.coupon, performanceId, totalFen, now);
    if (problem === 'overAmount') throw new HallError('couponOverAmount', Code.badRequest);
    if (problem) throw new HallError('couponUnusable', Code.badRequest);
    couponFen = Math.min(d.coupon.amountFen, totalFen);
  }
  const discountFen = Math.min(d.discountFen, totalFen - couponFen);
  const remaining = totalFen - couponFen - discountFen;
  const maxPoints = Math.max(0, Math.min(Math.floor(remaining / FEN_PER_POINT), d.pointsBalance - pointsForTickets));
  if (strict && d.points > d.pointsBalance - pointsForTickets) throw new HallError('pointsInsufficient', Code.badRequest);
  const pointsUsed = Math.min(d.points, maxPoints);
  const pointsFen = pointsUsed * FEN_PER_POINT;
  return {
    totalFen,
    couponFen,
    discountFen,
    pointsUsed,
    pointsFen,
    pointsForTickets,
    cardTickets,
    payFen: remaining - pointsFen,
    maxPoints,
  };
}
