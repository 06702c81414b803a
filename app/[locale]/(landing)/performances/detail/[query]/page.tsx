import type { Metadata } from 'next';
import { notFound } from 'next/navigation';
import { getTranslations, setRequestLocale } from 'next-intl/server';
import { localized, type BilingualField, type Locale } from '@/lib/i18n/locales';
import type { PerformanceDetail } from '@/lib/contract/performance';
import { getPerformance, guessLike, listEventGoods, listRelatedActivities } from '@/lib/hall/performance';
import { listPerformanceCoupons } from '@/lib/hall/coupons';
import { readQuery } from '@/lib/routes';
import { pageMetadata, textOf } from '@/lib/seo';
import { showDetailsHref, showListHref } from '@/lib/links';
import { eventJsonLd } from '@/lib/json-ld';
import { PerformanceHero } from '@/components/shows/performance-hero';
import { SessionList } from '@/components/shows/session-list';
import { TicketingDescription } from '@/components/shows/ticketing-description';
import { MyCouponsHere } from '@/components/shows/my-coupons-here';
import { EventGoods } from '@/components/shop/event-goods';
import { PerformanceCard, PerformanceGrid } from '@/components/shows/performance-card';
import { SectionHeading } from '@/components/ui/section-heading';
import { MissingSelection, missingSelectionMetadata } from '@/components/ui/missing-selection';
import { CatalogNamespaces } from '@/components/i18n/catalog-namespaces';
import { CouponsButton } from '@/components/shows/coupons-button';

export const revalidate = 60;
export const generateStaticParams = () => [];

type Props = { params: Promise<{ locale: Locale; query: string }> };
const idOf = (segment: string) => Number(readQuery(segment).get('id'));

export async function generateMetadata({ params }: Props): Promise<Metadata> {
  const { locale, query } = await params;
  if (!idOf(query)) return missingSelectionMetadata;
  const performance = await getPerformance(locale, idOf(query));
  if (!performance) return {};
  return pageMetadata({
    title: localized(performance, 'mainTitle', locale),
    description: textOf(localized(performance, 'intro', locale)),
    path: showDetailsHref(performance),
    locale,
    image: performance.poster,
  });
}

export default async function ShowDetailsPage({ params }: Props) {
  const { locale, query } = await params;
  setRequestLocale(locale);
  const id = idOf(query);
  if (!id) return <MissingSelection back={showListHref(0)} />;
  const performance = await getPerformance(locale, id);
  if (!performance) notFound();
  const [t, tc] = await Promise.all([getTranslations('detail'), getTranslations('coupons')]);
  const [related, alsoLike, coupons, goods] = await Promise.all([
    listRelatedActivities(locale, id),
    performance.category === 0 ? guessLike(locale, id) : Promise.resolve([]),
    // Performance coupons only (the overlay's call filters so); a page without any, or a hiccup there, shows no button.
    performance.category === 0 ? listPerformanceCoupons(locale, id).catch(() => null) : Promise.resolve(null),
    // The goods are extra: a hiccup there leaves the page without them.
    listEventGoods(locale, id).catch(() => []),
  ]);
  const l = (field: BilingualField<PerformanceDetail>) => localized(performance, field, locale);
  return (
    <article>
      <script type="application/ld+json" dangerouslySetInnerHTML={{ __html: eventJsonLd(performance, locale) }} />
      <PerformanceHero
        performance={performance}
        locale={locale}
        actions={
          coupons?.memberCodePromotionActivityDTOS.length ? (
            <CatalogNamespaces names={['coupons']}>
              <CouponsButton projectId={performance.id} label={tc('openOverlay')} />
            </CatalogNamespaces>
          ) : null
        }
      />
      <div className="mx-auto grid max-w-7xl gap-10 px-4 py-8 lg:grid-cols-[1fr_360px]">
        <div className="min-w-0 space-y-10">
          <section aria-labelledby="sessions-heading" id="sessions">
            <h2 id="sessions-heading" className="mb-4 font-serif text-xl font-semibold">
              {t('sessions')}
            </h2>
            <SessionList performance={performance} locale={locale} />
          </section>
          {l('discount') && (
            <section aria-labelledby="discount-heading">
              <h2 id="discount-heading" className="mb-3 font-serif text-xl font-semibold">
                {t('discount')}
              </h2>
              <p className="text-brand rounded bg-white p-4">{l('discount')}</p>
            </section>
          )}
          <section aria-labelledby="intro-heading">
            <h2 id="intro-heading" className="mb-3 font-serif text-xl font-semibold">
              {t('intro')}
            </h2>
            <div className="rich-text" dangerouslySetInnerHTML={{ __html: l('intro') }} />
          </section>
          {performance.artists.length > 0 && (
            <section aria-labelledby="artists-heading">
              <h2 id="artists-heading" className="mb-3 font-serif text-xl font-semibold">
                {t('artists')}
              </h2>
              <ul className="grid gap-3 sm:grid-cols-2">
                {performance.artists.map((a) => (
                  <li key={a.name} className="rounded bg-white p-4">
                    <span className="block font-medium">{locale === 'en-US' ? a.enName : a.name}</span>
                    <span className="text-muted text-sm">{locale === 'en-US' ? a.enRole : a.role}</span>
                  </li>
                ))}
              </ul>
            </section>
          )}
          {performance.repertoire.length > 0 && (
            <section aria-labelledby="repertoire-heading">
              <h2 id="repertoire-heading" className="mb-3 font-serif text-xl font-semibold">
                {t('repertoire')}
              </h2>
              <ol className="divide-line divide-y rounded bg-white">
                {performance.repertoire.map((r, i) => (
                  <li key={i} className="p-4">
                    <span className="text-muted">{locale === 'en-US' ? r.enComposer : r.composer}</span>
                    <span className="text-muted mx-2">·</span>
                    <span>{locale === 'en-US' ? r.enWork : r.work}</span>
                  </li>
                ))}
              </ol>
            </section>
          )}
          <EventGoods goods={goods} />
          <section aria-labelledby="notes-heading">
            <h2 id="notes-heading" className="mb-3 font-serif text-xl font-semibold">
              {t('purchaseNotes')}
            </h2>
            <div className="rich-text rounded bg-white p-4 text-sm" dangerouslySetInnerHTML={{ __html: l('purchaseNotes') }} />
            <TicketingDescription locale={locale} />
          </section>
        </div>
        <aside className="space-y-8" aria-label={t('relatedActivities')}>
          <CatalogNamespaces names={['coupons']}>
            <MyCouponsHere projectId={performance.id} />
          </CatalogNamespaces>
          {related.length > 0 && (
            <section>
              <SectionHeading id="related-heading" title={t('relatedActivities')} />
              <div className="grid grid-cols-2 gap-4 lg:grid-cols-1">
                {related.slice(0, 2).map((p) => (
                  <PerformanceCard key={p.id} performance={p} />
                ))}
              </div>
            </section>
          )}
        </aside>
      </div>
      {alsoLike.length > 0 && (
        <section className="mx-auto max-w-7xl px-4 pb-8" aria-labelledby="like-heading">
          <SectionHeading id="like-heading" title={t('youMayLike')} />
          <PerformanceGrid>
            {alsoLike.slice(0, 4).map((p) => (
              <PerformanceCard key={p.id} performance={p} />
            ))}
          </PerformanceGrid>
        </section>
      )}
    </article>
  );
}
