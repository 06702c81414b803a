'use client';

import { useTranslations } from 'next-intl';
import { UserIcon } from '@/components/ui/icons';
import { openLogin } from '@/lib/client/login-events';

/** The header's account corner: the login entry for visitors (the member menu replaces it once logged in). */
export function AccountArea() {
  const t = useTranslations('header');
  return (
    <button
      type="button"
      onClick={() => openLogin()}
      data-testid="login-open"
      className="hover:text-brand flex items-center gap-1 rounded p-2 text-sm"
    >
      <UserIcon />
      <span className="hidden lg:inline">{t('login')}</span>
      <span className="sr-only lg:hidden">{t('login')}</span>
    </button>
  );
}
