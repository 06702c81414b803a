'use client';

import { useTranslations } from 'next-intl';
import type { FieldErrors } from '@/lib/client/form-errors';
import { useErrorText } from '@/lib/client/form-errors';
import { TextField } from '@/components/ui/form-field';

export type CompanyValues = { companyName: string; creditCode: string; contactName: string; email: string; address: string };
export const EMPTY_COMPANY: CompanyValues = { companyName: '', creditCode: '', contactName: '', email: '', address: '' };

/** The company part of registration and of /siteModify. */
export function CompanyFields({
  values,
  update,
  errors,
}: {
  values: CompanyValues;
  update: (patch: Partial<CompanyValues>) => void;
  errors: FieldErrors;
}) {
  const t = useTranslations('enterprise.fields');
  const errorText = useErrorText();
  const set = (field: keyof CompanyValues) => (e: { target: { value: string } }) =>
    update({ [field]: field === 'creditCode' ? e.target.value.toUpperCase() : e.target.value });
  return (
    <div className="grid gap-4 sm:grid-cols-2 sm:gap-x-6">
      <TextField
        id="company-name"
        label={t('companyName')}
        value={values.companyName}
        onChange={set('companyName')}
        maxLength={100}
        autoComplete="organization"
        error={errorText(errors.companyName)}
        className="sm:col-span-2"
      />
      <TextField
        id="company-creditCode"
        label={t('creditCode')}
        value={values.creditCode}
        onChange={set('creditCode')}
        maxLength={18}
        autoComplete="off"
        hint={t('creditCodeHint')}
        error={errorText(errors.creditCode)}
        className="sm:col-span-2"
      />
      <TextField
        id="company-contact"
        label={t('contactName')}
        value={values.contactName}
        onChange={set('contactName')}
        maxLength={50}
        autoComplete="name"
        error={errorText(errors.contactName)}
      />
      <TextField
        id="company-email"
        type="email"
        label={t('email')}
        value={values.email}
        onChange={set('email')}
        maxLength={254}
        autoComplete="email"
        error={errorText(errors.email)}
      />
      <TextField
        id="company-address"
        label={t('address')}
        value={values.address}
        onChange={set('address')}
        maxLength={200}
        autoComplete="street-address"
        hint={t('addressHint')}
        error={errorText(errors.address)}
        className="sm:col-span-2"
      />
    </div>
  );
}

/** The optional address travels only when filled. */
export const companyPayload = <T extends CompanyValues>(values: T) => ({ ...values, address: values.address.trim() || undefined });
