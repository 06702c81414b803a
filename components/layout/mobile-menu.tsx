'use client';

import { useState } from 'react';
import { lazyPart } from '@/components/i18n/lazy-part';
import { MenuIcon } from '@/components/ui/icons';
import type { MenuItem } from './nav-items';

// Many visitors never open it: the drawer (and the language switch inside) loads on the first tap.
const MobileMenuDrawer = lazyPart(() => import('./mobile-menu-drawer').then((m) => m.MobileMenuDrawer), { intl: true });

/** The burger menu of phones: a button that opens the drawer of the main menu and the language switch. */
export function MobileMenu({ items, label }: { items: MenuItem[]; label: string }) {
  const [open, setOpen] = useState(false);
  return (
    <div className="xl:hidden">
      <button
        type="button"
        aria-expanded={open}
        aria-controls="mobile-menu"
        aria-label={label}
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
