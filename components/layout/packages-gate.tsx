'use client';

import type { ReactNode } from 'react';
import { usePackagesOpen } from '@/lib/hooks/use-session-flags';

/**
 * A menu entry offered only while the hall sells package cards (§3's package-open flag, learnt in the browser):
 * the main menu's and the member centre's alike. Shown once the flag is known and open; known and closed, a
 * hidden marker says so (the tests wait for it rather than for nothing).
 */
export function PackagesGate({ children }: { children: ReactNode }) {
  const open = usePackagesOpen();
  if (open === undefined) return null;
  return open ? <>{children}</> : <li hidden data-testid="nav-packages-closed" />;
}
