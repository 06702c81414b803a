'use client';

import type { FormEvent } from 'react';
import { useTranslations } from 'next-intl';
import { visitSlotPayload } from '@/lib/contract/visit-editing';
import { fromYuanInput } from '@/lib/console/yuan-input';
import { staffVisitCalls } from '@/lib/contract/staff-visit-calls';
import { staffCall } from '@/lib/client/staff-bff';
import { useFormFields } from '@/lib/client/form-errors';
import { TextField } from '@/components/ui/form-field';
import { Panel } from '@/components/ui/panel';
import { useSave } from '../form-kit/use-save';
import { SaveBar } from '../form-kit/save-bar';

type Values = { date: string; startTime: string; capacity: string; price: string };

/** Adding a slot: a day, a start time, its places and price (the hall's usual 30 places at 50 yuan to start from). */
export function VisitSlotForm({ defaultDate, onSaved }: { defaultDate: string; onSaved: () => void }) {
  const t = useTranslations('console.visits.add');
  const { values, setErrors, field } = useFormFields<Values>(() => ({ date: defaultDate, startTime: '', capacity: '30', price: '50' }));
  const { notice, busy, save } = useSave({ setErrors, invalid: t('fixFields'), fieldOf: { priceFen: 'price' } });

  async function submit(e: FormEvent) {
    e.preventDefault();
    const payload = {
      date: values.date,
      startTime: values.startTime,
      capacity: Number(values.capacity),
      priceFen: fromYuanInput(values.price) ?? -1,
    };
    if (await save(visitSlotPayload, payload, (body) => staffCall(staffVisitCalls.addSlot, { body }), t('saved'))) onSaved();
  }

  return (
    <form onSubmit={submit} noValidate data-testid="visit-slot-form">
      <Panel title={t('title')}>
        <div className="grid gap-4 sm:grid-cols-4">
          <TextField id="visit-slot-date" label={t('date')} type="date" {...field('date')} />
          <TextField id="visit-slot-time" label={t('time')} type="time" {...field('startTime')} />
          <TextField id="visit-slot-capacity" label={t('capacity')} inputMode="numeric" {...field('capacity')} />
          <TextField id="visit-slot-price" label={t('price')} inputMode="decimal" {...field('price')} />
        </div>
        <SaveBar label={t('submit')} testId="visit-slot-add" busy={busy} notice={notice} className="mt-4" />
      </Panel>
    </form>
  );
}
