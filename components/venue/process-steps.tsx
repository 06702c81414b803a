import type { ContentItem } from '@/lib/contract/content';
import { localized, type Locale } from '@/lib/i18n/locales';

/** The venue-rental process (/api/rental_process), in the hall's order: numbered steps, a row on wide screens. */
export function ProcessSteps({ items, locale }: { items: ContentItem[]; locale: Locale }) {
  return (
    <ol className="grid gap-4 sm:grid-cols-2 lg:grid-cols-3" data-testid="rental-process">
      {items.map((item, i) => (
        <li key={item.id} className="border-line flex gap-4 rounded border bg-white p-5">
          <span
            aria-hidden
            className="bg-brand flex h-10 w-10 shrink-0 items-center justify-center rounded-full font-serif text-lg text-white"
          >
            {i + 1}
          </span>
          <div className="min-w-0">
            <h3 className="font-medium">{localized(item, 'title', locale)}</h3>
            <p className="text-muted mt-1 text-sm leading-relaxed">{localized(item, 'summary', locale)}</p>
          </div>
        </li>
      ))}
    </ol>
  );
}
