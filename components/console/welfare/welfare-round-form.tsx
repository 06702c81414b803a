'use client';

import type { FormEvent } from 'react';
import { useLocale, useTranslations } from 'next-intl';
import { localized, type Locale } from '@/lib/i18n/locales';
import { welfareRoundPayload, type WelfareRoundPayload } from '@/lib/contract/welfare-editing';
import { staffWelfareCalls } from '@/lib/contract/staff-welfare-calls';
import { formatDayTime } from '@/lib/format';
import { fromHallInput, toHallInput } from '@/lib/hall-time';
import { fromYuanInput } from '@/lib/console/yuan-input';
import { staffCall } from '@/lib/client/staff-bff';
import { useStaffCall } from '@/lib/hooks/use-staff-call';
import { useFormFields } from '@/lib/client/form-errors';
import { SelectField, TextField } from '@/components/ui/form-field';
import { Panel } from '@/components/ui/panel';
import { SaveBar } from '../form-kit/save-bar';
import { useSave } from '../form-kit/use-save';

type Values = { sessionId: string; price: string; tickets: string; applyFrom: string; applyTo: string; payHours: string };

const empty = (): Values => ({
  sessionId: '',
  price: '',
  tickets: '',
  applyFrom: toHallInput(new Date().toISOString()),
  applyTo: '',
  payHours: '24',
});

const payloadOf = (v: Values) => ({
  sessionId: Number(v.sessionId),
  priceFen: fromYuanInput(v.price) ?? 0,
  tickets: Number(v.tickets),
  applyFrom: fromHallInput(v.applyFrom) ?? '',
  applyTo: fromHallInput(v.applyTo) ?? '',
  payHours: Number(v.payHours),
});

/** Field names of the contract that the form shows under another name. */
const FIELD_OF: Record<string, keyof Values> = { priceFen: 'price' };

/**
 * Opening a round: the session, the low price and how many places, the application window, and how long a member
 * offered a place has to pay. The hall API draws the seed and publishes its fingerprint; nothing here can set it.
 */
export function WelfareRoundForm({ onSaved }: { onSaved: () => void }) {
  const t = useTranslations('console.welfare.form');
  const tw = useTranslations('console.welfare');
  const locale = useLocale() as Locale;
  const { data: sessions } = useStaffCall(staffWelfareCalls.sessions, {});
  const { values, setValues, setErrors, field, bind, errors } = useFormFields<Values>(empty);
  const { notice, busy, save } = useSave({ setErrors, invalid: tw('fixFields'), fieldOf: FIELD_OF });

  async function submit(e: FormEvent) {
    e.preventDefault();
    const send = (body: WelfareRoundPayload) => staffCall(staffWelfareCalls.open, { body });
    if (!(await save(welfareRoundPayload, payloadOf(values), send, t('saved')))) return;
    setValues(empty());
    onSaved();
  }

  return (
    <form onSubmit={submit} noValidate data-testid="welfare-round-form">
      <Panel title={t('title')}>
        <div className="grid gap-4 md:grid-cols-3">
          <SelectField
            id="welfare-session"
            label={t('session')}
            value={values.sessionId}
            onChange={bind('sessionId')}
            error={errors.sessionId ? t('sessionRequired') : undefined}
            className="md:col-span-3"
          >
            <option value="">{t('chooseSession')}</option>
            {(sessions ?? []).map((s) => (
              <option key={s.sessionId} value={s.sessionId}>
                {formatDayTime(s.startTime)} · {localized(s, 'title', locale)}
              </option>
            ))}
          </SelectField>
          <TextField id="welfare-price" label={t('price')} inputMode="decimal" {...field('price')} />
          <TextField id="welfare-tickets" label={t('tickets')} inputMode="numeric" {...field('tickets')} />
          <TextField id="welfare-payHours" label={t('payHours')} inputMode="numeric" hint={t('payHoursHint')} {...field('payHours')} />
          <TextField id="welfare-applyFrom" label={t('applyFrom')} type="datetime-local" {...field('applyFrom')} />
          <TextField id="welfare-applyTo" label={t('applyTo')} type="datetime-local" hint={t('applyToHint')} {...field('applyTo')} />
        </div>
        <p className="text-muted mt-2 text-sm">{t('seedNote')}</p>
        <SaveBar label={t('create')} testId="welfare-round-save" busy={busy} notice={notice} className="mt-4" />
      </Panel>
    </form>
  );
}
