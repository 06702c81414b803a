import { getTranslations } from 'next-intl/server';
import type { ContentItem } from '@/lib/contract/content';
import { extraText } from '@/lib/extra';
import { formatDay } from '@/lib/format';
import { localized, type Locale } from '@/lib/i18n/locales';

/** Job opportunities (/api/work_chance): the position and its extras (department, location, openings). */
export async function JobList({ items, locale }: { items: ContentItem[]; locale: Locale }) {
  const t = await getTranslations('about.job');
  return (
    <ul className="space-y-4" data-testid="job-list">
      {items.map((item) => {
        const count = Number(extraText(item.extra, 'count', locale) ?? 0);
        const facts = [
          { label: t('department'), value: extraText(item.extra, 'department', locale) },
          { label: t('location'), value: extraText(item.extra, 'location', locale) },
          { label: t('openings'), value: count > 0 ? t('openingsValue', { count }) : null },
          { label: t('posted'), value: formatDay(item.publishedAt) },
        ].filter((f) => f.value);
        return (
          <li key={item.id} className="border-line rounded border bg-white p-5">
            <h3 className="font-serif text-lg font-semibold">{localized(item, 'title', locale)}</h3>
            <dl className="mt-3 grid grid-cols-2 gap-x-6 gap-y-2 text-sm sm:grid-cols-4">
              {facts.map((f) => (
                <div key={f.label}>
                  <dt className="text-muted">{f.label}</dt>
                  <dd className="font-medium">{f.value}</dd>
                </div>
              ))}
            </dl>
            {localized(item, 'body', locale) && (
              <div
                className="rich-text border-line mt-4 border-t pt-4 text-sm"
                dangerouslySetInnerHTML={{ __html: localized(item, 'body', locale) }}
              />
            )}
          </li>
        );
      })}
    </ul>
  );
}
