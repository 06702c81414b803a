'use client';

import { useState, type FormEvent } from 'react';
import { useRouter } from 'next/navigation';
import { useTranslations } from 'next-intl';
import { MAX_GROUP, teamCreate } from '@/lib/contract/visit';
import { useFailureText } from '@/lib/client/failure-text';
import { useErrorText, useFormFields, validate } from '@/lib/client/form-errors';
import { useToday } from '@/lib/hooks/use-today';
import { SelectField, TextField, submitButton } from '@/components/ui/form-field';
import { FormMessage } from '@/components/ui/form-message';
import { visitCalls } from '@/lib/contract/visit-calls';
import { bffCall } from '@/lib/client/call';

const EMPTY = {
  unitName: '',
  contactName: '',
  phone: '',
  email: '',
  visitorCount: '',
  period: 'morning',
  dateFrom: '',
  dateTo: '',
  invoice: 'none',
  note: '',
  notesAccepted: false,
};
type Text = Exclude<keyof typeof EMPTY, 'notesAccepted' | 'period' | 'invoice'>;

/** §3 the group visit intention: checked with the contract's schema here and again by the hall API. */
export function GroupForm() {
  const t = useTranslations('groupVisit');
  const router = useRouter();
  const failure = useFailureText();
  const errorText = useErrorText();
  const { values, errors, setErrors, update, bind } = useFormFields({ ...EMPTY });
  const [refusal, setRefusal] = useState<string | null>(null);
  const [busy, setBusy] = useState(false);
  // Dates are the hall's days (Asia/Shanghai), whatever the reader's zone.
  const { today } = useToday();

  async function submit(e: FormEvent) {
    e.preventDefault();
    const checked = validate(teamCreate, values);
    setErrors(checked.ok ? {} : checked.errors);
    if (!checked.ok) return;
    setBusy(true);
    setRefusal(null);
    try {
      await bffCall(visitCalls.groupIntention, { body: checked.data });
      router.push('/reservationOrder');
    } catch (err) {
      setRefusal(failure(err, t('failed')));
      setBusy(false);
    }
  }

  // An empty date is a date not chosen yet rather than one written wrongly.
  const fieldError = (field: Text) =>
    (field === 'dateFrom' || field === 'dateTo') && errors[field] && !values[field] ? t('dateRequired') : errorText(errors[field]);
  const text = (field: Text, props: Partial<Parameters<typeof TextField>[0]> = {}) => (
    <TextField
      id={`group-${field}`}
      label={t(`fields.${field}`)}
      value={values[field]}
      onChange={bind(field)}
      error={fieldError(field)}
      {...props}
    />
  );

  return (
    <form onSubmit={submit} noValidate className="grid gap-4" data-testid="group-form">
      {text('unitName', { maxLength: 100, autoComplete: 'organization' })}
      <div className="grid gap-4 sm:grid-cols-2">
        {text('contactName', { maxLength: 50, autoComplete: 'name' })}
        {text('phone', { type: 'tel', inputMode: 'numeric', maxLength: 11, autoComplete: 'tel-national' })}
        {text('email', { type: 'email', maxLength: 100, autoComplete: 'email' })}
        {text('visitorCount', { type: 'number', inputMode: 'numeric', min: 1, max: MAX_GROUP, hint: t('visitorCountHint') })}
        {text('dateFrom', { type: 'date', min: today })}
        {text('dateTo', { type: 'date', min: values.dateFrom || today })}
        <SelectField id="group-period" label={t('fields.period')} value={values.period} onChange={bind('period')}>
          <option value="morning">{t('period.morning')}</option>
          <option value="afternoon">{t('period.afternoon')}</option>
        </SelectField>
        <SelectField id="group-invoice" label={t('fields.invoice')} value={values.invoice} onChange={bind('invoice')}>
          <option value="none">{t('invoice.none')}</option>
          <option value="vat_general_3">{t('invoice.vat_general_3')}</option>
        </SelectField>
      </div>
      {text('note', { maxLength: 500, hint: t('noteHint') })}
      <div>
        <label className="flex items-start gap-2">
          <input
            type="checkbox"
            checked={values.notesAccepted}
            onChange={(e) => update({ notesAccepted: e.target.checked })}
            aria-invalid={errors.notesAccepted ? true : undefined}
            aria-describedby={errors.notesAccepted ? 'group-notesAccepted-error' : undefined}
            className="accent-brand mt-1 size-4 shrink-0"
            data-testid="group-notesAccepted"
          />
          <span>{t('accept')}</span>
        </label>
        {errors.notesAccepted && (
          <p id="group-notesAccepted-error" role="alert" className="text-brand mt-1 text-sm" data-testid="group-notesAccepted-error">
            {errorText(errors.notesAccepted)}
          </p>
        )}
      </div>
      <FormMessage text={refusal} />
      <button type="submit" disabled={busy} className={`${submitButton} sm:w-auto sm:px-10`} data-testid="group-submit">
        {busy ? t('submitting') : t('submit')}
      </button>
    </form>
  );
}
