'use client';

import { useSyncExternalStore } from 'react';

const noSubscription = () => () => {};

/** False on the server and in the hydrating render, true from the render after: for what only a browser can draw. */
export function useHydrated(): boolean {
  return useSyncExternalStore(
    noSubscription,
    () => true,
    () => false,
  );
}
