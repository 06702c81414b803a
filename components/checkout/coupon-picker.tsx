'use client';

import { useLocale, useTranslations } from 'next-intl';
import type { CouponView } from '@/lib/contract/order';
import { formatDay, formatYuan } from '@/lib/format';

/** The member's ticket coupons as radio choices; those that do not apply are shown disabled with the reason (§4). */
export function CouponPicker({ coupons, value, onChange }: { coupons: CouponView[]; value?: number; onChange: (id?: number) => void }) {
  const t = useTranslations('checkout');
  const locale = useLocale();
  return (
    <fieldset className="space-y-2" data-testid="coupon-picker">
      <legend className="mb-2 font-semibold">{t('coupons')}</legend>
      <label className="border-line flex min-h-11 items-center gap-3 rounded border px-3">
        <input type="radio" name="coupon" checked={value === undefined} onChange={() => onChange(undefined)} />
        {t('noCoupon')}
      </label>
      {coupons.map((c) => (
        <label
          key={c.id}
          className={`flex min-h-11 items-center gap-3 rounded border px-3 py-2 ${c.usable ? 'border-line' : 'border-line bg-paper text-muted'}`}
          data-testid={`coupon-${c.id}`}
        >
          <input type="radio" name="coupon" disabled={!c.usable} checked={value === c.id} onChange={() => onChange(c.id)} />
          <span className="text-brand w-20 shrink-0 font-semibold">{t('couponAmount', { amount: formatYuan(c.amountFen) })}</span>
          <span className="min-w-0 flex-1 text-sm">
            <span className="block">{locale === 'en-US' ? c.enName : c.name}</span>
            <span className="text-muted block text-xs">
              {c.minSpendFen > 0 && `${t('couponMin', { amount: formatYuan(c.minSpendFen) })} · `}
              {t('couponExpires', { date: formatDay(c.expiresAt) })}
            </span>
            {c.unusableReason && <span className="block text-xs">{t(`couponReason_${c.unusableReason}`)}</span>}
          </span>
        </label>
      ))}
    </fieldset>
  );
}
