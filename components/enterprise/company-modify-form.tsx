'use client';

import Link from 'next/link';
import { useState, type FormEvent } from 'react';
import { useTranslations } from 'next-intl';
import { enterpriseUpdatePayload, type EnterpriseDetail } from '@/lib/contract/enterprise';
import { enterpriseAccountCalls } from '@/lib/contract/account-calls';
import { bffCall } from '@/lib/client/call';
import { useFailureText } from '@/lib/client/failure-text';
import { useFormFields, validate } from '@/lib/client/form-errors';
import { useEnterprise } from '@/lib/hooks/use-enterprise';
import { primaryButton, secondaryButton } from '@/components/ui/form-field';
import { FormMessage, type Notice } from '@/components/ui/form-message';
import { AccountState } from '@/components/ui/account-state';
import { Panel } from '@/components/ui/panel';
import { CompanyFields, companyPayload, type CompanyValues } from './company-fields';

const valuesOf = (d: EnterpriseDetail): CompanyValues => ({
  companyName: d.companyName,
  creditCode: d.creditCode ?? '',
  contactName: d.contactName ?? '',
  email: d.email ?? '',
  address: d.address ?? '',
});

/** /siteModify and /steModify: the company's details from rent/detail, saved with register/update. */
export function CompanyModifyForm() {
  const { data, error, mutate } = useEnterprise();
  if (!data) return <AccountState area="enterprise" error={error} retry={() => mutate()} />;
  return <ModifyForm detail={data} onSaved={(d) => mutate(d, { revalidate: true })} />;
}

function ModifyForm({ detail, onSaved }: { detail: EnterpriseDetail; onSaved: (detail: EnterpriseDetail) => void }) {
  const t = useTranslations('enterprise');
  const failure = useFailureText();
  const { values, errors, setErrors, update } = useFormFields(() => valuesOf(detail));
  const [notice, setNotice] = useState<Notice>(null);
  const [busy, setBusy] = useState(false);

  async function submit(e: FormEvent) {
    e.preventDefault();
    const checked = validate(enterpriseUpdatePayload, companyPayload(values));
    setErrors(checked.ok ? {} : checked.errors);
    if (!checked.ok) return;
    setBusy(true);
    setNotice(null);
    try {
      onSaved(await bffCall(enterpriseAccountCalls.update, { body: checked.data }));
      setNotice({ ok: true, text: t('modify.saved') });
    } catch (err) {
      setNotice({ ok: false, text: failure(err, t('loadFailed')) });
    } finally {
      setBusy(false);
    }
  }

  return (
    <form onSubmit={submit} noValidate data-testid="site-modify">
      <Panel>
        <CompanyFields values={values} update={update} errors={errors} />
        <FormMessage text={notice?.text} ok={notice?.ok} className="mt-4" />
        <div className="mt-6 flex flex-col gap-3 sm:flex-row">
          <button type="submit" disabled={busy} className={`${primaryButton} sm:min-w-40`} data-testid="modify-submit">
            {busy ? t('saving') : t('modify.submit')}
          </button>
          <Link href="/myCompany" className={secondaryButton}>
            {t('modify.back')}
          </Link>
        </div>
      </Panel>
    </form>
  );
}
