'use client';

import { useEffect, useState } from 'react';
import { useTranslations } from 'next-intl';
import { formatDayTime, formatTime } from '@/lib/format';
import { useCountdown } from '@/lib/hooks/use-countdown';
import { primaryButton, secondaryButton } from '@/components/ui/form-field';
import { useRoomStanding, type RoomStanding } from './use-room-standing';
import { useRoomAnnouncement } from './use-room-announcement';

/** How long "your turn" shows before the seat map opens: long enough to be read, short enough not to be waited for. */
const ON_TO_SEATS_MS = 1_500;

const clock = (seconds: number) => {
  const [h, m, s] = [Math.floor(seconds / 3600), Math.floor((seconds % 3600) / 60), seconds % 60];
  const two = (n: number) => String(n).padStart(2, '0');
  return h > 0 ? `${h}:${two(m)}:${two(s)}` : `${two(m)}:${two(s)}`;
};

/**
 * A session's waiting room as the visitor lives it: a countdown before the opening, then their place and the
 * estimated wait (read again every few seconds), then their turn (and on to the seat map), or the end of the time
 * they were given, with a new place to take. One card of a fixed height, so nothing below it moves.
 */
export function WaitingRoom({ sessionId, seatMapHref }: { sessionId: number; seatMapHref: string }) {
  const t = useTranslations('waitingRoom');
  const { standing, stale, refresh, queueAgain } = useRoomStanding(sessionId);
  const announcement = useRoomAnnouncement(standing);
  const admitted = standing?.state === 'admitted';

  useEffect(() => {
    if (!admitted) return;
    // A full navigation: proxy.ts reads the new pass from the cookie and opens the seat map.
    const timer = setTimeout(() => window.location.assign(seatMapHref), ON_TO_SEATS_MS);
    return () => clearTimeout(timer);
  }, [admitted, seatMapHref]);

  return (
    <section
      className="border-line flex min-h-72 flex-col justify-center rounded-lg border bg-white p-6 text-center sm:p-8"
      aria-labelledby="waiting-room-state"
      aria-busy={!standing}
      data-testid="waiting-room"
      data-state={standing?.state ?? 'loading'}
    >
      {!standing ? (
        <h2 id="waiting-room-state" className="text-muted">
          {stale ? t('unreachable') : '…'}
        </h2>
      ) : standing.state === 'before' ? (
        <BeforeOpening standing={standing} onOpened={refresh} />
      ) : standing.state === 'waiting' ? (
        <InLine standing={standing} />
      ) : admitted ? (
        <>
          <h2 id="waiting-room-state" className="font-serif text-2xl font-semibold" data-testid="waiting-room-admitted">
            {t('admittedHeading')}
          </h2>
          <p className="text-muted mt-3 text-sm">
            {t('admittedBody', { time: standing.passExpiresAt ? formatTime(standing.passExpiresAt) : '' })}
          </p>
          <a href={seatMapHref} className={`${primaryButton} mx-auto mt-5`} data-testid="waiting-room-go">
            {t('goNow')}
          </a>
        </>
      ) : (
        <PassExpired onQueueAgain={queueAgain} />
      )}
      <p className="text-muted mt-4 min-h-5 text-xs" data-testid="waiting-room-note">
        {standing && stale ? t('unreachable') : standing?.state === 'waiting' || standing?.state === 'before' ? t('keepOpen') : ''}
      </p>
      <p className="sr-only" aria-live="polite" data-testid="waiting-room-announcer">
        {announcement}
      </p>
    </section>
  );
}

function BeforeOpening({ standing, onOpened }: { standing: RoomStanding; onOpened: () => void }) {
  const t = useTranslations('waitingRoom');
  const seconds = useCountdown(standing.opensAt);
  const opened = seconds === 0;
  // At the opening, ask at once rather than at the next poll: the order is drawn then.
  useEffect(() => {
    if (opened) onOpened();
  }, [opened, onOpened]);
  return (
    <>
      <h2 id="waiting-room-state" className="text-muted text-sm">
        {opened ? t('drawing') : t('beforeHeading')}
      </h2>
      {/* role="timer" is not announced as it ticks: the live region below speaks of changes that matter. */}
      <p role="timer" className="mt-2 font-serif text-5xl font-semibold tabular-nums" data-testid="waiting-room-countdown">
        {seconds === null ? '' : clock(seconds)}
      </p>
      <p className="text-muted mt-2 text-sm">{t('opensAt', { time: formatDayTime(standing.opensAt) })}</p>
      <p className="mx-auto mt-4 max-w-md text-sm">{t('beforeNote')}</p>
    </>
  );
}

function InLine({ standing }: { standing: RoomStanding }) {
  const t = useTranslations('waitingRoom');
  const place = standing.place ?? 0;
  const wait = standing.estimatedWaitSeconds;
  return (
    <>
      <h2 id="waiting-room-state" className="text-muted text-sm">
        {t('placeHeading')}
      </h2>
      <p className="mt-2 font-serif text-6xl font-semibold tabular-nums" data-testid="waiting-room-place" data-place={place}>
        {place}
      </p>
      <p className="mt-2 text-sm">{t('ahead', { count: Math.max(0, place - 1) })}</p>
      <p className="text-muted mt-1 min-h-5 text-sm tabular-nums" data-testid="waiting-room-wait">
        {wait === null ? '' : t('wait', { wait: wait < 60 ? t('waitUnderMinute') : t('waitMinutes', { minutes: Math.round(wait / 60) }) })}
      </p>
    </>
  );
}

function PassExpired({ onQueueAgain }: { onQueueAgain: () => Promise<void> }) {
  const t = useTranslations('waitingRoom');
  const [busy, setBusy] = useState(false);
  return (
    <>
      <h2 id="waiting-room-state" className="font-serif text-2xl font-semibold" data-testid="waiting-room-expired">
        {t('expiredHeading')}
      </h2>
      <p className="text-muted mx-auto mt-3 max-w-md text-sm">{t('expiredBody')}</p>
      <button
        type="button"
        className={`${secondaryButton} mx-auto mt-5`}
        disabled={busy}
        data-testid="waiting-room-again"
        onClick={() => {
          setBusy(true);
          void onQueueAgain().then(() => setBusy(false));
        }}
      >
        {t('queueAgain')}
      </button>
    </>
  );
}
