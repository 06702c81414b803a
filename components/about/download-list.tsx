import { getTranslations } from 'next-intl/server';
import type { ContentItem } from '@/lib/contract/content';
import { extraText } from '@/lib/extra';
import { formatDay } from '@/lib/format';
import { localized, type Locale } from '@/lib/i18n/locales';

/** Downloadable documents (/api/enterprice_down_file): name, date, format and size, and the link. */
export async function DownloadList({ items, locale }: { items: ContentItem[]; locale: Locale }) {
  const t = await getTranslations('about');
  return (
    <ul className="divide-line border-line divide-y rounded border bg-white" data-testid="download-list">
      {items.map((item) => {
        const name = localized(item, 'title', locale);
        const details = [
          extraText(item.extra, 'format', locale)?.toUpperCase(),
          extraText(item.extra, 'size', locale),
          formatDay(item.publishedAt),
        ].filter(Boolean);
        return (
          <li key={item.id} className="flex flex-col gap-3 p-4 sm:flex-row sm:items-center sm:justify-between">
            <div className="min-w-0">
              <p className="font-medium">{name}</p>
              {localized(item, 'summary', locale) && <p className="text-muted mt-1 text-sm">{localized(item, 'summary', locale)}</p>}
              <p className="text-muted mt-1 text-xs">{details.join(' · ')}</p>
            </div>
            {item.url && (
              <a
                href={item.url}
                download
                aria-label={t('downloadFile', { name })}
                className="border-brand text-brand hover:bg-brand shrink-0 self-start rounded border px-4 py-1.5 text-sm hover:text-white sm:self-center"
              >
                {t('download')}
              </a>
            )}
          </li>
        );
      })}
    </ul>
  );
}
