import type { ContentItem } from '@/lib/contract/content';
import { localized, type Locale } from '@/lib/i18n/locales';

/** The hall's resident ensembles and teams (/api/team). */
export function TeamGrid({ items, locale }: { items: ContentItem[]; locale: Locale }) {
  return (
    <ul className="grid gap-5 sm:grid-cols-2 xl:grid-cols-4" data-testid="team">
      {items.map((item) => (
        <li key={item.id} className="border-line overflow-hidden rounded border bg-white">
          {item.image && (
            <img src={item.image} alt="" loading="lazy" width={480} height={270} className="bg-line aspect-video w-full object-cover" />
          )}
          <div className="p-4">
            <h4 className="font-medium">{localized(item, 'title', locale)}</h4>
            <p className="text-muted mt-1 text-sm leading-relaxed">{localized(item, 'summary', locale)}</p>
          </div>
        </li>
      ))}
    </ul>
  );
}
