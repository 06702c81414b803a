'use client';

import type { FormEvent } from 'react';
import { useTranslations } from 'next-intl';
import { visitSlotPayload } from '@/lib/contract/visit-editing';
import { fromYuanInput } from '@/lib/console/yuan-input';
import { staffBff } from '@/lib/client/staff-bff';
import { useFormFields, validate } from '@/lib/client/form-errors';
import { useAction } from '@/lib/client/use-action';
import { TextField, primaryButton } from '@/components/ui/form-field';
import { FormMessage } from '@/components/ui/form-message';
import { Panel } from '@/components/ui/account-state';

type Values = { date: string; startTime: string; capacity: string; price: string };

/** Adding a slot: a day, a start time, its places and price (the hall's usual 30 places at 50 yuan to start from). */
export function VisitSlotForm({ defaultDate, onSaved }: { defaultDate: string; onSaved: () => void }) {
  const t = useTranslations('console.visits.add');
  const { values, setErrors, field } = useFormFields<Values>(() => ({ date: defaultDate, startTime: '', capacity: '30', price: '50' }));
  const { notice, setNotice, busy, run } = useAction();

  async function submit(e: FormEvent) {
    e.preventDefault();
    const checked = validate(visitSlotPayload, {
      date: values.date,
      startTime: values.startTime,
      capacity: Number(values.capacity),
      priceFen: fromYuanInput(values.price) ?? -1,
    });
    setErrors(
      checked.ok ? {} : Object.fromEntries(Object.entries(checked.errors).map(([name, m]) => [name === 'priceFen' ? 'price' : name, m])),
    );
    if (!checked.ok) {
      setNotice({ ok: false, text: t('fixFields') });
      return;
    }
    if (await run(() => staffBff('/api/staff/visit-slots', { method: 'POST', body: checked.data }), t('saved'))) onSaved();
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
        <div className="mt-4 flex flex-wrap items-center gap-4">
          <button type="submit" className={primaryButton} disabled={busy} data-testid="visit-slot-add">
            {t('submit')}
          </button>
          <FormMessage text={notice?.text} ok={notice?.ok} />
        </div>
      </Panel>
    </form>
  );
}
