'use client';

import Link from 'next/link';
import { useRouter } from 'next/navigation';
import { useLocale, useTranslations } from 'next-intl';
import type { CouponView } from '@/lib/contract/order';
import { formatDay, formatYuan } from '@/lib/format';
import { COUPON_PAGE_SIZE, useMemberCoupons, type CouponStatus } from '@/lib/hooks/use-member-coupons';
import { couponUseHref } from '@/lib/links';
import { AccountState } from '@/components/ui/account-state';
import { primaryButton } from '@/components/ui/form-field';
import { Pager } from '@/components/ui/pager';
import { CouponFace, couponButton, couponButtonTone } from './coupon-face';
import { couponListHref } from './coupon-paths';

/** /coupon: the member's coupons in one state; unused ones lead to the performances they are for. */
export function MemberCoupons({ status, page }: { status: CouponStatus; page: number }) {
  const t = useTranslations('coupons');
  const router = useRouter();
  const { data, error, mutate } = useMemberCoupons(status, page);
  if (!data) return <AccountState area="member" error={error} retry={() => mutate()} />;
  if (data.list.length === 0) {
    return (
      <div className="border-line rounded-lg border bg-white px-4 py-14 text-center" data-testid="coupons-empty">
        <p className="text-muted">{t(`empty.${status}`)}</p>
        <Link href="/getCode" className={`${primaryButton} mt-6`}>
          {t('collectMore')}
        </Link>
      </div>
    );
  }
  return (
    <div>
      <ul className="grid gap-4 xl:grid-cols-2" data-testid="coupon-list">
        {data.list.map((coupon) => (
          <li key={coupon.id}>
            <MemberCoupon coupon={coupon} />
          </li>
        ))}
      </ul>
      <Pager page={page} total={data.total} pageSize={COUPON_PAGE_SIZE} onPage={(p) => router.push(couponListHref(status, p))} />
    </div>
  );
}

function MemberCoupon({ coupon }: { coupon: CouponView }) {
  const t = useTranslations('coupons');
  const locale = useLocale();
  const name = locale === 'en-US' ? coupon.enName || coupon.name : coupon.name;
  const action =
    coupon.status === 'unused' ? (
      <Link
        href={couponUseHref(coupon.projectIds, coupon.couponType === 'activity' ? 1 : 0)}
        className={`${couponButton} ${couponButtonTone.use}`}
        data-testid="coupon-use"
      >
        {t('useNow')}
      </Link>
    ) : (
      <span className={`${couponButton} ${couponButtonTone.done}`} data-testid="coupon-state">
        {t(`status.${coupon.status}`)}
      </span>
    );
  return (
    <CouponFace
      amount={formatYuan(coupon.amountFen)}
      caption={coupon.minSpendFen > 0 ? t('minSpend', { amount: formatYuan(coupon.minSpendFen) }) : t('noMinimum')}
      action={action}
      muted={coupon.status === 'used' || coupon.status === 'expired'}
      testId="coupon"
      id={coupon.id}
    >
      <h3 className="text-base leading-snug font-medium" data-testid="coupon-name">
        {name}
      </h3>
      {coupon.maxOrderFen !== null && <p className="text-muted">{t('maxOrder', { amount: formatYuan(coupon.maxOrderFen) })}</p>}
      <p className="text-muted">{t('expires', { date: formatDay(coupon.expiresAt) })}</p>
    </CouponFace>
  );
}
