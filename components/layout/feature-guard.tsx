'use client';

import { useRouter } from 'next/navigation';
import { useEffect } from 'react';
import { FEATURE_FLAGS, type Feature } from '@/lib/hooks/use-session-flags';

/**
 * A feature's page goes home as soon as the browser learns the feature is closed (§3's package-open and
 * public-welfare-open flags), even while a cached copy from before the switch is still being replaced.
 */
export function FeatureGuard({ feature }: { feature: Feature }) {
  const open = FEATURE_FLAGS[feature]();
  const router = useRouter();
  useEffect(() => {
    if (open === false) router.replace('/');
  }, [open, router]);
  return null;
}
