'use client';

import { usePathname, useSearchParams } from 'next/navigation';
import { useEffect } from 'react';
import { restoreScroll, rememberScroll } from '@/lib/client/keep-alive';

/**
 * §2: every navigation carries a timestamp `_t`. Links keep clean URLs (so prefetches and the cached pages
 * match) and the stamp is added to the address once the page is shown. The kept-alive pages get their
 * scroll position back on return.
 */
export function NavigationEffects() {
  const pathname = usePathname();
  const searchParams = useSearchParams();
  useEffect(() => {
    if (!searchParams.has('_t')) {
      const url = new URL(window.location.href);
      url.searchParams.set('_t', String(Date.now()));
      window.history.replaceState(window.history.state, '', url);
    }
    restoreScroll(pathname);
    return rememberScroll(pathname);
  }, [pathname, searchParams]);
  return null;
}
