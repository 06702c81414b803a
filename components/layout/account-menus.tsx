'use client';

import Link from 'next/link';
import { useEffect, useRef, useState } from 'react';
import { useLocale, useTranslations } from 'next-intl';
import { UserIcon } from '@/components/ui/icons';
import { AccountLabel } from './account-label';
import { bffCall } from '@/lib/client/call';
import { siteAccountCalls } from '@/lib/contract/account-calls';
import { setLoginType } from '@/lib/client/storage';
import { useUnreadLetters } from '@/lib/hooks/use-unread-letters';

/** The menus of logged-in accounts, loaded only once someone is logged in (visitors never download them). */
export function MemberMenu() {
  const t = useTranslations('header');
  const locale = useLocale();
  // §6: the unread count is asked for logged-in personal members only (this menu shows for nobody else), and
  // only in Chinese: the messages page is Chinese only, so an English dot would point at nothing to open.
  const { data } = useUnreadLetters(locale === 'zh-CN');
  const unread = locale === 'zh-CN' ? (data?.unread ?? 0) : 0;
  return (
    <AccountMenu label={t('member')} badge={unread} testId="member-menu">
      <MenuLink href="/userCenter">{t('myProfile')}</MenuLink>
      <MenuLink href="/myOrder" testId="menu-orders">
        {t('myOrders')}
      </MenuLink>
      <MenuLink href="/reservationOrder" testId="menu-visits">
        {t('visitOrders')}
      </MenuLink>
      {/* The shop's orders and the messages page are Chinese only (§1, §2). */}
      {locale === 'zh-CN' && (
        <MenuLink href="/integralOrder" testId="menu-shop-orders">
          {t('shopOrders')}
        </MenuLink>
      )}
      {locale === 'zh-CN' && (
        <MenuLink href="/userStationLetter">
          <span className="flex-1">{t('messages')}</span>
          {unread > 0 && (
            <span className="bg-brand rounded-full px-1.5 text-xs leading-5 text-white" data-testid="header-unread">
              {unread > 99 ? '99+' : unread}
            </span>
          )}
        </MenuLink>
      )}
      <MenuLink href="/coupon" testId="menu-coupons">
        {t('coupons')}
      </MenuLink>
    </AccountMenu>
  );
}

export function EnterpriseMenu() {
  const t = useTranslations('header');
  return (
    <AccountMenu label={t('enterprise')} testId="enterprise-menu">
      <MenuLink href="/siteConsultation">{t('myProjects')}</MenuLink>
      <MenuLink href="/myCompany">{t('companyInfo')}</MenuLink>
    </AccountMenu>
  );
}

const itemClass = 'hover:bg-paper hover:text-brand flex min-h-11 w-full items-center gap-2 px-4 text-left text-sm';

function MenuLink({ href, testId, children }: { href: string; testId?: string; children: React.ReactNode }) {
  return (
    <li>
      <Link href={href} className={itemClass} data-testid={testId}>
        {children}
      </Link>
    </li>
  );
}

/** A disclosure menu: the button shows the list, Esc or a click elsewhere hides it; logout ends every account menu. */
function AccountMenu({ label, badge = 0, testId, children }: { label: string; badge?: number; testId: string; children: React.ReactNode }) {
  const t = useTranslations('header');
  const en = useLocale() === 'en-US';
  const [open, setOpen] = useState(false);
  const box = useRef<HTMLDivElement>(null);
  useEffect(() => {
    if (!open) return;
    const away = (e: Event) => !box.current?.contains(e.target as Node) && setOpen(false);
    const esc = (e: KeyboardEvent) => e.key === 'Escape' && setOpen(false);
    document.addEventListener('pointerdown', away);
    document.addEventListener('keydown', esc);
    return () => {
      document.removeEventListener('pointerdown', away);
      document.removeEventListener('keydown', esc);
    };
  }, [open]);

  // §4 logout: the hall API and the cookie forget the token, the local login type goes, then home.
  const logout = async () => {
    await bffCall(siteAccountCalls.logout, { body: {} }).catch(() => null);
    setLoginType(null);
    window.location.assign('/');
  };

  return (
    <div ref={box} className="relative" onBlur={(e) => !box.current?.contains(e.relatedTarget as Node) && setOpen(false)}>
      <button
        type="button"
        aria-expanded={open}
        aria-controls={`${testId}-list`}
        onClick={() => setOpen((o) => !o)}
        data-testid={testId}
        className="hover:text-brand relative flex items-center gap-1 rounded p-2 text-sm whitespace-nowrap"
      >
        <UserIcon />
        <AccountLabel label={label} en={en} />
        {badge > 0 && <span aria-hidden className="bg-brand absolute top-1.5 left-6 size-2 rounded-full" />}
      </button>
      <ul
        id={`${testId}-list`}
        hidden={!open}
        onClick={(e) => (e.target as HTMLElement).closest('a') && setOpen(false)}
        className="border-line absolute right-0 z-50 mt-1 w-48 rounded border bg-white py-1 shadow-lg"
      >
        {children}
        <li className="border-line mt-1 border-t pt-1">
          <button type="button" onClick={logout} className={itemClass} data-testid="logout">
            {t('logout')}
          </button>
        </li>
      </ul>
    </div>
  );
}
