'use client';

import Link from 'next/link';
import { useTranslations } from 'next-intl';
import type { CouponActivity } from '@/lib/contract/coupon';
import { couponUseHref } from '@/lib/links';
import { couponButton, couponButtonTone } from './coupon-face';

/** §2 the activity's button: Collect now (countNum below 1), Use now, or a Used that cannot be clicked. */
export function CouponAction({
  activity,
  claiming,
  onClaim,
  onLeave,
}: {
  activity: CouponActivity;
  claiming: boolean;
  onClaim: () => void;
  onLeave?: () => void;
}) {
  const t = useTranslations('coupons');
  if (activity.isUsed) {
    return (
      <span className={`${couponButton} ${couponButtonTone.done}`} aria-disabled="true" data-testid="coupon-action" data-state="used">
        {t('used')}
      </span>
    );
  }
  if (activity.countNum >= 1) {
    return (
      <Link
        href={couponUseHref(activity.projectIds, activity.couponType === 'activity' ? 1 : 0)}
        onClick={onLeave}
        className={`${couponButton} ${couponButtonTone.use}`}
        data-testid="coupon-action"
        data-state="use"
      >
        {t('useNow')}
      </Link>
    );
  }
  return (
    <button
      type="button"
      onClick={onClaim}
      aria-busy={claiming}
      className={`${couponButton} ${couponButtonTone.go} ${claiming ? 'opacity-70' : ''}`}
      data-testid="coupon-action"
      data-state="collect"
    >
      {claiming ? t('collecting') : t('collectNow')}
    </button>
  );
}
