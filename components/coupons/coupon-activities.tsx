'use client';

import Link from 'next/link';
import { useTranslations } from 'next-intl';
import type { CouponActivities as Activities, CouponActivity } from '@/lib/contract/coupon';
import { formatYuan } from '@/lib/format';
import { useCouponActivities } from '@/lib/hooks/use-coupon-activities';
import { couponActivityHref } from '@/lib/links';
import type { Alert } from '@/components/ui/alert-dialog';
import { RichText } from '@/components/content/rich-text';
import { CouponFace } from './coupon-face';
import { CouponAction } from './coupon-action';
import { useCouponClaim } from './use-coupon-claim';

/**
 * §2 coupon collection: the activities, each with its display info, name and button, then the rich-text
 * usage rules. Used by /getCode, /couponActivity, /activityDetail (`only` one activity) and the overlay
 * (`projectId`: one performance's). `onLeave` closes the overlay when the member goes elsewhere.
 */
export function CouponActivities({
  projectId,
  only,
  initial,
  onAlert,
  onLeave,
  showRules = true,
  linkDetails = false,
  layout = 'grid',
}: {
  projectId?: number;
  only?: number;
  initial?: Activities;
  onAlert: (alert: Alert) => void;
  onLeave?: () => void;
  showRules?: boolean;
  /** Public pages link each activity to /activityDetail; the overlay keeps the member where they are. */
  linkDetails?: boolean;
  /** Two abreast on wide screens, or one column (the overlay, a single activity). */
  layout?: 'grid' | 'column';
}) {
  const t = useTranslations('coupons');
  const { data, error, mutate, isLoading } = useCouponActivities(projectId, initial);
  const { claim, claiming } = useCouponClaim({ refresh: () => mutate(), onAlert, onLeave });
  // A public page starts from the visitor's view; until the member's own counts are in, a click could claim
  // a coupon they already hold, so it waits.
  const ready = !isLoading;

  if (!data) {
    return (
      <p role={error ? 'alert' : 'status'} className="text-muted py-10 text-center" data-testid="coupon-activities-state">
        {error ? t('loadFailed') : t('loading')}
      </p>
    );
  }
  const activities = data.memberCodePromotionActivityDTOS.filter((a) => only === undefined || a.codePromotionId === only);
  return (
    <div className="space-y-6" data-testid="coupon-activities" data-ready={ready}>
      {activities.length === 0 ? (
        <p className="text-muted py-8 text-center" data-testid="coupon-activities-empty">
          {t('noActivities')}
        </p>
      ) : (
        <ul className={layout === 'grid' ? 'grid gap-4 xl:grid-cols-2' : 'grid gap-3'}>
          {activities.map((activity) => (
            <li key={activity.codePromotionId}>
              <ActivityCoupon
                activity={activity}
                linkDetails={linkDetails}
                action={
                  <CouponAction
                    activity={activity}
                    claiming={claiming === activity.codePromotionId}
                    onClaim={() => ready && claim(activity.codePromotionId)}
                    onLeave={onLeave}
                  />
                }
              />
            </li>
          ))}
        </ul>
      )}
      {showRules && data.useRule && (
        <section
          aria-labelledby="coupon-rules-heading"
          className="border-line rounded-lg border bg-white p-4 text-sm lg:p-5"
          data-testid="coupon-rules"
        >
          <h3 id="coupon-rules-heading" className="mb-2 font-serif text-base font-semibold">
            {t('rules')}
          </h3>
          <RichText html={data.useRule} className="[&_p:last-child]:mb-0" />
        </section>
      )}
    </div>
  );
}

function ActivityCoupon({ activity, action, linkDetails }: { activity: CouponActivity; action: React.ReactNode; linkDetails: boolean }) {
  const t = useTranslations('coupons');
  return (
    <CouponFace
      amount={formatYuan(activity.amountFen)}
      caption={activity.minSpendFen > 0 ? t('minSpend', { amount: formatYuan(activity.minSpendFen) }) : t('noMinimum')}
      action={action}
      muted={activity.isUsed}
      testId="coupon-activity"
      id={activity.codePromotionId}
    >
      <p className="text-gold text-xs">{t(`types.${activity.couponType}`)}</p>
      <h3 className="text-base leading-snug font-medium" data-testid="coupon-activity-name">
        {linkDetails ? (
          <Link href={couponActivityHref(activity.codePromotionId)} className="hover:text-brand">
            {activity.promotionName}
          </Link>
        ) : (
          activity.promotionName
        )}
      </h3>
      <p className="text-muted">{activity.promotionShowInfo}</p>
      {activity.countNum >= 1 && !activity.isUsed && <p className="text-xs text-green-800">{t('held', { count: activity.countNum })}</p>}
    </CouponFace>
  );
}
