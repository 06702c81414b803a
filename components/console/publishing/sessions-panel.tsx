'use client';

import Link from 'next/link';
import { useState } from 'react';
import { useTranslations } from 'next-intl';
import type { StaffPerformance } from '@/lib/contract/publishing';
import { formatDayTime } from '@/lib/format';
import { Panel } from '@/components/ui/panel';
import { SessionForm } from './session-form';

/** A performance's sessions, each opening its own page (classes, prices, seats), and a form for one more. */
export function SessionsPanel({ performance, onChanged }: { performance: StaffPerformance; onChanged: () => void }) {
  const t = useTranslations('console.sessionEditor');
  const ts = useTranslations('shows.saleStatus');
  // A new form after each session added, so the next one starts empty.
  const [round, setRound] = useState(0);
  return (
    <Panel title={t('sessions')} testId="performance-sessions">
      {performance.sessions.length === 0 && <p className="text-muted mb-4">{t('none')}</p>}
      <ul className="divide-line mb-6 divide-y">
        {performance.sessions.map((s) => (
          <li key={s.id} className="flex flex-wrap items-center justify-between gap-3 py-3" data-testid={`session-row-${s.id}`}>
            <div className="text-sm">
              <p className="font-medium">{formatDayTime(s.startTime)}</p>
              <p className="text-muted">
                {ts(s.saleStatus)} · {t('classCount', { count: s.ticketClasses.length })} · {t('orderCount', { count: s.orderCount })}
              </p>
            </div>
            <Link href={`/console/sessions/${s.id}`} className="text-brand text-sm hover:underline" data-testid={`session-open-${s.id}`}>
              {t('open')}
            </Link>
          </li>
        ))}
      </ul>
      <h3 className="mb-3 font-medium">{t('addTitle')}</h3>
      <SessionForm
        key={round}
        performanceId={performance.id}
        hallId={performance.hallId}
        onSaved={() => {
          setRound((r) => r + 1);
          onChanged();
        }}
      />
    </Panel>
  );
}
