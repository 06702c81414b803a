import { notFound } from 'next/navigation';
import { setRequestLocale } from 'next-intl/server';
import { EnterpriseShell, enterpriseMetadata, type EnterprisePageProps } from '@/components/enterprise/enterprise-shell';
import { CompanyInfo } from '@/components/enterprise/company-info';

export const generateMetadata = enterpriseMetadata('info.title');

/** §2 /myCompany (Chinese only): the company information with an edit link. */
export default async function Page({ params }: EnterprisePageProps) {
  const { locale } = await params;
  if (locale !== 'zh-CN') notFound();
  setRequestLocale(locale);
  return (
    <EnterpriseShell locale={locale} titleKey="info.title">
      <CompanyInfo />
    </EnterpriseShell>
  );
}
