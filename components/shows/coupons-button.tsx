'use client';

import { useState } from 'react';
import { lazyPart } from '@/components/i18n/lazy-part';

// The overlay's code (list, claim, alerts) loads on the first click: the detail page's first load stays within budget.
const CouponCollection = lazyPart(() => import('@/components/coupons/coupon-collection').then((m) => m.CouponCollection), {
  intl: true,
});

/** "Coupons" on a performance with coupon activities: opens the §2 coupon collection overlay for it. */
export function CouponsButton({ projectId, label }: { projectId: number; label: string }) {
  const [open, setOpen] = useState(false);
  const [loaded, setLoaded] = useState(false);
  return (
    <>
      <button
        type="button"
        onClick={() => {
          setLoaded(true);
          setOpen(true);
        }}
        aria-haspopup="dialog"
        className="hover:text-ink inline-flex min-h-12 items-center rounded border border-white/60 px-6 font-medium text-white hover:bg-white"
        data-testid="detail-coupons"
      >
        {label}
      </button>
      {loaded && <CouponCollection projectId={projectId} open={open} onClose={() => setOpen(false)} />}
    </>
  );
}
