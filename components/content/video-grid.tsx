import Link from 'next/link';
import { getTranslations } from 'next-intl/server';
import type { ContentItem } from '@/lib/contract/content';
import { extraText } from '@/lib/extra';
import { formatDay } from '@/lib/format';
import { localized, type Locale } from '@/lib/i18n/locales';
import { newsDetailHref } from '@/lib/links';
import { ImageModal } from '@/components/ui/image-modal';

/** Video highlights: posters with their duration; the poster opens large (a §2 modal that just closes), the title opens the video's page. */
export async function VideoGrid({ items, locale }: { items: ContentItem[]; locale: Locale }) {
  const t = await getTranslations('news');
  const tm = await getTranslations('imageModal');
  return (
    <ul className="grid grid-cols-1 gap-x-6 gap-y-8 sm:grid-cols-2 lg:grid-cols-3">
      {items.map((item, i) => {
        const title = localized(item, 'title', locale);
        const duration = extraText(item.extra, 'duration', locale);
        return (
          <li key={item.id} data-testid="video-item">
            <div className="bg-ink relative aspect-video overflow-hidden rounded">
              {item.image && (
                <ImageModal
                  src={item.image}
                  alt={title}
                  onImageClick="close"
                  openLabel={tm('open', { title })}
                  closeLabel={tm('close')}
                  caption={title}
                  className="h-full w-full"
                  testId={`video-poster-${item.id}`}
                >
                  <img
                    src={item.image}
                    alt=""
                    width={640}
                    height={360}
                    loading={i < 3 ? 'eager' : 'lazy'}
                    className="h-full w-full object-cover transition-transform duration-300 hover:scale-105"
                  />
                </ImageModal>
              )}
              {duration && (
                <span className="pointer-events-none absolute right-2 bottom-2 rounded bg-black/75 px-1.5 py-0.5 text-xs text-white tabular-nums">
                  <span className="sr-only">{t('duration')} </span>
                  {duration}
                </span>
              )}
            </div>
            <Link href={newsDetailHref(item.id, 1)} className="hover:text-brand mt-3 line-clamp-2 block font-medium">
              {title}
            </Link>
            <time dateTime={item.publishedAt} className="text-muted mt-1 block text-xs">
              {formatDay(item.publishedAt)}
            </time>
          </li>
        );
      })}
    </ul>
  );
}
