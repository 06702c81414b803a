'use client';

import { useEffect, useRef, useState } from 'react';
import { useTranslations } from 'next-intl';

/** The hall API's sweeper closes an expired order within a few seconds; ask again once it has. */
const SWEEP_GRACE_MS = 6_000;

const twoDigits = (n: number) => String(n).padStart(2, '0');

/** Time left to pay, ticking each second; when it runs out the order is read again (it will have closed). */
export function OrderCountdown({ expiresAt, onExpired }: { expiresAt: string; onExpired: () => void }) {
  const t = useTranslations('orders');
  const [now, setNow] = useState(() => Date.now());
  const expired = Date.parse(expiresAt) <= now;
  const latest = useRef(onExpired);
  useEffect(() => {
    latest.current = onExpired;
  });
  useEffect(() => {
    if (expired) {
      const timer = setTimeout(() => latest.current(), SWEEP_GRACE_MS);
      return () => clearTimeout(timer);
    }
    const timer = setInterval(() => setNow(Date.now()), 1_000);
    return () => clearInterval(timer);
  }, [expired]);

  if (expired) {
    return (
      <p className="text-muted text-sm" data-testid="order-countdown" data-expired="true">
        {t('expired')}
      </p>
    );
  }
  const seconds = Math.ceil((Date.parse(expiresAt) - now) / 1_000);
  const time = `${twoDigits(Math.floor(seconds / 60))}:${twoDigits(seconds % 60)}`;
  return (
    <p className="text-brand text-sm" data-testid="order-countdown">
      {t.rich('countdown', { time, b: (chunks) => <strong className="font-semibold tabular-nums">{chunks}</strong> })}
    </p>
  );
}
