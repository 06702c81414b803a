'use client';

import { useTranslations } from 'next-intl';

/** − n + within 1…max; the buttons keep a finger's size on phones. */
export function QuantityStepper({
  value,
  max,
  onChange,
  disabled = false,
}: {
  value: number;
  max: number;
  onChange: (n: number) => void;
  disabled?: boolean;
}) {
  const t = useTranslations('shop');
  const button = 'border-line hover:border-ink flex size-11 items-center justify-center rounded border text-lg disabled:opacity-40';
  return (
    <div className="flex items-center gap-4">
      <span className="text-muted text-sm" id="quantity-label">
        {t('quantity')}
      </span>
      <div className="flex items-center gap-2" role="group" aria-labelledby="quantity-label">
        <button
          type="button"
          className={button}
          onClick={() => onChange(value - 1)}
          disabled={disabled || value <= 1}
          aria-label={t('decrease')}
          data-testid="quantity-minus"
        >
          −
        </button>
        <output className="w-10 text-center text-lg tabular-nums" data-testid="quantity" aria-live="polite">
          {value}
        </output>
        <button
          type="button"
          className={button}
          onClick={() => onChange(value + 1)}
          disabled={disabled || value >= max}
          aria-label={t('increase')}
          data-testid="quantity-plus"
        >
          +
        </button>
      </div>
    </div>
  );
}
