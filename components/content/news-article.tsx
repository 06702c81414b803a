import Link from 'next/link';
import { getTranslations } from 'next-intl/server';
import type { ContentDetail } from '@/lib/contract/content';
import { extraText } from '@/lib/extra';
import { formatDay } from '@/lib/format';
import { localized, type Locale } from '@/lib/i18n/locales';
import { newsDetailHref } from '@/lib/links';
import { RichText } from './rich-text';

const isVideoFile = (url: string) => /\.(mp4|webm|m3u8)(\?|$)/i.test(url);

/** A media report, video or announcement: title, date, source, body and the neighbouring items of its tab. */
export async function NewsArticle({ item, index, locale }: { item: ContentDetail; index: 0 | 1 | 2; locale: Locale }) {
  const t = await getTranslations('news');
  const title = localized(item, 'title', locale);
  const body = localized(item, 'body', locale);
  const source = extraText(item.extra, 'source', locale);
  const duration = extraText(item.extra, 'duration', locale);
  return (
    <article data-testid="news-article">
      <header className="border-line border-b pb-5">
        <h1 className="font-serif text-2xl leading-snug font-semibold md:text-4xl">{title}</h1>
        <p className="text-muted mt-3 flex flex-wrap gap-x-4 gap-y-1 text-sm">
          <time dateTime={item.publishedAt}>{t('published', { date: formatDay(item.publishedAt) })}</time>
          {source && <span>{t('source', { source })}</span>}
          {duration && <span>{t('durationValue', { duration })}</span>}
        </p>
      </header>
      {index === 1 && item.url && isVideoFile(item.url) ? (
        <video controls preload="none" poster={item.image ?? undefined} className="bg-ink mt-6 aspect-video w-full rounded">
          <source src={item.url} />
        </video>
      ) : (
        item.image && (
          <img src={item.image} alt="" width={1200} height={675} className="bg-line mt-6 aspect-video w-full rounded object-cover" />
        )
      )}
      {index === 1 && item.url && !isVideoFile(item.url) && (
        <a
          href={item.url}
          target="_blank"
          rel="noopener noreferrer"
          className="bg-brand hover:bg-brand-dark mt-4 inline-block rounded px-5 py-2 text-white"
        >
          {t('watch')}
        </a>
      )}
      {body ? (
        <RichText html={body} className="mt-6" />
      ) : (
        localized(item, 'summary', locale) && <p className="mt-6 leading-relaxed">{localized(item, 'summary', locale)}</p>
      )}
      {index !== 1 && item.url && (
        <p className="mt-6 text-sm">
          <a href={item.url} target="_blank" rel="noopener noreferrer" className="text-brand underline">
            {t('original')}
          </a>
        </p>
      )}
      <nav aria-label={t('neighbours')} className="border-line mt-10 grid gap-3 border-t pt-6 text-sm md:grid-cols-2">
        {(['prev', 'next'] as const).map((dir) => {
          const other = item[dir];
          return (
            <p key={dir} className={dir === 'next' ? 'md:text-right' : ''}>
              <span className="text-muted block">{t(dir === 'prev' ? 'prevArticle' : 'nextArticle')}</span>
              {other ? (
                <Link
                  href={newsDetailHref(other.id, index)}
                  className="hover:text-brand line-clamp-2 font-medium"
                  data-testid={`news-${dir}`}
                >
                  {localized(other, 'title', locale)}
                </Link>
              ) : (
                <span className="text-muted">{t('noMore')}</span>
              )}
            </p>
          );
        })}
      </nav>
    </article>
  );
}
