'use client';

import type { ReactNode } from 'react';
import { FEATURE_FLAGS, type Feature } from '@/lib/hooks/use-session-flags';

/**
 * A menu entry offered only while its feature is open (§3's package-open and public-welfare-open flags, learnt in
 * the browser): the main menu's and the member centre's alike. Shown once the flag is known and open; known and
 * closed, a hidden marker says so (the tests wait for it rather than for nothing).
 */
export function FeatureGate({ feature, children }: { feature: Feature; children: ReactNode }) {
  const open = FEATURE_FLAGS[feature]();
  if (open === undefined) return null;
  return open ? <>{children}</> : <li hidden data-testid={`nav-${feature}-closed`} />;
}
