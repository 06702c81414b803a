import { getTranslations } from 'next-intl/server';
import type { ContentItem } from '@/lib/contract/content';
import { localized, type Locale } from '@/lib/i18n/locales';
import { ImageModal } from '@/components/ui/image-modal';

/** Sponsors or partners as logo cards; a logo opens enlarged in a §2 modal that just closes. */
export async function LogoGrid({
  items,
  locale,
  large = false,
  testId,
}: {
  items: ContentItem[];
  locale: Locale;
  large?: boolean;
  testId: string;
}) {
  const t = await getTranslations('about');
  const tm = await getTranslations('imageModal');
  return (
    <ul className={`grid gap-4 ${large ? 'sm:grid-cols-2' : 'grid-cols-2 md:grid-cols-3 xl:grid-cols-4'}`} data-testid={testId}>
      {items.map((item) => {
        const name = localized(item, 'title', locale);
        const summary = localized(item, 'summary', locale);
        return (
          <li key={item.id} className="border-line flex flex-col rounded border bg-white p-4">
            <div className={`flex items-center justify-center ${large ? 'h-36' : 'h-24'}`}>
              {item.image ? (
                <ImageModal
                  src={item.image}
                  alt={name}
                  onImageClick="close"
                  openLabel={tm('open', { title: name })}
                  closeLabel={tm('close')}
                  caption={name}
                  className="h-full w-full"
                  testId={`logo-${item.id}`}
                >
                  <img src={item.image} alt="" loading="lazy" className="h-full w-full object-contain" />
                </ImageModal>
              ) : (
                <span className="text-muted font-serif text-lg">{name}</span>
              )}
            </div>
            <p className="mt-3 text-center font-medium">{name}</p>
            {summary && <p className={`text-muted mt-1 text-center text-sm ${large ? '' : 'line-clamp-3'}`}>{summary}</p>}
            {item.url && (
              <a
                href={item.url}
                target="_blank"
                rel="noopener noreferrer"
                className="text-brand mt-auto block pt-2 text-center text-sm hover:underline"
              >
                {t('website')}
              </a>
            )}
          </li>
        );
      })}
    </ul>
  );
}
