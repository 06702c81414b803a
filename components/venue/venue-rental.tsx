import { getTranslations } from 'next-intl/server';
import type { Locale } from '@/lib/i18n/locales';
import { getRichText, listAllContent } from '@/lib/hall/content';
import { PageBanner } from '@/components/content/page-banner';
import { RichText } from '@/components/content/rich-text';
import { ContentCards } from '@/components/content/content-cards';
import { SectionHeading } from '@/components/ui/section-heading';
import { OpenLoginButton } from '@/components/ui/open-login-button';
import { AreaGrid } from './area-grid';
import { ProcessSteps } from './process-steps';
import { contentListCalls, richTextCalls } from '@/lib/contract/content-calls';

/**
 * The venue-rental introduction of /fieldInfo (Chinese) and /enFieldInfo (English). The venue-rental login
 * is Chinese-only (§6), so the English page offers the hall's contact details where the Chinese one offers
 * the login and registration.
 */
export async function VenueRental({ locale }: { locale: Locale }) {
  const t = await getTranslations('venue');
  const zh = locale === 'zh-CN';
  const [intro, areas, steps, cases, contact] = await Promise.all([
    getRichText(locale, richTextCalls.siteInformation),
    listAllContent(locale, contentListCalls.areas),
    listAllContent(locale, contentListCalls.rentalProcess),
    listAllContent(locale, contentListCalls.activityCases),
    zh ? Promise.resolve(null) : getRichText(locale, richTextCalls.contactUs),
  ]);
  const cta = zh ? (
    <OpenLoginButton
      target="enterprise"
      label={t('login')}
      testId="venue-login"
      className="bg-brand hover:bg-brand-dark inline-flex min-h-11 items-center rounded px-6 font-medium text-white"
    />
  ) : (
    <a
      href="#contact"
      className="bg-brand hover:bg-brand-dark inline-flex min-h-11 items-center rounded px-6 font-medium text-white"
      data-testid="venue-contact-link"
    >
      {t('contactCta')}
    </a>
  );
  return (
    <>
      <PageBanner kicker={t('kicker')} title={t('title')} lead={t('lead')}>
        {cta}
      </PageBanner>
      <div className="mx-auto max-w-7xl space-y-14 px-4 py-8 md:py-12">
        <section aria-labelledby="venue-intro">
          <SectionHeading id="venue-intro" title={t('intro')} />
          <RichText html={intro} className="max-w-3xl md:text-lg" />
        </section>
        {areas.length > 0 && (
          <section aria-labelledby="venue-areas">
            <SectionHeading id="venue-areas" title={t('areas')} />
            <AreaGrid items={areas} locale={locale} />
          </section>
        )}
        {steps.length > 0 && (
          <section aria-labelledby="venue-process">
            <SectionHeading id="venue-process" title={t('process')} />
            <ProcessSteps items={steps} locale={locale} />
          </section>
        )}
        {cases.length > 0 && (
          <section aria-labelledby="venue-cases">
            <SectionHeading id="venue-cases" title={t('cases')} />
            <ContentCards items={cases} locale={locale} testId="activity-cases" />
          </section>
        )}
        <section aria-labelledby="venue-next" id="contact" className="bg-ink scroll-mt-24 rounded p-6 text-white md:p-10">
          <h2 id="venue-next" className="font-serif text-2xl font-semibold">
            {t(zh ? 'loginTitle' : 'contactTitle')}
          </h2>
          {zh ? (
            <>
              <p className="mt-2 max-w-2xl text-white/75">{t('loginLead')}</p>
              <div className="mt-5">{cta}</div>
            </>
          ) : (
            <>
              <p className="mt-2 max-w-2xl text-white/75">{t('contactLead')}</p>
              <RichText html={contact ?? ''} className="mt-5 text-white/90" />
            </>
          )}
        </section>
      </div>
    </>
  );
}
