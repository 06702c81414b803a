'use client';

import type { ReactNode } from 'react';
import { NextIntlClientProvider } from 'next-intl';
import { TIME_ZONE } from '@/lib/i18n/time-zone';
import { useCatalog } from './catalog';

/**
 * next-intl's provider with the layout's client messages, for a part loaded after the page (lazyPart). Without a
 * catalog (the staff console) the part is under a provider already, and translates with that one.
 */
export function IntlIsland({ children }: { children: ReactNode }) {
  const catalog = useCatalog();
  if (!catalog) return children;
  return (
    <NextIntlClientProvider locale={catalog.locale} messages={catalog.messages} timeZone={TIME_ZONE}>
      {children}
    </NextIntlClientProvider>
  );
}
