'use client';

import Link from 'next/link';
import { useTranslations } from 'next-intl';
import { LoginType } from '@/lib/contract/codes';
import { openLogin } from '@/lib/client/login-events';
import { useLogin } from '@/lib/hooks/use-login';
import { useMember } from '@/lib/hooks/use-member';

/**
 * The member's points where the shop's prices are read. The page is cached for everyone, so the balance is
 * asked by the browser, and only once someone is logged in. `prominent` (the shop's head): the number large,
 * with the points log beside it, since every price on the page is read against it.
 */
export function ShopBalance({ prominent = false }: { prominent?: boolean }) {
  const t = useTranslations('shop');
  const login = useLogin();
  if (login.loginType === LoginType.member) return prominent ? <ProminentBalance /> : <Balance />;
  if (!prominent) return <p className="text-muted text-sm">{t('balanceAfterLogin')}</p>;
  return (
    <div className="border-line flex items-center gap-4 rounded-lg border bg-white px-5 py-3" data-testid="shop-balance-box">
      <p className="text-muted text-sm">{t('balanceAfterLogin')}</p>
      {login.known && (
        <button type="button" onClick={() => openLogin('personal')} className="text-brand text-sm font-medium hover:underline">
          {t('loginForBalance')}
        </button>
      )}
    </div>
  );
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

function ProminentBalance() {
  const t = useTranslations('shop');
  const { data } = useMember();
  return (
    <div className="border-line flex items-end gap-5 rounded-lg border bg-white px-5 py-3" data-testid="shop-balance-box">
      <p>
        <span className="text-muted block text-sm">{t('balanceLabel')}</span>
        {data ? (
          <span className="text-brand text-3xl leading-tight font-semibold tabular-nums" data-testid="shop-balance">
            {data.pointsBalance}
          </span>
        ) : (
          <span className="bg-line mt-1 inline-block h-8 w-24 animate-pulse rounded" />
        )}
      </p>
      <Link href="/userPointLog" className="text-brand mb-1 text-sm hover:underline">
        {t('pointLog')}
      </Link>
    </div>
  );
}
