import type { Metadata } from 'next';
import { getTranslations, setRequestLocale } from 'next-intl/server';
import type { Locale } from '@/lib/i18n/locales';
import { listBanners, listContent } from '@/lib/hall/content';
import { getUpcomingCalendar, listHotProjects } from '@/lib/hall/performance';
import { pageMetadata } from '@/lib/seo';
import { BannerCarousel } from '@/components/home/banner-carousel';
import { CalendarStrip } from '@/components/home/calendar-strip';
import { STRIP_WORDS, stripWeek } from '@/components/home/strip-week';
import { HomeSearch } from '@/components/home/home-search';
import { NewsList } from '@/components/content/news-list';
import { PerformanceCard, PerformanceGrid } from '@/components/shows/performance-card';
import { SectionHeading } from '@/components/ui/section-heading';
import { contentListCalls } from '@/lib/contract/content-calls';
import { SEARCH_WORDS } from '@/lib/i18n/layout-words';
import { wordsOf } from '@/lib/i18n/words';

export const revalidate = 60;

type Props = { params: Promise<{ locale: Locale }> };

export async function generateMetadata({ params }: Props): Promise<Metadata> {
  const { locale } = await params;
  const t = await getTranslations({ locale, namespace: 'meta' });
  return pageMetadata({ title: t('home'), description: t('description'), path: '/', locale, image: '/art/banner-1.svg' });
}

export default async function HomePage({ params }: Props) {
  const { locale } = await params;
  setRequestLocale(locale);
  const t = await getTranslations('home');
  const [banners, hot, activities, calendar, news, stripWords, search] = await Promise.all([
    listBanners(locale),
    listHotProjects(locale, 0, 8),
    listHotProjects(locale, 1, 4),
    getUpcomingCalendar(locale),
    listContent(locale, contentListCalls.media, 1, 4),
    wordsOf(locale, 'calendar', STRIP_WORDS),
    // Only the search box's words: the layout translates its own.
    wordsOf(locale, 'search', SEARCH_WORDS),
  ]);
  return (
    <>
      <h1 className="sr-only">{t('title')}</h1>
      <BannerCarousel banners={banners} locale={locale} />
      <div className="mx-auto max-w-7xl px-4">
        <HomeSearch words={search} />
        <section className="mt-10" aria-labelledby="hot-heading">
          <SectionHeading id="hot-heading" title={t('hot')} more={{ href: '/showByTickets?activeType=0', label: t('more') }} />
          <PerformanceGrid>
            {hot.map((p) => (
              <PerformanceCard key={p.id} performance={p} />
            ))}
          </PerformanceGrid>
        </section>
        <section className="mt-14" aria-labelledby="calendar-heading">
          <SectionHeading id="calendar-heading" title={t('calendar')} />
          <CalendarStrip days={stripWeek(calendar, locale)} words={stripWords} />
        </section>
        <section className="mt-14" aria-labelledby="activities-heading">
          <SectionHeading
            id="activities-heading"
            title={t('activities')}
            more={{ href: '/showByTickets?activeType=1', label: t('more') }}
          />
          <PerformanceGrid>
            {activities.map((p) => (
              <PerformanceCard key={p.id} performance={p} />
            ))}
          </PerformanceGrid>
        </section>
        <section className="mt-14" aria-labelledby="news-heading">
          <SectionHeading id="news-heading" title={t('news')} more={{ href: '/news', label: t('more') }} />
          <NewsList items={news.list} index={0} locale={locale} />
        </section>
      </div>
    </>
  );
}
