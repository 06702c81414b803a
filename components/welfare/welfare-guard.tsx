'use client';

import { useRouter } from 'next/navigation';
import { useEffect } from 'react';
import { useWelfareOpen } from '@/lib/hooks/use-session-flags';

/** The page goes home as soon as the browser learns the programme has closed (§3's public-welfare-open flag). */
export function WelfareGuard() {
  const open = useWelfareOpen();
  const router = useRouter();
  useEffect(() => {
    if (open === false) router.replace('/');
  }, [open, router]);
  return null;
}
