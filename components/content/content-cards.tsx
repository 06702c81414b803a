import type { ContentItem } from '@/lib/contract/content';
import { formatDay } from '@/lib/format';
import { localized, type Locale } from '@/lib/i18n/locales';

type Shape = 'landscape' | 'portrait';

/**
 * Editorial items of the music season as cards: picture, title, summary and an optional label (a
 * programme book's date, a publication's kind). A card links out only when the item has a URL.
 */
export function ContentCards({
  items,
  locale,
  shape = 'landscape',
  label,
  testId,
}: {
  items: ContentItem[];
  locale: Locale;
  shape?: Shape;
  label?: (item: ContentItem) => string | null;
  testId: string;
}) {
  // Landscape cards sit beside their text on phones (a long season page stays scannable) and stack from `sm`.
  // Four (or eight) items fill rows of four better than rows of three.
  const wide = items.length % 4 === 0 && items.length % 3 !== 0 ? 'lg:grid-cols-4' : 'lg:grid-cols-3';
  const grid = shape === 'portrait' ? 'grid-cols-2 md:grid-cols-4' : `gap-y-5 sm:grid-cols-2 sm:gap-y-8 ${wide}`;
  const row = shape === 'landscape' ? 'flex gap-4 sm:block' : 'block';
  return (
    <ul className={`grid gap-x-5 gap-y-8 ${grid}`} data-testid={testId}>
      {items.map((item) => {
        const title = localized(item, 'title', locale);
        const body = (
          <>
            <div
              className={`bg-line shrink-0 overflow-hidden rounded ${shape === 'portrait' ? 'aspect-[3/4]' : 'aspect-[4/3] w-32 self-start sm:aspect-video sm:w-auto'}`}
            >
              {item.image && (
                <img
                  src={item.image}
                  alt=""
                  loading="lazy"
                  width={shape === 'portrait' ? 360 : 640}
                  height={shape === 'portrait' ? 480 : 360}
                  className="h-full w-full object-cover"
                />
              )}
            </div>
            <div className={`min-w-0 ${shape === 'portrait' ? 'mt-3' : 'sm:mt-3'}`}>
              {label?.(item) && <p className="text-gold mb-1 text-xs tracking-wider uppercase">{label(item)}</p>}
              <h3 className={`leading-snug font-medium ${item.url ? 'group-hover:text-brand' : ''}`}>{title}</h3>
              <p className="text-muted mt-1 text-sm leading-relaxed">{localized(item, 'summary', locale)}</p>
            </div>
          </>
        );
        return (
          <li key={item.id} className="group">
            {item.url ? (
              <a href={item.url} target="_blank" rel="noopener noreferrer" className={row}>
                {body}
              </a>
            ) : (
              <div className={row}>{body}</div>
            )}
          </li>
        );
      })}
    </ul>
  );
}

export const dayLabel = (item: ContentItem) => formatDay(item.publishedAt);
