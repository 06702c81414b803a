import type { ReactNode } from 'react';
import { getLocale } from 'next-intl/server';
import type { Locale } from '@/lib/i18n/locales';
import { scopedMessages } from '@/lib/i18n/scoped-messages';
import { CatalogProvider } from './catalog';

/**
 * A page's own namespaces for a landing page's parts that load later (lazyPart with `intl`): they go to the catalog
 * those parts read, not to a provider, so the page's first load carries no use-intl (app/[locale]/(landing)). Its own
 * module: a page that imports ClientNamespaces' module loads next-intl's provider, rendered or not.
 */
export async function CatalogNamespaces({ names, children }: { names: string[]; children: ReactNode }) {
  const [messages, locale] = await Promise.all([scopedMessages(names), getLocale()]);
  return (
    <CatalogProvider locale={locale as Locale} messages={messages}>
      {children}
    </CatalogProvider>
  );
}
