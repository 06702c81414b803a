'use client';

import type { ReactNode } from 'react';
import { usePackagesOpen } from '@/lib/hooks/use-session-flags';

/**
 * A main-menu entry offered only while its feature is open (§3's session flags): shown once the flag is known
 * and open. Known and closed, a hidden marker says so (the tests wait for it rather than for nothing).
 */
export function GatedNavItem({ children }: { children: ReactNode }) {
  const open = usePackagesOpen();
  if (open === undefined) return null;
  return open ? <>{children}</> : <li hidden data-testid="nav-packages-closed" />;
}
