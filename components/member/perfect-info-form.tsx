'use client';

import { useState, type FormEvent } from 'react';
import { useLocale, useTranslations } from 'next-intl';
import { perfectInfoPayload } from '@/lib/contract/member';
import { bff } from '@/lib/client/bff';
import { useErrorText, useFormFields, validate } from '@/lib/client/form-errors';
import { parseIdCard } from '@/lib/validation';
import { formatDay } from '@/lib/format';
import { useDir } from '@/lib/hooks/use-dir';
import { SelectField, TextField, primaryButton } from '@/components/ui/form-field';
import { FormNotice, Panel, failureText } from '@/components/ui/account-state';

/** The BFF signs the payload (§5), so the browser checks everything but the sign. */
const infoForm = perfectInfoPayload.omit({ sign: true });

/** §2 'complete your information' (POST /api/member/perfect_info); the ID number fills birthday and sex (§5). */
export function PerfectInfoForm({ onSaved }: { onSaved: () => void }) {
  const t = useTranslations('member');
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
  const sex = values.sex;
  const [notice, setNotice] = useState<{ ok: boolean; text: string } | null>(null);
  const [busy, setBusy] = useState(false);

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
      sex: sex ?? undefined,
      connectTel: values.connectTel || undefined,
      industryId: industry?.id,
      industry: industry?.name,
    });
    const found = checked.ok ? {} : { ...checked.errors };
    if (sex === null) found.sex = 'errors.sexRequired';
    setErrors(found);
    if (!checked.ok || sex === null) return;
    setBusy(true);
    setNotice(null);
    try {
      await bff('/api/member/perfect_info', { method: 'POST', body: checked.data });
      setNotice({ ok: true, text: t('perfect.saved') });
      // §4: the success message stays in sight for 1.5 s before the page shows the completed profile.
      setTimeout(onSaved, 1_500);
    } catch (err) {
      setNotice({ ok: false, text: failureText(err, t('loadFailed')) });
      setBusy(false);
    }
  }

  return (
    <Panel title={t('perfect.title')} testId="perfect-info">
      <p className="text-muted -mt-2 mb-5 text-sm">{t('perfect.lead')}</p>
      <form onSubmit={submit} noValidate className="grid gap-4 sm:grid-cols-2 sm:gap-x-6">
        <TextField
          id="perfect-name"
          label={t('profile.name')}
          value={values.name}
          onChange={bind('name')}
          maxLength={50}
          autoComplete="name"
          error={errorText(errors.name)}
        />
        <TextField
          id="perfect-idCard"
          label={t('profile.idCard')}
          value={values.idCard}
          onChange={onIdCard}
          maxLength={18}
          autoComplete="off"
          hint={t('perfect.idCardHint')}
          error={errorText(errors.idCard)}
        />
        <fieldset>
          <legend className="mb-1 block text-sm font-medium">{t('profile.sex')}</legend>
          <div className="flex min-h-11 items-center gap-6" aria-describedby={errors.sex ? 'perfect-sex-error' : undefined}>
            {([1, 0] as const).map((value) => (
              <label key={value} className="flex items-center gap-2">
                <input
                  type="radio"
                  name="sex"
                  checked={sex === value}
                  onChange={() => update({ sex: value })}
                  className="accent-brand size-4"
                  data-testid={`perfect-sex-${value}`}
                />
                {value === 1 ? t('profile.male') : t('profile.female')}
              </label>
            ))}
          </div>
          {errors.sex && (
            <p id="perfect-sex-error" role="alert" className="text-brand mt-1 text-sm">
              {errorText(errors.sex)}
            </p>
          )}
        </fieldset>
        <TextField
          id="perfect-birthday"
          type="date"
          label={t('profile.birthday')}
          value={values.birthday}
          onChange={bind('birthday')}
          max={formatDay(Date.now())}
          error={errorText(errors.birthday)}
        />
        <TextField
          id="perfect-email"
          type="email"
          label={t('profile.email')}
          value={values.email}
          onChange={bind('email')}
          maxLength={254}
          autoComplete="email"
          error={errorText(errors.email)}
        />
        <TextField
          id="perfect-connectTel"
          type="tel"
          inputMode="numeric"
          label={t('profile.connectTel')}
          value={values.connectTel}
          onChange={bind('connectTel')}
          maxLength={11}
          autoComplete="tel-national"
          hint={t('perfect.connectTelHint')}
          error={errorText(errors.connectTel)}
        />
        <SelectField
          id="perfect-industry"
          label={t('profile.industry')}
          value={values.industryId}
          onChange={bind('industryId')}
          error={errorText(errors.industryId ?? errors.industry)}
        >
          <option value="">{t('perfect.choose')}</option>
          {industries?.map((i) => (
            <option key={i.id} value={i.id}>
              {(locale === 'en-US' && i.enName) || i.name}
            </option>
          ))}
        </SelectField>
        <div className="sm:col-span-2">
          <button type="submit" disabled={busy} className={`${primaryButton} w-full sm:w-auto`} data-testid="perfect-submit">
            {busy ? t('saving') : t('perfect.submit')}
          </button>
          <FormNotice notice={notice} />
        </div>
      </form>
    </Panel>
  );
}
