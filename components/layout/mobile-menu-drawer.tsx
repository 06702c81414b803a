'use client';

import Link from 'next/link';
import { createPortal } from 'react-dom';
import { useLocale, useTranslations } from 'next-intl';
import { CloseIcon } from '@/components/ui/icons';
import { useBrands, usePackagesOpen, useWelfareOpen } from '@/lib/hooks/use-session-flags';
import { localized, type Locale } from '@/lib/i18n/locales';
import { educationHref } from '@/lib/links';
import { LanguageSwitch } from './language-switch';
import type { MenuItem } from './nav-items';

/**
 * The burger menu's drawer, loaded when it is first opened: the main menu (the education brands under their entry)
 * and the language switch.
 */
export function MobileMenuDrawer({ items, close }: { items: MenuItem[]; close: () => void }) {
  const t = useTranslations('header');
  const tl = useTranslations('language');
  const features = { packages: usePackagesOpen(), welfare: useWelfareOpen() };
  const brands = useBrands();
  const locale = useLocale() as Locale;
  // The header's backdrop blur would make it the drawer's containing block; the body is the right one.
  return createPortal(
    <div className="fixed inset-0 z-50 bg-black/40" onClick={close}>
      <nav
        id="mobile-menu"
        aria-label={t('menu')}
        onClick={(e) => e.stopPropagation()}
        className="absolute top-0 right-0 flex h-full w-72 flex-col overflow-y-auto bg-white p-5 shadow-xl"
      >
        <button type="button" aria-label={t('closeMenu')} onClick={close} className="self-end p-1">
          <CloseIcon />
        </button>
        <ul className="divide-line mt-2 divide-y">
          {items
            .filter((item) => !item.gated || features[item.gated])
            .map((item) => (
              <li key={item.key}>
                <Link href={item.href} onClick={close} className="block py-3 text-base">
                  {item.label}
                </Link>
                {item.key === 'education' && brands && brands.length > 0 && (
                  <ul className="-mt-1 pb-2 pl-4" data-testid="menu-brands">
                    {brands.map((b) => (
                      <li key={b.id}>
                        <Link href={educationHref(b)} onClick={close} className="text-muted block py-1.5 text-sm">
                          {localized(b, 'name', locale)}
                        </Link>
                      </li>
                    ))}
                  </ul>
                )}
              </li>
            ))}
        </ul>
        <div className="border-line mt-4 border-t pt-4">
          <LanguageSwitch locale={locale} words={{ other: tl('other'), switchTo: tl('switchTo') }} />
        </div>
      </nav>
    </div>,
    document.body,
  );
}
