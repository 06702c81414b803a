'use client';

import Link from 'next/link';
import dynamic from 'next/dynamic';
import { useTranslations } from 'next-intl';
import { CartIcon, UserIcon } from '@/components/ui/icons';
import { openLogin } from '@/lib/client/login-events';
import { LoginType } from '@/lib/contract/codes';
import { useLogin } from '@/lib/hooks/use-login';
import { AccountLabel } from './account-label';

const MemberMenu = dynamic(() => import('./account-menus').then((m) => m.MemberMenu));
const EnterpriseMenu = dynamic(() => import('./account-menus').then((m) => m.EnterpriseMenu));
const CartDot = dynamic(() => import('./cart-dot').then((m) => m.CartDot));

/**
 * The header's account corner (§2). The header is part of the cached layout, the same HTML for everyone, so
 * who is logged in is asked here in the browser (GET /api/session): visitors get the login entry; personal
 * members the cart and their menu; venue renters their own menu and no cart.
 */
export function AccountArea() {
  const t = useTranslations('header');
  const { loginType } = useLogin();
  if (loginType === LoginType.member) {
    return (
      <>
        <Link href="/cart" aria-label={t('cart')} className="hover:text-brand relative rounded p-2" data-testid="header-cart">
          <CartIcon />
          <CartDot />
        </Link>
        <MemberMenu />
      </>
    );
  }
  if (loginType === LoginType.enterprise) return <EnterpriseMenu />;
  return (
    <button
      type="button"
      onClick={() => openLogin()}
      data-testid="login-open"
      className="hover:text-brand flex items-center gap-1 rounded p-2 text-sm whitespace-nowrap"
    >
      <UserIcon />
      <AccountLabel label={t('login')} />
    </button>
  );
}
