import { getTranslations } from 'next-intl/server';
import type { ContentItem } from '@/lib/contract/content';
import { extraText } from '@/lib/extra';
import { localized, type Locale } from '@/lib/i18n/locales';

/** Rentable areas (/api/area) with their capacity and floor size. */
export async function AreaGrid({ items, locale }: { items: ContentItem[]; locale: Locale }) {
  const t = await getTranslations('venue');
  return (
    <ul className="grid gap-6 sm:grid-cols-2 lg:grid-cols-3" data-testid="areas">
      {items.map((item) => {
        const capacity = extraText(item.extra, 'capacity', locale);
        const size = extraText(item.extra, 'size', locale);
        return (
          <li key={item.id} className="border-line overflow-hidden rounded border bg-white">
            <div className="bg-line aspect-video">
              {item.image && <img src={item.image} alt="" loading="lazy" width={640} height={360} className="h-full w-full object-cover" />}
            </div>
            <div className="p-5">
              <h3 className="font-serif text-xl font-semibold">{localized(item, 'title', locale)}</h3>
              <dl className="mt-3 flex gap-6 text-sm">
                {capacity && (
                  <div>
                    <dt className="text-muted">{t('capacity')}</dt>
                    <dd className="font-medium">{t('capacityValue', { count: Number(capacity) })}</dd>
                  </div>
                )}
                {size && (
                  <div>
                    <dt className="text-muted">{t('size')}</dt>
                    <dd className="font-medium">{size}</dd>
                  </div>
                )}
              </dl>
              <p className="text-muted mt-3 text-sm leading-relaxed">{localized(item, 'summary', locale)}</p>
            </div>
          </li>
        );
      })}
    </ul>
  );
}
