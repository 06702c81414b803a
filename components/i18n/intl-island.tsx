'use client';

import type { ReactNode } from 'react';
import { NextIntlClientProvider } from 'next-intl';
import { TIME_ZONE } from '@/lib/i18n/time-zone';
import { useCatalog } from './catalog';

/** next-intl's provider with the layout's client messages, for a part loaded after the page (lazyPart). */
export function IntlIsland({ children }: { children: ReactNode }) {
  const { locale, messages } = useCatalog();
  return (
    <NextIntlClientProvider locale={locale} messages={messages} timeZone={TIME_ZONE}>
      {children}
    </NextIntlClientProvider>
  );
}
