import { useSyncExternalStore } from 'react';
import { bffAt } from '@/lib/client/address';
import { sessionStateAddresses as at } from '@/lib/contract/addresses';
import type { Brand } from '@/lib/contract/content';
import type { contentCalls } from '@/lib/contract/content-calls';
import type { packageCardCalls } from '@/lib/contract/package';
import type { welfareCalls } from '@/lib/contract/welfare-calls';

// §3's session state holds the package-open and public-welfare-open flags, the virtual tour's address and the brand
// list, loaded once per visit: each asked once per page load (kept across client navigations) from the hall API
// through the BFF, never from a cached page, so closing a feature takes its entry away for the next visitor at once.
// A hall API that cannot say counts as closed (no tour, no brands).
function sessionValue<T>(ask: () => Promise<T>, unknown: T) {
  let value: T | undefined;
  let asking: Promise<void> | null = null;
  const listeners = new Set<() => void>();
  const subscribe = (listener: () => void) => {
    listeners.add(listener);
    asking ??= ask()
      .then(
        (answer) => void (value = answer),
        () => void (value = unknown),
      )
      .finally(() => listeners.forEach((l) => l()));
    return () => void listeners.delete(listener);
  };
  return () =>
    useSyncExternalStore(
      subscribe,
      () => value,
      () => undefined,
    );
}

/** The package-open flag: undefined until known. */
export const usePackagesOpen: () => boolean | undefined = sessionValue(
  () => bffAt<typeof packageCardCalls.isOpen>(at.packagesOpen, {}).then((a) => a.open),
  false,
);

/** The public-welfare-open flag: undefined until known. */
export const useWelfareOpen: () => boolean | undefined = sessionValue(
  () => bffAt<typeof welfareCalls.programme>(at.welfare, {}).then((a) => a.open),
  false,
);

/** The virtual tour's address: undefined until known, null when the hall has none. */
export const useVirtualTour: () => string | null | undefined = sessionValue(
  () => bffAt<typeof contentCalls.virtualTour>(at.virtualTour, {}).then((a) => a.url),
  null,
);

/** The education brands (§3 brand list), for the menus and the footer: undefined until known, empty when unknowable. */
export const useBrands: () => Brand[] | undefined = sessionValue(() => bffAt<typeof contentCalls.brands>(at.brands, {}), []);

/** The flag that gates a menu entry. */
export const FEATURE_FLAGS = { packages: usePackagesOpen, welfare: useWelfareOpen } as const;
export type Feature = keyof typeof FEATURE_FLAGS;
