// What the hall's staff fill in for a coupon activity and a discount code.
import type { CouponActivityPayload, DiscountCodePayload } from '@/lib/contract/coupon-editing';

const DAY = 86_400_000;

export const couponActivityInput = (overrides: Partial<CouponActivityPayload> = {}): CouponActivityPayload => ({
  name: '冬季音乐会立减券',
  enName: 'Winter concerts: ¥30 off',
  showInfo: '满 300 元可用',
  enShowInfo: 'On orders of ¥300 or more',
  couponType: 'performance',
  amountFen: 3_000,
  minSpendFen: 30_000,
  maxOrderFen: null,
  projectIds: [],
  total: 100,
  perMemberLimit: 1,
  claimFrom: new Date(Date.now() - DAY).toISOString(),
  claimTo: new Date(Date.now() + 30 * DAY).toISOString(),
  validDays: 30,
  ...overrides,
});

let codes = 0;
/** A code no other test has used. */
export const discountCodeInput = (overrides: Partial<DiscountCodePayload> = {}): DiscountCodePayload => ({
  code: `WIN${process.pid % 1000}${Date.now() % 100_000}${codes++}`.slice(0, 20),
  amountFen: 2_000,
  usageLimit: 50,
  validTo: new Date(Date.now() + 30 * DAY).toISOString(),
  ...overrides,
});
