/**
 * The membership level follows from a member's consumption (paid orders, in yuan), in one place, for the hall API
 * and the member card alike (§ Member: "membership level, including a VIP level depending on consumption"):
 *   standard member under 1,000 yuan · VIP 1 from 1,000 · VIP 2 from 5,000 · VIP 3 from 20,000.
 * The thresholds are inclusive: exactly 1,000 yuan is VIP 1.
 */
export const VIP_THRESHOLDS_YUAN = [1_000, 5_000, 20_000] as const;

export function vipLevelOf(consumptionFen: number): number {
  const yuan = Math.floor(consumptionFen / 100);
  return VIP_THRESHOLDS_YUAN.filter((threshold) => yuan >= threshold).length;
}

/** What a member still has to spend for the next level, in fen; null at the highest. */
export function toNextLevelFen(consumptionFen: number): { level: number; fen: number } | null {
  const level = vipLevelOf(consumptionFen);
  const threshold = VIP_THRESHOLDS_YUAN[level];
  return threshold === undefined ? null : { level: level + 1, fen: threshold * 100 - consumptionFen };
}
