import type { FreightSettingsView } from './shop';

export type Parcel = {
  /** The receiver's province, as receivers store it (@vant/area-data's names). */
  province: string;
  quantity: number;
  /** One piece's weight. */
  weightGrams: number;
  /** Points the goods come to (quantity × points price): the free-shipping threshold is counted in them. */
  goodsPoints: number;
};

/**
 * The freight of one delivered redemption, in fen, paid in cash (docs/decisions/points-shop.md): free at or
 * above the threshold; otherwise the first piece (or first kilo, the parcel's weight rounded up to whole kilos)
 * at the first price and each further one at the additional price, a region's own prices replacing both for
 * its provinces. One function for the hall API, which charges it, and the redeem sheet, which shows it.
 */
export function freightFen(rule: FreightSettingsView, parcel: Parcel): number {
  if (rule.freeAbovePoints !== null && parcel.goodsPoints >= rule.freeAbovePoints) return 0;
  const region = rule.regions.find((r) => r.provinces.includes(parcel.province));
  const first = region?.firstPriceFen ?? rule.firstPriceFen;
  const additional = region?.additionalPriceFen ?? rule.additionalPriceFen;
  const units = rule.unit === 'piece' ? parcel.quantity : Math.max(1, Math.ceil((parcel.weightGrams * parcel.quantity) / 1000));
  return units <= 0 ? 0 : first + (units - 1) * additional;
}
