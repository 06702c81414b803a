'use client';

import { LoginType } from '@/lib/contract/codes';
import { useLogin } from '@/lib/hooks/use-login';
import { lazyPart } from '@/components/i18n/lazy-part';

// Members only: the list and SWR load once a member is known, so a visitor's first load of the page carries neither.
const MyCouponsList = lazyPart(() => import('./my-coupons-list').then((m) => m.MyCouponsList), { intl: true });

/**
 * On a performance's page, for a logged-in member: the coupons they hold that it accepts, so they know before
 * choosing seats. Nothing for visitors or members without any.
 */
export function MyCouponsHere({ projectId }: { projectId: number }) {
  const { loginType } = useLogin();
  return loginType === LoginType.member ? <MyCouponsList projectId={projectId} /> : null;
}
