import { notFound } from 'next/navigation';
import { getTranslations, setRequestLocale } from 'next-intl/server';
import { EnterpriseShell, enterpriseMetadata, type EnterprisePageProps } from '@/components/enterprise/enterprise-shell';
import { CompanyInfo } from '@/components/enterprise/company-info';
import { CompanyProjects } from '@/components/enterprise/company-projects';
import { StationLetters } from '@/components/member/station-letters';

export const generateMetadata = enterpriseMetadata('info.title');

/**
 * §2 /myCompany (Chinese only): the company information with an edit link, the way to its projects, and the
 * letters of the projects' steps.
 */
export default async function Page({ params }: EnterprisePageProps) {
  const { locale } = await params;
  if (locale !== 'zh-CN') notFound();
  setRequestLocale(locale);
  const t = await getTranslations({ locale, namespace: 'enterprise.projects.letters' });
  return (
    <EnterpriseShell locale={locale} titleKey="info.title">
      <CompanyInfo />
      <div className="mt-8">
        <CompanyProjects />
      </div>
      <section aria-labelledby="renter-letters" className="mt-8">
        <h2 id="renter-letters" className="font-serif text-xl font-semibold">
          {t('title')}
        </h2>
        <p className="text-muted mt-1 mb-3 text-sm">{t('lead')}</p>
        <StationLetters base="/api/enterpriseuser" />
      </section>
    </EnterpriseShell>
  );
}
