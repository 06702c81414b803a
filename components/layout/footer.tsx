import { getTranslations } from 'next-intl/server';
import type { Locale } from '@/lib/i18n/locales';
import { getSiteParams } from '@/lib/hall/content';
import { aboutHref, activityReviewHref } from '@/lib/links';
import { FooterBrands } from './footer-brands';

const social = ['weibo', 'wechat', 'douyin', 'bilibili'] as const;

/** The footer's links: message key and target, in the order they read (two columns). */
const LINKS = [
  ['about', aboutHref(4)],
  ['contact', aboutHref(5)],
  ['jobs', aboutHref(3)],
  ['partners', aboutHref(1)],
  ['sponsorship', aboutHref(0)],
  ['downloads', aboutHref(2)],
  ['annualReport', '/annualReport'],
  ['activityReview', activityReviewHref()],
  ['feedback', '/feedback'],
] as const;

export async function Footer({ locale, educationLabel }: { locale: Locale; educationLabel: string }) {
  const t = await getTranslations({ locale, namespace: 'footer' });
  // The footer must not take the page down with it when the hall API is away.
  const site = await getSiteParams(locale).catch(() => ({}) as Record<string, string>);
  const year = new Date().getFullYear();
  return (
    <footer className="bg-ink mt-16 text-sm text-white/75" data-testid="footer">
      <div className="mx-auto grid max-w-7xl gap-8 px-4 py-10 md:grid-cols-2 lg:grid-cols-[1.3fr_1.2fr_1fr_1fr]">
        <div>
          <p className="font-serif text-lg text-white">{site.name ?? t('siteName')}</p>
          {site.address && <p className="mt-3">{t('address', { address: site.address })}</p>}
          {site.phone && (
            <p className="mt-1">
              {t('phone')}: <a href={`tel:${site.phone.replace(/[^\d+]/g, '')}`}>{site.phone}</a>
            </p>
          )}
          {site.email && (
            <p className="mt-1">
              {t('email')}: <a href={`mailto:${site.email}`}>{site.email}</a>
            </p>
          )}
          {site.openHours && <p className="mt-1">{t('hours', { hours: site.openHours })}</p>}
        </div>
        <nav aria-label={t('links')}>
          <ul className="grid grid-cols-2 gap-2">
            {LINKS.map(([key, href]) => (
              <li key={key}>
                <a href={href}>{t(key)}</a>
              </li>
            ))}
          </ul>
        </nav>
        <FooterBrands locale={locale} label={educationLabel} />
        <div>
          <p className="text-white">{t('follow')}</p>
          <ul className="mt-3 flex flex-wrap gap-3">
            {social
              .filter((s) => site[s])
              .map((s) => (
                <li key={s}>
                  <span className="inline-block rounded border border-white/30 px-2 py-1" title={site[s]}>
                    {t(`social.${s}`)}: {site[s]}
                  </span>
                </li>
              ))}
          </ul>
        </div>
      </div>
      <div className="border-t border-white/10">
        <div className="mx-auto flex max-w-7xl flex-col gap-1 px-4 py-4 text-xs md:flex-row md:justify-between">
          <p>{t('copyright', { from: 2019, to: year, name: site.name ?? t('siteName') })}</p>
          <p className="flex flex-wrap gap-3">
            {site.icp && <span>{site.icp}</span>}
            {site.police && <span>{site.police}</span>}
          </p>
        </div>
      </div>
    </footer>
  );
}
