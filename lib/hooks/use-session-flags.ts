import { useSyncExternalStore } from 'react';
import { bff } from '@/lib/client/bff';
import type { PackageOpenView } from '@/lib/contract/package';
import type { VirtualTour } from '@/lib/contract/site-settings';
import type { Brand } from '@/lib/contract/content';
import type { WelfareProgramme } from '@/lib/contract/welfare';

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
  () => bff<PackageOpenView>('/api/fala_card/is_open').then((a) => a.open),
  false,
);

/** The public-welfare-open flag: undefined until known. */
export const useWelfareOpen: () => boolean | undefined = sessionValue(
  () => bff<WelfareProgramme>('/api/commonweal_ticket').then((a) => a.open),
  false,
);

/** The virtual tour's address: undefined until known, null when the hall has none. */
export const useVirtualTour: () => string | null | undefined = sessionValue(() => bff<VirtualTour>('/api/vr_url').then((a) => a.url), null);

/** The education brands (§3 brand list), for the menus and the footer: undefined until known, empty when unknowable. */
export const useBrands: () => Brand[] | undefined = sessionValue(() => bff<Brand[]>('/api/brand/all'), []);

/** The flag that gates a menu entry. */
export const FEATURE_FLAGS = { packages: usePackagesOpen, welfare: useWelfareOpen } as const;
export type Feature = keyof typeof FEATURE_FLAGS;
