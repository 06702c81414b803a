'use client';

import { useState } from 'react';
import { useTranslations } from 'next-intl';
import { callPath } from '@/lib/contract/call';
import { staffWorkCalls, workSettlePayload, type WorkFailureView } from '@/lib/contract/staff-work';
import { formatDayTime } from '@/lib/format';
import { staffCall } from '@/lib/client/staff-bff';
import { useStaffCall } from '@/lib/hooks/use-staff-call';
import { useFailureText } from '@/lib/client/failure-text';
import { useAction } from '@/lib/client/use-action';
import { secondaryButton } from '@/components/ui/form-field';
import { FormMessage } from '@/components/ui/form-message';
import { Panel } from '@/components/ui/panel';
import { FilterChoice } from '../filter-choice';
import { NoteForm } from '../note-form';

const FILTERS = ['parked', 'retrying', 'settled'] as const;

/** Units of periodic work that failed: parked ones wait for the box office, retrying ones show when they go again. */
export function ParkedWork() {
  const t = useTranslations('console.work');
  const tc = useTranslations('common');
  const failure = useFailureText();
  const [state, setState] = useState<(typeof FILTERS)[number]>('parked');
  const { data, error, mutate } = useStaffCall(staffWorkCalls.list, { query: { state } }, { refreshInterval: 10_000 });
  return (
    <Panel title={t('list')} testId="parked-work">
      <FilterChoice label={t('filter')} options={FILTERS} value={state} onChange={setState} labelOf={(f) => t(`states.${f}`)} />
      {error ? <FormMessage text={failure(error)} /> : null}
      {!data && !error && <p>{tc('loading')}</p>}
      {data?.length === 0 && <p data-testid="parked-work-empty">{t(`empty.${state}`)}</p>}
      <ul className="divide-line divide-y">
        {data?.map((unit) => (
          <WorkUnit key={unit.id} unit={unit} onChanged={() => void mutate()} />
        ))}
      </ul>
    </Panel>
  );
}

function WorkUnit({ unit, onChanged }: { unit: WorkFailureView; onChanged: () => void }) {
  const t = useTranslations('console.work');
  const { notice, busy, run } = useAction();
  return (
    <li className="grid gap-2 py-4 text-sm" data-testid={`work-${unit.id}`}>
      <div className="flex flex-wrap items-baseline justify-between gap-2">
        <p className="font-medium">
          {t(`kinds.${unit.kind}`)} · {t('unit', { key: unit.unitKey })}
        </p>
        <p className="text-muted">{t('attempts', { count: unit.attempts })}</p>
      </div>
      <p className="text-muted">
        {t('failedBetween', { first: formatDayTime(unit.firstFailedAt), last: formatDayTime(unit.lastFailedAt) })}
        {unit.nextAttemptAt && ` · ${t('nextAttempt', { at: formatDayTime(unit.nextAttemptAt) })}`}
      </p>
      <pre className="bg-paper overflow-x-auto rounded px-3 py-2 text-xs break-words whitespace-pre-wrap">{unit.lastError}</pre>
      {unit.state === 'settled' ? (
        <p className="whitespace-pre-wrap">{t('settledNote', { at: formatDayTime(unit.settledAt!), note: unit.note ?? '' })}</p>
      ) : (
        <div className="grid gap-2">
          {unit.state === 'parked' && (
            <div className="flex flex-wrap items-center gap-3">
              <button
                type="button"
                className={secondaryButton}
                disabled={busy}
                data-testid={`work-${unit.id}-retry`}
                onClick={async () => {
                  if (await run(() => staffCall(staffWorkCalls.retry, { params: { id: unit.id } }))) onChanged();
                }}
              >
                {t('retry')}
              </button>
              <FormMessage text={notice?.text} ok={notice?.ok} />
            </div>
          )}
          {/* Settling says what was done by hand; the unit is never run again. */}
          <NoteForm
            id={`work-${unit.id}-settle`}
            url={callPath(staffWorkCalls.settle, { id: unit.id })}
            schema={workSettlePayload}
            label={t('note')}
            hint={t('noteHint')}
            submit={t('settle')}
            primary
            onDone={onChanged}
          />
        </div>
      )}
    </li>
  );
}
