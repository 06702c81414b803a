import { useMemo } from 'react';
import { seatAddresses } from '@/lib/contract/addresses';
import type { SeatStatus } from '@/lib/contract/seats';
import type { seatCalls } from '@/lib/contract/seats-schema';
import { useAddress } from '@/lib/hooks/use-address';

/** Often enough that a seat someone else took greys out before most people reach it; cheap on the hall API. */
export const SEAT_STATUS_INTERVAL_MS = 5_000;

/**
 * The seats taken by others, polled while the page is visible (SWR skips the interval in a hidden tab and
 * asks again when it comes back). `refresh` asks at once, for after a hold the hall API refused.
 */
export function useSeatStatus(sessionId: number, initial: SeatStatus | null) {
  const { data, mutate } = useAddress<typeof seatCalls.status>(
    seatAddresses.status,
    { params: { id: sessionId } },
    {
      fallbackData: initial ?? undefined,
      revalidateOnMount: true,
      refreshInterval: SEAT_STATUS_INTERVAL_MS,
      refreshWhenHidden: false,
      revalidateOnFocus: true,
      dedupingInterval: 1_000,
      // The version is the answer's identity: an unchanged set re-renders nothing.
      compare: (a, b) => a?.version === b?.version,
    },
  );
  const taken = useMemo(() => new Set(data?.taken ?? []), [data]);
  return { taken, known: data !== undefined, refresh: () => void mutate() };
}
