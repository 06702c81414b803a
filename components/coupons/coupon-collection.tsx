'use client';

import { useState } from 'react';
import { useTranslations } from 'next-intl';
import { AlertDialog, type Alert } from '@/components/ui/alert-dialog';
import { Dialog } from '@/components/ui/dialog';
import { CouponActivities } from './coupon-activities';

/**
 * §2 coupon collection overlay for one performance (GET /api/member_code_promotion/event). Its alerts live
 * outside the dialog: a refused claim closes the overlay (§8) and the 'Note' must outlast it.
 */
export function CouponCollection({ projectId, open, onClose }: { projectId: number; open: boolean; onClose: () => void }) {
  const t = useTranslations('coupons');
  const [alert, setAlert] = useState<Alert | null>(null);
  return (
    <>
      <Dialog open={open} onClose={onClose} label={t('overlayTitle')} closeLabel={t('close')} variant="center" testId="coupon-overlay">
        <h2 className="mb-4 pr-8 font-serif text-xl font-semibold">{t('overlayTitle')}</h2>
        <CouponActivities projectId={projectId} onAlert={setAlert} onLeave={onClose} layout="column" />
      </Dialog>
      <AlertDialog alert={alert} okLabel={t('ok')} onClose={() => setAlert(null)} testId="coupon-alert" />
    </>
  );
}
