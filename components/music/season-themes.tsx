import { getTranslations } from 'next-intl/server';
import type { ContentItem } from '@/lib/contract/content';
import { localized, type Locale } from '@/lib/i18n/locales';
import { ImageModal } from '@/components/ui/image-modal';

/**
 * The season's themes. The first theme's picture is the season poster: it opens large in the §2 image modal
 * whose click leads home; the other themes follow as numbered cards.
 */
export async function SeasonThemes({ themes, locale }: { themes: ContentItem[]; locale: Locale }) {
  const t = await getTranslations('music');
  const tm = await getTranslations('imageModal');
  const [lead, ...rest] = themes;
  const leadTitle = localized(lead, 'title', locale);
  return (
    <div className="space-y-8">
      <div className="grid items-center gap-6 md:grid-cols-2 md:gap-10">
        {lead.image && (
          <ImageModal
            src={lead.image}
            alt={t('posterAlt', { title: leadTitle })}
            onImageClick="home"
            openLabel={tm('open', { title: leadTitle })}
            closeLabel={tm('close')}
            homeLabel={tm('toHome')}
            className="bg-line aspect-[4/3] w-full overflow-hidden rounded"
            testId="season-poster"
          >
            <img src={lead.image} alt="" width={800} height={600} fetchPriority="high" className="h-full w-full object-cover" />
          </ImageModal>
        )}
        <div>
          <p className="text-gold font-serif text-5xl">01</p>
          <h3 className="mt-2 font-serif text-2xl font-semibold md:text-3xl">{leadTitle}</h3>
          <p className="text-muted mt-3 leading-relaxed md:text-lg">{localized(lead, 'summary', locale)}</p>
        </div>
      </div>
      {rest.length > 0 && (
        <ol className="grid gap-5 sm:grid-cols-2">
          {rest.map((theme, i) => (
            <li key={theme.id} className="border-line flex gap-4 rounded border bg-white p-4">
              {theme.image && (
                <img
                  src={theme.image}
                  alt=""
                  loading="lazy"
                  width={160}
                  height={120}
                  className="bg-line h-20 w-24 shrink-0 rounded object-cover sm:h-24 sm:w-32"
                />
              )}
              <div className="min-w-0">
                <p className="text-gold font-serif text-xl">{String(i + 2).padStart(2, '0')}</p>
                <h3 className="font-medium">{localized(theme, 'title', locale)}</h3>
                <p className="text-muted mt-1 text-sm">{localized(theme, 'summary', locale)}</p>
              </div>
            </li>
          ))}
        </ol>
      )}
    </div>
  );
}
