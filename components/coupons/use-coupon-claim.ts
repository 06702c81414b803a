'use client';

import { useRef, useState } from 'react';
import { useTranslations } from 'next-intl';
import { LoginType } from '@/lib/contract/codes';
import { useFailureText } from '@/lib/client/failure-text';
import { openLogin } from '@/lib/client/login-events';
import { useLogin } from '@/lib/hooks/use-login';
import type { Alert } from '@/components/ui/alert-dialog';
import { bffAt } from '@/lib/client/address';
import { couponAddresses } from '@/lib/contract/addresses';
import type { couponCalls } from '@/lib/contract/coupon-calls';

/**
 * §4 Coupon action, the claim: POST /api/member_code_promotion/send, then the list is read again and a
 * 'Collected' alert shows. A second click while a claim is in flight is ignored; a visitor is asked to log
 * in first; a refusal shows its subMsg in an alert titled 'Note' (and, §8, the overlay closes).
 */
export function useCouponClaim({
  refresh,
  onAlert,
  onLeave,
}: {
  refresh: () => Promise<unknown>;
  onAlert: (alert: Alert) => void;
  onLeave?: () => void;
}) {
  const t = useTranslations('coupons');
  const failure = useFailureText();
  const { loginType, known } = useLogin();
  const inFlight = useRef(false);
  const [claiming, setClaiming] = useState<number | null>(null);

  const claim = async (codePromotionId: number) => {
    if (inFlight.current) return;
    // Before the page knows who is logged in the claim is simply tried: a visitor's 40003 opens the login (§8).
    if (known && loginType !== LoginType.member) {
      onLeave?.();
      openLogin('personal');
      return;
    }
    inFlight.current = true;
    setClaiming(codePromotionId);
    try {
      await bffAt<typeof couponCalls.claim>(couponAddresses.claim, { body: { codePromotionId } });
      await refresh();
      onAlert({ title: t('collected'), message: t('collectedText') });
    } catch (error) {
      // A refusal usually means the list was stale (collected elsewhere, all gone): read it again either way.
      void refresh();
      const message = failure(error, t('collectFailed'));
      if (message) {
        onLeave?.();
        onAlert({ title: t('note'), message });
      }
    } finally {
      inFlight.current = false;
      setClaiming(null);
    }
  };
  return { claim, claiming };
}
