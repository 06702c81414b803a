import { notFound } from 'next/navigation';
import { setRequestLocale } from 'next-intl/server';
import { EnterpriseShell, enterpriseMetadata, type EnterprisePageProps } from '@/components/enterprise/enterprise-shell';
import { CompanyModifyForm } from '@/components/enterprise/company-modify-form';

export const generateMetadata = enterpriseMetadata('modify.title');

/** §2 /siteModify (Chinese only): edit the company information (also written /steModify). */
export default async function Page({ params }: EnterprisePageProps) {
  const { locale } = await params;
  if (locale !== 'zh-CN') notFound();
  setRequestLocale(locale);
  return (
    <EnterpriseShell locale={locale} titleKey="modify.title">
      <CompanyModifyForm />
    </EnterpriseShell>
  );
}
