import { notFound } from 'next/navigation';
import { setRequestLocale } from 'next-intl/server';
import { EnterpriseShell, enterpriseMetadata, type EnterprisePageProps } from '@/components/enterprise/enterprise-shell';
import { CompanyRegisterForm } from '@/components/enterprise/company-register-form';

export const generateMetadata = enterpriseMetadata('register.title');

/** §2 /siteRegister (Chinese only): company registration (a logged-in visitor is sent home by proxy.ts). */
export default async function Page({ params }: EnterprisePageProps) {
  const { locale } = await params;
  if (locale !== 'zh-CN') notFound();
  setRequestLocale(locale);
  return (
    <EnterpriseShell locale={locale} titleKey="register.title" lead="register.lead">
      <CompanyRegisterForm />
    </EnterpriseShell>
  );
}
