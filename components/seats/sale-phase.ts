import { useEffect, useState } from 'react';

import type { SaleStatus } from '@/lib/contract/seats';

export type SalePhase = SaleStatus;
/** setTimeout's longest wait (about 24.8 days); a sale further off is not waited for on an open page. */
const MAX_WAIT = 2 ** 31 - 1;

/**
 * Where the sale stands on an open page: coming soon until the sale start (then on sale without a reload),
 * sold out once nothing is free; off sale and cancelled stay as the hall said. `free` comes from the live status; null until it is known.
 */
export function useSalePhase(saleStatus: SalePhase, saleStartAt: string, free: number | null): SalePhase {
  const start = Date.parse(saleStartAt);
  const [opened, setOpened] = useState(saleStatus !== 'coming_soon');
  useEffect(() => {
    if (opened) return;
    const wait = start - Date.now();
    if (wait > MAX_WAIT) return;
    const timer = setTimeout(() => setOpened(true), Math.max(0, wait));
    return () => clearTimeout(timer);
  }, [opened, start]);
  if (saleStatus === 'off_sale' || saleStatus === 'cancelled') return saleStatus;
  if (!opened) return 'coming_soon';
  if (free === null) return saleStatus === 'sold_out' ? 'sold_out' : 'on_sale';
  return free > 0 ? 'on_sale' : 'sold_out';
}
