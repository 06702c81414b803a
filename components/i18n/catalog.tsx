'use client';

import { createContext, useContext, type ReactNode } from 'react';
import type { AbstractIntlMessages } from 'next-intl';
import type { Locale } from '@/lib/i18n/locales';

type Catalog = { locale: Locale; messages: AbstractIntlMessages };

const CatalogContext = createContext<Catalog | null>(null);

/**
 * Holds the layout's client messages without next-intl's provider, so that a page whose first-load components take
 * their words as props does not load use-intl at all: the parts loaded later (overlays, menus) wrap themselves in the
 * provider with these messages (IntlIsland).
 */
export function CatalogProvider({ locale, messages, children }: Catalog & { children: ReactNode }) {
  return <CatalogContext value={{ locale, messages }}>{children}</CatalogContext>;
}

/** The catalog above, or null where the layout gives none (the staff console, which has its own provider). */
export function useCatalog(): Catalog | null {
  return useContext(CatalogContext);
}
