'use client';

import Link from 'next/link';
import { useTranslations } from 'next-intl';
import { maskPhone } from '@/lib/format';
import { useEnterprise } from '@/lib/hooks/use-enterprise';
import { AccountState } from '@/components/ui/account-state';
import { Panel } from '@/components/ui/panel';
import { secondaryButton } from '@/components/ui/form-field';

/** /myCompany and /companyInformation: the company's details with the way to edit them. */
export function CompanyInfo() {
  const t = useTranslations('enterprise');
  const { data, error, mutate } = useEnterprise();
  if (!data) return <AccountState area="enterprise" error={error} retry={() => mutate()} />;
  const none = t('info.empty');
  const rows: [string, string][] = [
    [t('fields.creditCode'), data.creditCode || none],
    [t('fields.contactName'), data.contactName || none],
    [t('fields.phone'), maskPhone(data.phone)],
    [t('fields.email'), data.email || none],
    [t('fields.address'), data.address || none],
  ];
  return (
    <Panel
      title={data.companyName}
      action={
        <Link href="/siteModify" className={secondaryButton} data-testid="company-edit">
          {t('info.edit')}
        </Link>
      }
      testId="company-info"
    >
      <dl className="divide-line border-line divide-y border-t">
        {rows.map(([label, value]) => (
          <div key={label} className="grid gap-1 py-3 sm:grid-cols-[12rem_1fr] sm:gap-4">
            <dt className="text-muted text-sm sm:text-base">{label}</dt>
            <dd className="break-all">{value}</dd>
          </div>
        ))}
      </dl>
    </Panel>
  );
}
