'use client';

import { useRouter } from 'next/navigation';
import { useEffect } from 'react';
import { usePackagesOpen } from '@/lib/hooks/use-session-flags';

/**
 * The card's cached page goes home as soon as the browser learns the sale is closed (§3's flag), even while the
 * cached copy from before the switch is still being replaced.
 */
export function PackagesGuard() {
  const open = usePackagesOpen();
  const router = useRouter();
  useEffect(() => {
    if (open === false) router.replace('/');
  }, [open, router]);
  return null;
}
