'use client';

import { useTranslations } from 'next-intl';
import { secondaryButton } from '@/components/ui/form-field';

/** A list of small records (artists, repertoire) edited as rows of text fields, each row removable. */
export function RowsField<K extends string>({
  id,
  legend,
  keys,
  labels,
  rows,
  onChange,
}: {
  id: string;
  legend: string;
  keys: readonly K[];
  labels: Record<K, string>;
  rows: Record<K, string>[];
  onChange: (rows: Record<K, string>[]) => void;
}) {
  const t = useTranslations('console.editor');
  const blank = Object.fromEntries(keys.map((k) => [k, ''])) as Record<K, string>;
  const set = (index: number, key: K, value: string) => onChange(rows.map((row, i) => (i === index ? { ...row, [key]: value } : row)));
  return (
    <fieldset>
      <legend className="mb-2 text-sm font-medium">{legend}</legend>
      <div className="grid gap-3">
        {rows.map((row, index) => (
          <div
            key={index}
            className="border-line grid gap-2 rounded border p-3 sm:grid-cols-2 lg:grid-cols-4"
            data-testid={`${id}-${index}`}
          >
            {keys.map((key) => (
              <label key={key} className="text-sm">
                <span className="text-muted mb-1 block text-xs">{labels[key]}</span>
                <input
                  className="border-line focus:border-brand block min-h-11 w-full rounded border bg-white px-3 py-2 text-base outline-none"
                  value={row[key]}
                  data-testid={`${id}-${index}-${key}`}
                  onChange={(e) => set(index, key, e.target.value)}
                />
              </label>
            ))}
            <button
              type="button"
              className={`${secondaryButton} sm:col-span-2 lg:col-span-4 lg:justify-self-start`}
              onClick={() => onChange(rows.filter((_, i) => i !== index))}
            >
              {t('removeRow')}
            </button>
          </div>
        ))}
      </div>
      <button type="button" className={`${secondaryButton} mt-2`} onClick={() => onChange([...rows, blank])} data-testid={`${id}-add`}>
        {t('addRow')}
      </button>
    </fieldset>
  );
}
