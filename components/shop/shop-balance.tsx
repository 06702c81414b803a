'use client';

import { useTranslations } from 'next-intl';
import { useLogin } from '@/lib/hooks/use-login';
import { useMember } from '@/lib/hooks/use-member';
import { LoginType } from '@/lib/contract/codes';

/**
 * The member's points where the shop's prices are read. The page is cached for everyone, so the balance is
 * asked by the browser, and only once someone is logged in.
 */
export function ShopBalance() {
  const t = useTranslations('shop');
  const login = useLogin();
  const member = login.loginType === LoginType.member ? <Balance /> : null;
  return member ?? <p className="text-muted text-sm">{t('balanceAfterLogin')}</p>;
}

function Balance() {
  const t = useTranslations('shop');
  const { data } = useMember();
  if (!data) return <span className="bg-line inline-block h-5 w-28 animate-pulse rounded" />;
  return (
    <p className="text-sm" data-testid="shop-balance">
      {t('balance', { points: data.pointsBalance })}
    </p>
  );
}
