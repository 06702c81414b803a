'use client';

import { useEffect, useRef } from 'react';
import { useTranslations } from 'next-intl';
import { mmss, useCountdown } from '@/lib/hooks/use-countdown';

/** The hall API's sweeper closes an expired order within a few seconds; ask again once it has. */
const SWEEP_GRACE_MS = 6_000;

/** Time left to pay, ticking each second; when it runs out the order is read again (it will have closed). */
export function OrderCountdown({ expiresAt, onExpired }: { expiresAt: string; onExpired: () => void }) {
  const t = useTranslations('orders');
  const seconds = useCountdown(expiresAt) ?? 0;
  const expired = seconds === 0;
  const latest = useRef(onExpired);
  useEffect(() => {
    latest.current = onExpired;
  });
  useEffect(() => {
    if (!expired) return;
    const timer = setTimeout(() => latest.current(), SWEEP_GRACE_MS);
    return () => clearTimeout(timer);
  }, [expired]);

  if (expired) {
    return (
      <p className="text-muted text-sm" data-testid="order-countdown" data-expired="true">
        {t('expired')}
      </p>
    );
  }
  return (
    <p className="text-brand text-sm" data-testid="order-countdown">
      {t.rich('countdown', { time: mmss(seconds), b: (chunks) => <strong className="font-semibold tabular-nums">{chunks}</strong> })}
    </p>
  );
}
