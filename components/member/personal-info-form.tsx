'use client';

import { useState, type FormEvent, type ReactNode } from 'react';
import { useLocale, useTranslations } from 'next-intl';
import { perfectInfoPayload } from '@/lib/contract/member';
import { bffCall } from '@/lib/client/call';
import { siteAccountCalls } from '@/lib/contract/account-calls';
import { useErrorText, useFormFields, validate } from '@/lib/client/form-errors';
import { parseIdCard } from '@/lib/validation';
import { useToday } from '@/lib/hooks/use-today';
import { useDir } from '@/lib/hooks/use-dir';
import { SelectField, TextField } from '@/components/ui/form-field';

/** The BFF signs the payload (§5), so the browser checks everything but the sign. */
const infoForm = perfectInfoPayload.omit({ sign: true });

type Props = {
  /** Prefix of the fields' ids and test ids: the overlay and the member centre may both be on one page. */
  idPrefix: string;
  className: string;
  onSaved: () => void;
  onFailed: (error: unknown) => void;
  /** The submit button and what else the place shows under the fields; `busy` while saving and after success. */
  children: (busy: boolean) => ReactNode;
};

/**
 * §2 'complete your information' (POST /api/member/perfect_info), asked for after signing up (login overlay
 * mode 5) and on the member centre until given. The ID number fills birthday and sex (§5). Labels come from the
 * `login` messages, which every page has; each place says in its own way that the information was saved.
 */
export function PersonalInfoForm({ idPrefix, className, onSaved, onFailed, children }: Props) {
  const t = useTranslations('login');
  const { today } = useToday();
  const errorText = useErrorText();
  const locale = useLocale();
  const { data: industries } = useDir('INDUSTRY');
  const { values, errors, setErrors, update, bind } = useFormFields({
    name: '',
    idCard: '',
    birthday: '',
    sex: null as 0 | 1 | null,
    connectTel: '',
    industryId: '',
    email: '',
  });
  const [busy, setBusy] = useState(false);
  const id = (field: string) => `${idPrefix}-${field}`;

  const onIdCard = (e: { target: { value: string } }) => {
    const idCard = e.target.value.toUpperCase();
    const facts = parseIdCard(idCard);
    update(facts ? { idCard, birthday: facts.birthday, sex: facts.sex } : { idCard });
  };

  async function submit(e: FormEvent) {
    e.preventDefault();
    const industry = industries?.find((i) => String(i.id) === values.industryId);
    const checked = validate(infoForm, {
      ...values,
      sex: values.sex ?? undefined,
      connectTel: values.connectTel || undefined,
      industryId: industry?.id,
      industry: industry?.name,
    });
    const found = checked.ok ? {} : { ...checked.errors };
    if (values.sex === null) found.sex = 'errors.sexRequired';
    setErrors(found);
    if (!checked.ok || values.sex === null) return;
    setBusy(true);
    try {
      await bffCall(siteAccountCalls.perfectInfo, { body: checked.data });
      onSaved();
    } catch (error) {
      setBusy(false);
      onFailed(error);
    }
  }

  return (
    <form onSubmit={submit} noValidate className={className}>
      <TextField
        id={id('name')}
        label={t('name')}
        value={values.name}
        onChange={bind('name')}
        maxLength={50}
        autoComplete="name"
        error={errorText(errors.name)}
      />
      <TextField
        id={id('idCard')}
        label={t('idCard')}
        value={values.idCard}
        onChange={onIdCard}
        maxLength={18}
        autoComplete="off"
        hint={t('idCardHint')}
        error={errorText(errors.idCard)}
      />
      <fieldset>
        <legend className="mb-1 block text-sm font-medium">{t('sex')}</legend>
        <div className="flex min-h-11 items-center gap-6" aria-describedby={errors.sex ? id('sex-error') : undefined}>
          {([1, 0] as const).map((value) => (
            <label key={value} className="flex items-center gap-2">
              <input
                type="radio"
                name={id('sex')}
                checked={values.sex === value}
                onChange={() => update({ sex: value })}
                className="accent-brand size-4"
                data-testid={id(`sex-${value}`)}
              />
              {t(value === 1 ? 'male' : 'female')}
            </label>
          ))}
        </div>
        {errors.sex && (
          <p id={id('sex-error')} role="alert" className="text-brand mt-1 text-sm">
            {errorText(errors.sex)}
          </p>
        )}
      </fieldset>
      <TextField
        id={id('birthday')}
        type="date"
        label={t('birthday')}
        value={values.birthday}
        onChange={bind('birthday')}
        max={today}
        error={errorText(errors.birthday)}
      />
      <TextField
        id={id('email')}
        type="email"
        label={t('email')}
        value={values.email}
        onChange={bind('email')}
        maxLength={254}
        autoComplete="email"
        error={errorText(errors.email)}
      />
      <TextField
        id={id('connectTel')}
        type="tel"
        inputMode="numeric"
        label={t('connectTel')}
        value={values.connectTel}
        onChange={bind('connectTel')}
        maxLength={11}
        autoComplete="tel-national"
        hint={t('connectTelHint')}
        error={errorText(errors.connectTel)}
      />
      <SelectField
        id={id('industry')}
        label={t('industry')}
        value={values.industryId}
        onChange={bind('industryId')}
        error={errorText(errors.industryId ?? errors.industry)}
      >
        <option value="">{t('industryChoose')}</option>
        {industries?.map((i) => (
          <option key={i.id} value={i.id}>
            {(locale === 'en-US' && i.enName) || i.name}
          </option>
        ))}
      </SelectField>
      <div className="space-y-3 sm:col-span-2">{children(busy)}</div>
    </form>
  );
}
