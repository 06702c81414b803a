'use client';

import { lazy, Suspense, type ComponentType } from 'react';

/**
 * A component whose code is fetched when it is first rendered (React.lazy, rendering nothing until it arrives): the
 * platform's lazy loading, without next/dynamic's 1.5 kB in every page's first load. With `intl`, the part is wrapped
 * in next-intl's provider (IntlIsland), fetched with it: for parts shown outside any page's provider (the header's
 * overlays and menus, the landing pages' buttons), whose first-load callers take their words as props instead.
 */
export function lazyPart<P extends object>(load: () => Promise<ComponentType<P>>, { intl = false } = {}): ComponentType<P> {
  const Part = lazy(async () => {
    if (!intl) return { default: await load() };
    const [{ IntlIsland }, Loaded] = await Promise.all([import('./intl-island'), load()]);
    const WithIntl = (props: P) => (
      <IntlIsland>
        <Loaded {...props} />
      </IntlIsland>
    );
    return { default: WithIntl };
  });
  return function LazyPart(props: P) {
    return (
      <Suspense fallback={null}>
        <Part {...props} />
      </Suspense>
    );
  };
}
