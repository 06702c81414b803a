import Link from 'next/link';
import type { ContentItem } from '@/lib/contract/content';
import { formatDay } from '@/lib/format';
import { localized, type Locale } from '@/lib/i18n/locales';
import { newsDetailHref } from '@/lib/links';

/** External announcements: text rows with their date, newest first. */
export function AnnouncementList({ items, locale }: { items: ContentItem[]; locale: Locale }) {
  return (
    <ul className="divide-line border-line divide-y border-y">
      {items.map((item) => (
        <li key={item.id} data-testid="news-item">
          <Link href={newsDetailHref(item.id, 2)} className="group flex flex-col gap-1 py-4 md:flex-row md:items-baseline md:gap-8">
            <time dateTime={item.publishedAt} className="text-muted shrink-0 text-sm tabular-nums md:w-28">
              {formatDay(item.publishedAt)}
            </time>
            <span className="min-w-0">
              <span className="group-hover:text-brand block font-medium">{localized(item, 'title', locale)}</span>
              {localized(item, 'summary', locale) && (
                <span className="text-muted mt-1 line-clamp-2 block text-sm">{localized(item, 'summary', locale)}</span>
              )}
            </span>
          </Link>
        </li>
      ))}
    </ul>
  );
}
