'use client';

import Link from 'next/link';
import { useState } from 'react';
import { useLocale, useTranslations } from 'next-intl';
import { PROJECT_STEPS } from '@/lib/contract/project-steps';
import { formatDayTime } from '@/lib/format';
import { staffRentalCalls } from '@/lib/contract/staff-rental-calls';
import { useStaffCall } from '@/lib/hooks/use-staff-call';
import { Panel } from '@/components/ui/panel';
import { FilterChoice } from '../filter-choice';
import { whoseMove } from './whose-move';
import { ListStatus } from '../form-kit/list-status';

const FILTERS = ['open', 'ended'] as const;

/** The rental staff's board: open projects by step (those waiting for the hall first), or the ended ones. */
export function RentalBoard() {
  const t = useTranslations('console.rental');
  const tp = useTranslations('enterprise.projects');
  const locale = useLocale();
  const [filter, setFilter] = useState<(typeof FILTERS)[number]>('open');
  const { data, error } = useStaffCall(staffRentalCalls.board, { query: { ended: filter === 'ended' ? '1' : undefined } });
  const columns = PROJECT_STEPS.map(({ process }) => ({
    process,
    projects: (data ?? [])
      .filter((p) => p.process === process)
      .sort((a, b) => Number(whoseMove(b.status) === 'hall') - Number(whoseMove(a.status) === 'hall')),
  })).filter((c) => c.projects.length > 0);
  return (
    <Panel title={t('board')} testId="rental-board">
      <FilterChoice
        label={t('filter')}
        options={FILTERS}
        value={filter}
        onChange={setFilter}
        labelOf={(f) => t(`filters.${f}`)}
        testIdPrefix="rental-filter"
      />
      <ListStatus rows={data} error={error} empty={t('empty')} />
      <div className="grid gap-5 md:grid-cols-2 xl:grid-cols-3">
        {columns.map(({ process, projects }) => (
          <section key={process} aria-labelledby={`rental-step-${process}`} data-testid={`rental-step-${process}`}>
            <h3 id={`rental-step-${process}`} className="mb-2 font-medium">
              {tp(`steps.${process}`)} <span className="text-muted text-sm">({projects.length})</span>
            </h3>
            <ul className="space-y-2">
              {projects.map((p) => {
                const move = whoseMove(p.status);
                return (
                  <li key={p.id}>
                    <Link
                      href={`/console/rental/${p.id}`}
                      className={`hover:border-brand block rounded border bg-white p-3 text-sm ${move === 'hall' ? 'border-brand/40' : 'border-line'}`}
                      data-testid={`rental-project-${p.id}`}
                    >
                      <span className="block font-medium">{p.name}</span>
                      <span className="text-muted block">{p.company}</span>
                      <span className="mt-1 flex flex-wrap gap-x-2 text-xs">
                        <span className={move === 'hall' ? 'text-brand font-medium' : 'text-muted'}>{t(`whoseMove.${move}`)}</span>
                        <span className="text-muted">{p.hall ? (locale === 'en-US' ? p.hall.enName : p.hall.name) : t('noHall')}</span>
                        <span className="text-muted">{t('updated', { at: formatDayTime(p.updatedAt) })}</span>
                      </span>
                    </Link>
                  </li>
                );
              })}
            </ul>
          </section>
        ))}
      </div>
    </Panel>
  );
}
