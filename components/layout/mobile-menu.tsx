'use client';

import dynamic from 'next/dynamic';
import { useState } from 'react';
import { useTranslations } from 'next-intl';
import { MenuIcon } from '@/components/ui/icons';
import type { MenuItem } from './nav-items';

// Many visitors never open it: the drawer (and the language switch inside) loads on the first tap.
const MobileMenuDrawer = dynamic(() => import('./mobile-menu-drawer').then((m) => m.MobileMenuDrawer), { ssr: false });

/** The burger menu of phones: a button that opens the drawer of the main menu and the language switch. */
export function MobileMenu({ items }: { items: MenuItem[] }) {
  const t = useTranslations('header');
  const [open, setOpen] = useState(false);
  return (
    <div className="xl:hidden">
      <button
        type="button"
        aria-expanded={open}
        aria-controls="mobile-menu"
        aria-label={t('menu')}
        data-testid="menu-open"
        onClick={() => setOpen(true)}
        className="rounded p-2"
      >
        <MenuIcon />
      </button>
      {open && <MobileMenuDrawer items={items} close={() => setOpen(false)} />}
    </div>
  );
}
