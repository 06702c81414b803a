import type { ContentItem } from '@/lib/contract/content';
import { formatDay } from '@/lib/format';
import { localized, type Locale } from '@/lib/i18n/locales';
import { RichText } from '@/components/content/rich-text';

/** Past activities as articles: the picture beside the story from `md`, above it on phones. */
export function ActivityReviews({ items, locale }: { items: ContentItem[]; locale: Locale }) {
  return (
    <ol className="space-y-10" data-testid="activity-reviews">
      {items.map((item) => {
        const body = localized(item, 'body', locale);
        return (
          <li key={item.id}>
            <article className="grid gap-4 md:grid-cols-[2fr_3fr] md:gap-8" data-testid="activity-review">
              <div className="bg-line aspect-video overflow-hidden rounded">
                {item.image && (
                  <img src={item.image} alt="" loading="lazy" width={640} height={360} className="h-full w-full object-cover" />
                )}
              </div>
              <div>
                <p className="text-gold text-xs tracking-wider">
                  <time dateTime={item.publishedAt}>{formatDay(item.publishedAt)}</time>
                </p>
                <h2 className="mt-1 font-serif text-xl font-semibold">{localized(item, 'title', locale)}</h2>
                <p className="text-muted mt-2">{localized(item, 'summary', locale)}</p>
                {body && <RichText html={body} className="mt-3 text-sm leading-relaxed" />}
              </div>
            </article>
          </li>
        );
      })}
    </ol>
  );
}
