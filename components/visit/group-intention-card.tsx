'use client';

import { useTranslations } from 'next-intl';
import type { GroupIntentionView } from '@/lib/contract/visit';
import { Fact, VisitStatus } from './visit-status';

/** One group intention as the member sent it, and the hall's answer once there is one. */
export function GroupIntentionCard({ group: g }: { group: GroupIntentionView }) {
  const t = useTranslations('visitOrders');
  return (
    <article className="border-line rounded-lg border bg-white p-4 md:p-5" data-testid="visit-group" data-group-id={g.id}>
      <header className="flex items-start justify-between gap-3">
        <h3 className="font-medium break-words" data-testid="visit-group-unit">
          {g.unitName}
        </h3>
        <VisitStatus status={g.status} />
      </header>
      <dl className="mt-3 grid grid-cols-2 gap-3 text-sm sm:grid-cols-4">
        <Fact label={t('dates')} testId="visit-group-dates">
          <span className="whitespace-nowrap">{g.dateFrom}</span>
          {g.dateFrom !== g.dateTo && (
            <>
              {' – '}
              <span className="whitespace-nowrap">{g.dateTo}</span>
            </>
          )}
        </Fact>
        <Fact label={t('period')}>{t(`periods.${g.period}`)}</Fact>
        <Fact label={t('visitors')} testId="visit-group-count">
          {g.visitorCount}
        </Fact>
        <Fact label={t('contact')}>{g.contactName}</Fact>
      </dl>
      {g.status === 'confirmed' && g.confirmedDate && (
        <p className="mt-3 rounded bg-green-50 px-3 py-2 text-sm text-green-800" data-testid="visit-group-answer">
          {t('confirmedOn', { date: g.confirmedDate, time: g.confirmedTime ?? '' })}
        </p>
      )}
      {g.status === 'rejected' && (
        <p className="bg-paper mt-3 rounded px-3 py-2 text-sm" data-testid="visit-group-answer">
          {t('rejectedBecause', { reason: g.rejectReason ?? '' })}
        </p>
      )}
      {g.status === 'submitted' && <p className="text-muted mt-3 text-sm">{t('submittedHint')}</p>}
    </article>
  );
}
