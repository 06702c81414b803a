'use client';

import Link from 'next/link';
import { useTranslations } from 'next-intl';
import { useBuyers } from '@/lib/hooks/use-buyers';
import { SelectField } from '@/components/ui/form-field';

/** Real-name tickets: one regular purchaser per ticket, each at most once (§4). */
export function BuyerPicker({
  count,
  value,
  onChange,
}: {
  count: number;
  value: (number | undefined)[];
  onChange: (ids: (number | undefined)[]) => void;
}) {
  const t = useTranslations('checkout');
  const { data: buyers } = useBuyers();
  return (
    <fieldset className="space-y-3" data-testid="buyer-picker">
      <legend className="mb-1 font-semibold">{t('buyers')}</legend>
      <p className="text-muted text-sm">{t('buyersHint')}</p>
      {buyers && !buyers.length && (
        <p className="text-sm">
          {t('noBuyers')}{' '}
          <Link href="/accountSettings" className="text-brand underline">
            {t('addBuyers')}
          </Link>
        </p>
      )}
      {Array.from({ length: count }, (_, i) => (
        <SelectField
          key={i}
          id={`buyer-${i}`}
          label={t('buyerFor', { index: i + 1 })}
          value={value[i] ?? ''}
          onChange={(e) => {
            const next = [...value];
            next[i] = e.target.value ? Number(e.target.value) : undefined;
            onChange(next);
          }}
        >
          <option value="">{t('chooseBuyer')}</option>
          {(buyers ?? []).map((b) => (
            <option key={b.id} value={b.id} disabled={value.includes(b.id) && value[i] !== b.id}>
              {b.name} · {b.certNo}
            </option>
          ))}
        </SelectField>
      ))}
    </fieldset>
  );
}
