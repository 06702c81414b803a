import { useSyncExternalStore } from 'react';
import { bff } from '@/lib/client/bff';
import type { PackageOpenView } from '@/lib/contract/package';

// §3's session state holds the package-open flag, loaded once per visit: asked once per page load (kept across
// client navigations) from the hall API through the BFF, never from a cached page, so closing the sale takes the
// entry away for the next visitor at once. A hall API that cannot say counts as closed.
let packages: boolean | undefined;
let asking: Promise<void> | null = null;
const listeners = new Set<() => void>();

function subscribe(listener: () => void) {
  listeners.add(listener);
  asking ??= bff<PackageOpenView>('/api/fala_card/is_open')
    .then(
      (a) => void (packages = a.open),
      () => void (packages = false),
    )
    .finally(() => listeners.forEach((l) => l()));
  return () => void listeners.delete(listener);
}

/** The package-open flag: undefined until known. */
export function usePackagesOpen(): boolean | undefined {
  return useSyncExternalStore(
    subscribe,
    () => packages,
    () => undefined,
  );
}
