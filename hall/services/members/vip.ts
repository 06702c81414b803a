/**
 * The VIP level follows from a member's consumption (paid orders, in yuan), in one place:
 *   level 0 under 1,000 yuan · 1 from 1,000 · 2 from 5,000 · 3 from 20,000.
 * The thresholds are inclusive: exactly 1,000 yuan is level 1.
 */
export const VIP_THRESHOLDS_YUAN = [1_000, 5_000, 20_000] as const;

export function vipLevelOf(consumptionFen: number): number {
  const yuan = Math.floor(consumptionFen / 100);
  return VIP_THRESHOLDS_YUAN.filter((threshold) => yuan >= threshold).length;
}
