import type { Metadata } from 'next';
import Link from 'next/link';
import { getTranslations, setRequestLocale } from 'next-intl/server';
import type { Locale } from '@/lib/i18n/locales';
import { listAllContent } from '@/lib/hall/content';
import { extraText } from '@/lib/extra';
import { pageMetadata } from '@/lib/seo';
import { showListHref } from '@/lib/links';
import { PageBanner } from '@/components/content/page-banner';
import { ContentCards, dayLabel } from '@/components/content/content-cards';
import { SeasonThemes } from '@/components/music/season-themes';
import { SectionHeading } from '@/components/ui/section-heading';

export const revalidate = 60;

type Props = { params: Promise<{ locale: Locale }> };

export async function generateMetadata({ params }: Props): Promise<Metadata> {
  const { locale } = await params;
  const t = await getTranslations({ locale, namespace: 'music' });
  return pageMetadata({ title: t('title'), description: t('description'), path: '/music', locale });
}

export default async function MusicSeasonPage({ params }: Props) {
  const { locale } = await params;
  setRequestLocale(locale);
  const t = await getTranslations('music');
  const [themes, materials, albums, yearly, friends] = await Promise.all([
    listAllContent(locale, '/api/music_material/theme'),
    listAllContent(locale, '/api/music_material'),
    listAllContent(locale, '/api/program_album'),
    listAllContent(locale, '/api/year_material'),
    listAllContent(locale, '/api/music_friend'),
  ]);
  const publication = (item: (typeof yearly)[number]) => {
    const kind = extraText(item.extra, 'kind', locale);
    return kind === 'brochure' || kind === 'report' ? t(`publication.${kind}`) : null;
  };
  return (
    <>
      <PageBanner kicker={t('kicker')} title={t('title')} lead={t('lead')}>
        <Link
          href={showListHref(0)}
          className="text-ink hover:bg-gold inline-flex min-h-11 items-center rounded bg-white px-6 font-medium hover:text-white"
        >
          {t('allPerformances')}
        </Link>
      </PageBanner>
      <div className="mx-auto max-w-7xl space-y-14 px-4 py-8 md:py-12">
        {themes.length > 0 && (
          <section aria-labelledby="themes-heading">
            <SectionHeading id="themes-heading" title={t('themes')} />
            <SeasonThemes themes={themes} locale={locale} />
          </section>
        )}
        {materials.length > 0 && (
          <section aria-labelledby="materials-heading">
            <SectionHeading id="materials-heading" title={t('materials')} />
            <ContentCards items={materials} locale={locale} label={dayLabel} testId="music-materials" />
          </section>
        )}
        {albums.length > 0 && (
          <section aria-labelledby="albums-heading">
            <SectionHeading id="albums-heading" title={t('albums')} />
            <ContentCards items={albums} locale={locale} shape="portrait" testId="program-albums" />
          </section>
        )}
        {yearly.length > 0 && (
          <section aria-labelledby="yearly-heading">
            <SectionHeading id="yearly-heading" title={t('yearly')} />
            <ContentCards items={yearly} locale={locale} label={publication} testId="year-materials" />
          </section>
        )}
        {friends.length > 0 && (
          <section aria-labelledby="friends-heading">
            <SectionHeading id="friends-heading" title={t('friends')} />
            <ContentCards items={friends} locale={locale} label={dayLabel} testId="music-friends" />
          </section>
        )}
        {[themes, materials, albums, yearly, friends].every((l) => l.length === 0) && (
          <p className="text-muted py-16 text-center">{t('empty')}</p>
        )}
      </div>
    </>
  );
}
