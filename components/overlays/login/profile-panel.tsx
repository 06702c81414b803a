'use client';

import { useState, type FormEvent } from 'react';
import { useLocale, useTranslations } from 'next-intl';
import { bff } from '@/lib/client/bff';
import { formatDay } from '@/lib/format';
import { useDir } from '@/lib/hooks/use-dir';
import { isBirthday, isEmail, isMobile, parseIdCard } from '@/lib/validation';
import { SelectField, TextField } from '@/components/ui/form-field';
import { toast } from '@/components/ui/toast';
import { FormError, submitButton, type Errors } from './fields';
import { useFailureText } from './login-errors';
import type { PanelProps } from './panel';

const RELOAD_AFTER_MS = 1500;

/**
 * Mode 5: the optional personal information after signing up. The ID number fills birthday and sex (§5);
 * the BFF adds the sign. Success shows a message and reloads after 1.5 s (§4).
 */
export function ProfilePanel({ close }: PanelProps) {
  const t = useTranslations('login');
  const te = useTranslations('errors');
  const locale = useLocale();
  const failure = useFailureText();
  const { data: industries } = useDir('INDUSTRY');
  const [form, setForm] = useState({ name: '', idCard: '', birthday: '', connectTel: '', industryId: '', email: '' });
  const [sex, setSex] = useState<0 | 1 | null>(null);
  const [errors, setErrors] = useState<Errors>({});
  const [busy, setBusy] = useState(false);
  const set = (key: keyof typeof form) => (e: { target: { value: string } }) => setForm((f) => ({ ...f, [key]: e.target.value }));
  const onIdCard = (e: { target: { value: string } }) => {
    const idCard = e.target.value.toUpperCase();
    const facts = parseIdCard(idCard);
    setForm((f) => ({ ...f, idCard, birthday: facts?.birthday ?? f.birthday }));
    if (facts) setSex(facts.sex);
  };

  const submit = async (e: FormEvent) => {
    e.preventDefault();
    const problems: Errors = {
      name: form.name.trim() ? undefined : te('nameRequired'),
      idCard: parseIdCard(form.idCard) ? undefined : te('idCardFormat'),
      sex: sex === null ? te('sexRequired') : undefined,
      birthday: isBirthday(form.birthday) ? undefined : te('birthdayFormat'),
      connectTel: !form.connectTel.trim() || isMobile(form.connectTel) ? undefined : te('phoneFormat'),
      email: isEmail(form.email) ? undefined : te('emailFormat'),
    };
    setErrors(problems);
    if (Object.values(problems).some(Boolean)) return;
    const industry = industries?.find((i) => String(i.id) === form.industryId);
    setBusy(true);
    try {
      await bff('/api/member/perfect_info', {
        method: 'POST',
        body: {
          name: form.name.trim(),
          idCard: form.idCard.trim(),
          sex,
          birthday: form.birthday,
          connectTel: form.connectTel.trim() || undefined,
          industryId: industry?.id,
          industry: industry?.name,
          email: form.email.trim(),
        },
      });
      toast(t('profileSaved'), { kind: 'success', duration: RELOAD_AFTER_MS });
      setTimeout(() => window.location.reload(), RELOAD_AFTER_MS);
    } catch (error) {
      setBusy(false);
      setErrors({ form: failure(error) ?? undefined });
    }
  };

  return (
    <div data-testid="login-mode-5">
      <h2 className="pr-8 font-serif text-xl">{t('profileTitle')}</h2>
      <p className="text-muted mt-1 text-sm">{t('profileLead')}</p>
      <form onSubmit={submit} noValidate className="mt-4 grid gap-3 sm:grid-cols-2 sm:gap-x-4">
        <TextField
          id="profile-name"
          label={t('name')}
          value={form.name}
          onChange={set('name')}
          maxLength={50}
          autoComplete="name"
          error={errors.name}
        />
        <TextField
          id="profile-idCard"
          label={t('idCard')}
          value={form.idCard}
          onChange={onIdCard}
          maxLength={18}
          autoComplete="off"
          error={errors.idCard}
        />
        <fieldset>
          <legend className="mb-1 block text-sm font-medium">{t('sex')}</legend>
          <div className="flex min-h-11 items-center gap-6">
            {([1, 0] as const).map((value) => (
              <label key={value} className="flex items-center gap-2">
                <input
                  type="radio"
                  name="profile-sex"
                  checked={sex === value}
                  onChange={() => setSex(value)}
                  className="accent-brand size-4"
                  data-testid={`profile-sex-${value}`}
                />
                {t(value === 1 ? 'male' : 'female')}
              </label>
            ))}
          </div>
          {errors.sex && (
            <p role="alert" className="text-brand mt-1 text-sm">
              {errors.sex}
            </p>
          )}
        </fieldset>
        <TextField
          id="profile-birthday"
          type="date"
          label={t('birthday')}
          value={form.birthday}
          onChange={set('birthday')}
          max={formatDay(Date.now())}
          error={errors.birthday}
        />
        <TextField
          id="profile-connectTel"
          type="tel"
          inputMode="numeric"
          label={t('connectTel')}
          value={form.connectTel}
          onChange={set('connectTel')}
          maxLength={11}
          error={errors.connectTel}
        />
        <SelectField id="profile-industry" label={t('industry')} value={form.industryId} onChange={set('industryId')}>
          <option value="">{t('industryChoose')}</option>
          {industries?.map((i) => (
            <option key={i.id} value={i.id}>
              {(locale === 'en-US' && i.enName) || i.name}
            </option>
          ))}
        </SelectField>
        <TextField
          id="profile-email"
          type="email"
          label={t('email')}
          value={form.email}
          onChange={set('email')}
          maxLength={254}
          autoComplete="email"
          error={errors.email}
          className="sm:col-span-2"
        />
        <div className="space-y-3 sm:col-span-2">
          <FormError text={errors.form} />
          <button type="submit" disabled={busy} className={submitButton} data-testid="profile-submit">
            {t('submitProfile')}
          </button>
          <button type="button" onClick={close} className="text-muted hover:text-ink w-full py-1 text-sm" data-testid="profile-skip">
            {t('skip')}
          </button>
        </div>
      </form>
    </div>
  );
}
