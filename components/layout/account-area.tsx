'use client';

import { CartIcon, UserIcon } from '@/components/ui/icons';
import { openLogin } from '@/lib/client/login-events';
import { LoginType } from '@/lib/contract/codes';
import { useLogin } from '@/lib/hooks/use-login';
import { AccountLabel } from './account-label';
import { lazyPart } from '@/components/i18n/lazy-part';
import type { Locale } from '@/lib/i18n/locales';
import type { LayoutWords } from '@/lib/i18n/layout-words';

const MemberMenu = lazyPart(() => import('./account-menus').then((m) => m.MemberMenu), { intl: true });
const EnterpriseMenu = lazyPart(() => import('./account-menus').then((m) => m.EnterpriseMenu), { intl: true });
const CartDot = lazyPart(() => import('./cart-dot').then((m) => m.CartDot), { intl: true });

/**
 * The header's account corner (§2). The header is part of the cached layout, the same HTML for everyone, so
 * who is logged in is asked here in the browser (GET /api/session): visitors get the login entry; personal
 * members the cart and their menu; venue renters their own menu and no cart.
 */
export function AccountArea({ locale, words }: { locale: Locale; words: LayoutWords['header'] }) {
  const { loginType } = useLogin();
  if (loginType === LoginType.member) {
    return (
      <>
        <a href="/cart" aria-label={words.cart} className="hover:text-brand relative rounded p-2" data-testid="header-cart">
          <CartIcon />
          <CartDot />
        </a>
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
      <AccountLabel label={words.login} en={locale === 'en-US'} />
    </button>
  );
}
