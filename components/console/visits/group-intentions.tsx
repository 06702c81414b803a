'use client';

import { useState } from 'react';
import { useTranslations } from 'next-intl';
import type { StaffGroupIntention } from '@/lib/contract/visit-editing';
import { formatDayTime } from '@/lib/format';
import { staffVisitCalls } from '@/lib/contract/staff-visit-calls';
import { useStaffCall } from '@/lib/hooks/use-staff-call';
import { Panel } from '@/components/ui/panel';
import { FilterChoice } from '../filter-choice';
import { GroupDecisionForm } from './group-decision-form';
import { ListStatus } from '../form-kit/list-status';

const FILTERS = ['submitted', 'all'] as const;

/** Group visit intentions: those waiting for an answer first (oldest request first), or every one with its answer. */
export function GroupIntentions() {
  const t = useTranslations('console.visits.groups');
  const [filter, setFilter] = useState<(typeof FILTERS)[number]>('submitted');
  const { data, error, mutate } = useStaffCall(staffVisitCalls.groups, { query: filter === 'all' ? {} : { status: filter } });

  return (
    <Panel title={t('title')} testId="group-intentions">
      <FilterChoice label={t('filter')} options={FILTERS} value={filter} onChange={setFilter} labelOf={(f) => t(`filters.${f}`)} />
      <ListStatus rows={data} error={error} empty={t('empty')} />
      <ul className="divide-line divide-y">
        {data?.map((g) => (
          <GroupIntentionItem key={g.id} group={g} onDecided={() => void mutate()} />
        ))}
      </ul>
    </Panel>
  );
}

function GroupIntentionItem({ group: g, onDecided }: { group: StaffGroupIntention; onDecided: () => void }) {
  const t = useTranslations('console.visits.groups');
  const tv = useTranslations('groupVisit');
  return (
    <li className="py-4 text-sm" data-testid={`group-intention-${g.id}`}>
      <div className="flex flex-wrap items-baseline justify-between gap-2">
        <p className="text-base font-medium">{g.unitName}</p>
        <p className="text-muted">{t('submittedAt', { at: formatDayTime(g.createdAt) })}</p>
      </div>
      <dl className="mt-1 grid gap-x-4 gap-y-0.5 sm:grid-cols-2">
        <Fact label={t('range')}>
          {g.dateFrom} – {g.dateTo} · {tv(`period.${g.period}`)}
        </Fact>
        <Fact label={t('visitors')}>{g.visitorCount}</Fact>
        <Fact label={t('contact')}>
          {g.contactName} · {g.phone} · {g.email}
        </Fact>
        <Fact label={t('invoice')}>{t(`invoices.${g.invoice}`)}</Fact>
        {g.note && <Fact label={t('note')}>{g.note}</Fact>}
      </dl>
      {g.status === 'submitted' ? (
        <GroupDecisionForm group={g} onDecided={onDecided} />
      ) : (
        <p className="bg-paper mt-2 rounded px-3 py-2" data-testid={`group-intention-${g.id}-answer`}>
          {g.status === 'confirmed'
            ? t('confirmedAs', { date: g.confirmedDate ?? '', time: g.confirmedTime ?? '' })
            : t('rejectedAs', { reason: g.rejectReason ?? '' })}
          {g.decidedAt && <span className="text-muted"> · {formatDayTime(g.decidedAt)}</span>}
        </p>
      )}
    </li>
  );
}

function Fact({ label, children }: { label: string; children: React.ReactNode }) {
  return (
    <div className="flex gap-2">
      <dt className="text-muted shrink-0">{label}</dt>
      <dd className="min-w-0 break-words">{children}</dd>
    </div>
  );
}
