'use client';

import { useHydrated } from '@/lib/hooks/use-hydrated';

/**
 * Present once React has hydrated the page: before it, a console form's submit would be the browser's own (a
 * reload with the fields in the URL). The browser journeys wait for it before they type, as a person's first click
 * after a slow load waits for the page to answer.
 */
export function HydrationMark() {
  return useHydrated() ? <span hidden data-testid="console-hydrated" /> : null;
}
