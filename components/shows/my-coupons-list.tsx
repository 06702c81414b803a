'use client';

import Link from 'next/link';
import { useTranslations } from 'next-intl';
import { couponAddresses } from '@/lib/contract/addresses';
import type { couponCalls } from '@/lib/contract/coupon-calls';
import { useAddress } from '@/lib/hooks/use-address';
import { formatYuan } from '@/lib/format';
import { accountSwr } from '@/lib/hooks/account-swr';

/** The coupons a logged-in member holds that this performance accepts (§7's user_coupon); nothing when none. */
export function MyCouponsList({ projectId }: { projectId: number }) {
  const t = useTranslations('coupons');
  const { data } = useAddress<typeof couponCalls.mineForPerformance>(
    couponAddresses.mineForPerformance,
    { query: { id: projectId } },
    accountSwr,
  );
  if (!data?.length) return null;
  return (
    <section
      className="border-brand/30 bg-brand/5 rounded border p-4 text-sm"
      aria-labelledby="my-coupons-heading"
      data-testid="my-coupons-here"
    >
      <h2 id="my-coupons-heading" className="font-medium">
        {t('heldHere', { count: data.length })}
      </h2>
      <ul className="mt-2 flex flex-wrap gap-2">
        {data.map((c) => (
          <li key={c.id} className="bg-brand rounded px-2 py-1 text-xs text-white" data-testid="my-coupon-here">
            {c.minSpendFen > 0
              ? t('offOver', { amount: formatYuan(c.amountFen), min: formatYuan(c.minSpendFen) })
              : t('off', { amount: formatYuan(c.amountFen) })}
          </li>
        ))}
      </ul>
      <Link href="/coupon" className="text-brand mt-2 inline-block underline">
        {t('seeMine')}
      </Link>
    </section>
  );
}
