'use client';

import { useTranslations } from 'next-intl';
import { PAY_PROVIDERS } from '@/lib/contract/staff';
import { formatYuan } from '@/lib/format';
import { SelectField } from '@/components/ui/form-field';

/** How long money has waited, as the filter offers it (days). */
const AGES = ['1', '7', '30', '90'] as const;

export type QueueFilterValues = { provider: string; olderThanDays: string } & Record<string, string>;

/**
 * A refund list's filters, applied as they are chosen: the provider, the list's own kind (an order's kind, or why
 * money paid no order) and how long it has waited; then the count and sum of everything they match.
 */
export function QueueFilters({
  list,
  values,
  onChange,
  kind,
}: {
  list: 'owed' | 'unmatched';
  values: QueueFilterValues;
  onChange: (values: QueueFilterValues) => void;
  kind: { key: string; label: string; options: { value: string; label: string }[] };
}) {
  const t = useTranslations('console.refunds');
  const select = (key: string) => ({
    value: values[key] ?? '',
    onChange: (e: { target: { value: string } }) => onChange({ ...values, [key]: e.target.value }),
  });
  return (
    <div role="group" aria-label={t('filters')} className="mb-4 grid gap-3 sm:grid-cols-3">
      <SelectField id={`${list}-provider`} label={t('filterProvider')} {...select('provider')}>
        <option value="">{t('any')}</option>
        {PAY_PROVIDERS.map((p) => (
          <option key={p} value={p}>
            {t(`providers.${p}`)}
          </option>
        ))}
      </SelectField>
      <SelectField id={`${list}-${kind.key}`} label={kind.label} {...select(kind.key)}>
        <option value="">{t('any')}</option>
        {kind.options.map((o) => (
          <option key={o.value} value={o.value}>
            {o.label}
          </option>
        ))}
      </SelectField>
      <SelectField id={`${list}-age`} label={t('filterAge')} {...select('olderThanDays')}>
        <option value="">{t('any')}</option>
        {AGES.map((days) => (
          <option key={days} value={days}>
            {t(`ages.${days}`)}
          </option>
        ))}
      </SelectField>
    </div>
  );
}

/** What the filters match in all (not only this page): how many, and how much. */
export function QueueSummary({ list, total, sumFen }: { list: 'owed' | 'unmatched'; total: number; sumFen: number }) {
  const t = useTranslations('console.refunds');
  return (
    <p className="bg-paper mb-4 rounded px-3 py-2 text-sm font-medium" aria-live="polite" data-testid={`${list}-summary`}>
      {t(list === 'owed' ? 'owedSummary' : 'unmatchedSummary', { count: total, amount: formatYuan(sumFen) })}
    </p>
  );
}
