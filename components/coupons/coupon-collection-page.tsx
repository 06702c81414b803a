'use client';

import { useState } from 'react';
import { useTranslations } from 'next-intl';
import type { CouponActivities as Activities } from '@/lib/contract/coupon';
import { AlertDialog, type Alert } from '@/components/ui/alert-dialog';
import { CouponActivities } from './coupon-activities';

/** The coupon activities as a page (/getCode, /couponActivity, /activityDetail), with the claim's alerts. */
export function CouponCollectionPage({
  initial,
  only,
  linkDetails = false,
}: {
  initial?: Activities;
  only?: number;
  linkDetails?: boolean;
}) {
  const t = useTranslations('coupons');
  const [alert, setAlert] = useState<Alert | null>(null);
  return (
    <>
      <CouponActivities
        initial={initial}
        only={only}
        onAlert={setAlert}
        showRules={only === undefined}
        linkDetails={linkDetails}
        layout={only === undefined ? 'grid' : 'column'}
      />
      <AlertDialog alert={alert} okLabel={t('ok')} onClose={() => setAlert(null)} testId="coupon-alert" />
    </>
  );
}
