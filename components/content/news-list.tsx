import type { ContentItem } from '@/lib/contract/content';
import { formatDay } from '@/lib/format';
import { localized, type Locale } from '@/lib/i18n/locales';
import { newsDetailHref } from '@/lib/links';

/** News, videos or announcements as a list of cards; index is the news tab they belong to (§2). */
export function NewsList({ items, index, locale }: { items: ContentItem[]; index: 0 | 1 | 2; locale: Locale }) {
  return (
    <ul className="grid gap-6 md:grid-cols-2">
      {items.map((item) => (
        <li key={item.id} data-testid="news-item">
          <a href={newsDetailHref(item.id, index)} className="group flex gap-4">
            {item.image && (
              <img
                src={item.image}
                alt=""
                width={160}
                height={110}
                loading="lazy"
                className="h-[82px] w-[120px] shrink-0 rounded object-cover md:h-[110px] md:w-[160px]"
              />
            )}
            <span className="min-w-0">
              <span className="group-hover:text-brand line-clamp-2 font-medium">{localized(item, 'title', locale)}</span>
              <span className="text-muted mt-1 line-clamp-2 text-sm">{localized(item, 'summary', locale)}</span>
              <time className="text-muted mt-1 block text-xs" dateTime={item.publishedAt}>
                {formatDay(item.publishedAt)}
              </time>
            </span>
          </a>
        </li>
      ))}
    </ul>
  );
}
