import { getTranslations } from 'next-intl/server';
import type { ContentItem } from '@/lib/contract/content';
import { localized, type Locale } from '@/lib/i18n/locales';

type Report = ContentItem & { year: number; url: string };

/**
 * The annual reports among the yearly materials (`extra.kind` report, with a file), newest year first. The year is
 * the report's own (`extra.year`); without one, the year before it was published (reports come out in spring).
 */
export function annualReportsOf(items: ContentItem[]): Report[] {
  return items
    .filter((item): item is ContentItem & { url: string } => item.extra.kind === 'report' && !!item.url)
    .map((item) => ({
      ...item,
      year: typeof item.extra.year === 'number' ? item.extra.year : new Date(item.publishedAt).getUTCFullYear() - 1,
    }))
    .sort((a, b) => b.year - a.year);
}

const fileKind = (url: string) => url.split('?')[0].split('.').pop()?.toUpperCase() ?? '';

export async function AnnualReports({ reports, locale }: { reports: Report[]; locale: Locale }) {
  const t = await getTranslations({ locale, namespace: 'annualReport' });
  return (
    <ol className="divide-line border-line divide-y border-y" data-testid="annual-reports">
      {reports.map((report) => {
        const title = localized(report, 'title', locale);
        return (
          <li key={report.id} className="grid gap-3 py-6 sm:grid-cols-[6rem_1fr_auto] sm:items-center sm:gap-6" data-testid="annual-report">
            <p className="text-brand font-serif text-3xl font-semibold tabular-nums">{report.year}</p>
            <div>
              <h2 className="font-medium">{title}</h2>
              <p className="text-muted mt-1 text-sm">{localized(report, 'summary', locale)}</p>
            </div>
            <p className="flex gap-3 text-sm">
              <a
                href={report.url}
                target="_blank"
                rel="noopener"
                className="border-brand text-brand hover:bg-brand inline-flex min-h-11 items-center rounded border px-4 hover:text-white"
                aria-label={t('readLabel', { title })}
              >
                {t('read', { kind: fileKind(report.url) })}
              </a>
              <a
                href={report.url}
                download
                data-testid="annual-report-download"
                className="bg-brand hover:bg-brand-dark inline-flex min-h-11 items-center rounded px-4 text-white"
                aria-label={t('downloadLabel', { title })}
              >
                {t('download')}
              </a>
            </p>
          </li>
        );
      })}
    </ol>
  );
}
