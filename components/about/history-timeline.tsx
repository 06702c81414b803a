import type { ContentItem } from '@/lib/contract/content';
import { localized, type Locale } from '@/lib/i18n/locales';

/** The hall's milestones (/api/bigHistorys), one year a step, on a vertical line. */
export function HistoryTimeline({ items, locale }: { items: ContentItem[]; locale: Locale }) {
  return (
    <ol className="border-line relative ml-2 border-l-2" data-testid="history">
      {items.map((item) => (
        <li key={item.id} className="relative pb-6 pl-6 last:pb-0">
          <span aria-hidden className="border-paper bg-brand absolute top-1.5 -left-[7px] h-3 w-3 rounded-full border-2" />
          <p className="text-brand font-serif text-lg font-semibold">{localized(item, 'title', locale)}</p>
          <p className="mt-1 leading-relaxed">{localized(item, 'summary', locale)}</p>
        </li>
      ))}
    </ol>
  );
}
