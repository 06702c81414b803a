import { useCallback } from 'react';
import useSWR from 'swr';
import { bffAt } from '@/lib/client/address';
import { roomAddresses } from '@/lib/contract/addresses';
import type { RoomStandingView, siteRoomCalls } from '@/lib/contract/waiting-room';

type Calls = typeof siteRoomCalls;

/** What the browser reads of its standing: the token and the pass stay in the BFF's cookie. */
export type RoomStanding = RoomStandingView;

/**
 * Every 4 seconds while waiting: the place falls as others are let in, and an admission shows within a poll. The
 * hall API also admits on its own periodic work, so a slower poll only delays the news, never the turn.
 */
export const STANDING_INTERVAL_MS = 4_000;

/** The visitor's standing, asked of the BFF; with no place held yet (first visit, cookie gone), a place is taken. */
async function standing(sessionId: number): Promise<RoomStanding> {
  const held = await bffAt<Calls['standing']>(roomAddresses.standing, { query: { sessionId } });
  return held ?? bffAt<Calls['join']>(roomAddresses.join, { body: { sessionId } });
}

/**
 * The standing in a session's waiting room, polled until the visitor is admitted or their pass ran out (then the
 * page acts, and nothing changes by itself). `queueAgain` takes a new place at the back after a pass ran out.
 */
export function useRoomStanding(sessionId: number) {
  const { data, error, mutate } = useSWR([roomAddresses.standing.path, sessionId], () => standing(sessionId), {
    refreshInterval: (latest) => (latest?.state === 'admitted' || latest?.state === 'passExpired' ? 0 : STANDING_INTERVAL_MS),
    // A waiting visitor's place moves in a hidden tab too; the admission must not wait for them to look.
    refreshWhenHidden: true,
    revalidateOnFocus: true,
    dedupingInterval: 1_000,
    errorRetryInterval: STANDING_INTERVAL_MS,
  });
  const refresh = useCallback(() => void mutate(), [mutate]);
  // A refusal shows as the standing's error (the page says it cannot reach the room and asks again).
  const queueAgain = () =>
    mutate(bffAt<Calls['join']>(roomAddresses.join, { body: { sessionId, again: true } }), { revalidate: false }).then(
      () => undefined,
      () => undefined,
    );
  return { standing: data, stale: error !== undefined, refresh, queueAgain };
}
