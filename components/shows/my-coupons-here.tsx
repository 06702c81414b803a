'use client';

import Link from 'next/link';
import useSWR from 'swr';
import { useTranslations } from 'next-intl';
import type { CouponView } from '@/lib/contract/order';
import { LoginType } from '@/lib/contract/codes';
import { swrFetcher } from '@/lib/client/bff';
import { formatYuan } from '@/lib/format';
import { accountSwr } from '@/lib/hooks/account-swr';
import { useLogin } from '@/lib/hooks/use-login';

/**
 * On a performance's page, for a logged-in member: the coupons they hold that it accepts (§7
 * /api/project/user_coupon), so they know before choosing seats. Nothing for visitors or members without any.
 */
export function MyCouponsHere({ projectId }: { projectId: number }) {
  const t = useTranslations('coupons');
  const { loginType } = useLogin();
  const member = loginType === LoginType.member;
  const { data } = useSWR<CouponView[]>(member ? ['/api/project/user_coupon', { id: projectId }] : null, swrFetcher, accountSwr);
  if (!member || !data?.length) return null;
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
