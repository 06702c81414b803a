import Link from 'next/link';
import { getTranslations } from 'next-intl/server';
import type { Locale } from '@/lib/i18n/locales';
import { getRichText, listAllContent } from '@/lib/hall/content';
import { activityReviewHref } from '@/lib/links';
import { VirtualTourLink } from '@/components/layout/virtual-tour-link';
import { TOUR_WORDS } from '@/lib/i18n/layout-words';
import { wordsOf } from '@/lib/i18n/words';
import { RichText } from '@/components/content/rich-text';
import { LogoGrid } from './logo-grid';
import { DownloadList } from './download-list';
import { JobList } from './job-list';
import { HistoryTimeline } from './history-timeline';
import { TeamGrid } from './team-grid';
import { contentListCalls, richTextCalls } from '@/lib/contract/content-calls';

/** §2 activeIdx → section: 0 sponsorship, 1 partners, 2 downloads, 3 job opportunities, 4 about us, 5 contact. */
export const ABOUT_SECTIONS = ['sponsorship', 'partners', 'downloads', 'jobs', 'about', 'contact'] as const;
export type AboutIdx = 0 | 1 | 2 | 3 | 4 | 5;

/**
 * The menu order per language. The spec says the English menu "uses different indices"; we reorder the
 * English menu (About us first, as English visitors expect) but keep activeIdx meaning the same section in
 * both languages, so a link such as /aboutUs?activeIdx=5 (contact) shows the same content whatever the
 * reader's language, and the footer links need no language switch.
 */
export const ABOUT_MENU: Record<Locale, AboutIdx[]> = { 'zh-CN': [0, 1, 2, 3, 4, 5], 'en-US': [4, 5, 1, 0, 3, 2] };

function Empty({ text }: { text: string }) {
  return <p className="text-muted py-16 text-center">{text}</p>;
}

export async function AboutSection({ idx, locale }: { idx: AboutIdx; locale: Locale }) {
  const t = await getTranslations('about');
  switch (idx) {
    case 0: {
      const [titleSponsors, sponsors] = await Promise.all([
        listAllContent(locale, contentListCalls.titleSponsors),
        listAllContent(locale, contentListCalls.sponsors),
      ]);
      return (
        <div className="space-y-10">
          <p className="text-muted leading-relaxed">{t('sponsorshipLead')}</p>
          {titleSponsors.length > 0 && (
            <section aria-labelledby="title-sponsors">
              <h3 id="title-sponsors" className="mb-4 font-serif text-xl font-semibold">
                {t('titleSponsors')}
              </h3>
              <LogoGrid items={titleSponsors} locale={locale} large testId="title-sponsors" />
            </section>
          )}
          <section aria-labelledby="sponsors">
            <h3 id="sponsors" className="mb-4 font-serif text-xl font-semibold">
              {t('sponsors')}
            </h3>
            {sponsors.length ? <LogoGrid items={sponsors} locale={locale} testId="sponsors" /> : <Empty text={t('empty')} />}
          </section>
        </div>
      );
    }
    case 1: {
      const partners = await listAllContent(locale, contentListCalls.partners);
      return partners.length ? <LogoGrid items={partners} locale={locale} testId="partners" /> : <Empty text={t('empty')} />;
    }
    case 2: {
      const files = await listAllContent(locale, contentListCalls.downloads);
      return files.length ? <DownloadList items={files} locale={locale} /> : <Empty text={t('empty')} />;
    }
    case 3: {
      const jobs = await listAllContent(locale, contentListCalls.jobs);
      return (
        <div className="space-y-6">
          <p className="text-muted leading-relaxed">{t('jobsLead')}</p>
          {jobs.length ? <JobList items={jobs} locale={locale} /> : <Empty text={t('noJobs')} />}
        </div>
      );
    }
    case 4: {
      const [about, history, team] = await Promise.all([
        getRichText(locale, richTextCalls.aboutUs),
        listAllContent(locale, contentListCalls.history),
        listAllContent(locale, contentListCalls.team),
      ]);
      return (
        <div className="space-y-12">
          <RichText html={about} />
          <nav aria-label={t('moreAbout')} className="flex flex-wrap gap-3" data-testid="about-more">
            <Link
              href="/annualReport"
              className="border-brand text-brand hover:bg-brand inline-flex min-h-11 items-center rounded border px-4 hover:text-white"
            >
              {t('annualReports')}
            </Link>
            <Link
              href={activityReviewHref()}
              className="border-brand text-brand hover:bg-brand inline-flex min-h-11 items-center rounded border px-4 hover:text-white"
            >
              {t('activityReview')}
            </Link>
            <VirtualTourLink variant="button" words={await wordsOf(locale, 'header', TOUR_WORDS)} />
          </nav>
          {history.length > 0 && (
            <section aria-labelledby="history-heading">
              <h3 id="history-heading" className="mb-5 font-serif text-xl font-semibold">
                {t('history')}
              </h3>
              <HistoryTimeline items={history} locale={locale} />
            </section>
          )}
          {team.length > 0 && (
            <section aria-labelledby="team-heading">
              <h3 id="team-heading" className="mb-5 font-serif text-xl font-semibold">
                {t('team')}
              </h3>
              <TeamGrid items={team} locale={locale} />
            </section>
          )}
        </div>
      );
    }
    case 5:
      return (
        <RichText html={await getRichText(locale, richTextCalls.contactUs)} className="border-line rounded border bg-white p-5 md:p-8" />
      );
  }
}
