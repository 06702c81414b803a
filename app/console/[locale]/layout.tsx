import type { Metadata, Viewport } from 'next';
import { notFound } from 'next/navigation';
import type { ReactNode } from 'react';
import { NextIntlClientProvider } from 'next-intl';
import { getMessages, getTranslations, setRequestLocale } from 'next-intl/server';
import { consoleClientMessages } from '@/lib/console/client-messages';
import { locales, type Locale } from '@/lib/i18n/locales';
import { Toaster } from '@/components/ui/toast';
import { HydrationMark } from '@/components/console/hydration-mark';
import '../../globals.css';

export const viewport: Viewport = { width: 'device-width', initialScale: 1, themeColor: '#8c1c2c' };

export async function generateMetadata({ params }: { params: Promise<{ locale: string }> }): Promise<Metadata> {
  const { locale } = await params;
  const t = await getTranslations({ locale, namespace: 'console' });
  return {
    title: { default: t('title'), template: `%s | ${t('title')}` },
    // Never in a search engine, whatever links to it (proxy.ts also sends X-Robots-Tag).
    robots: { index: false, follow: false },
    icons: { icon: '/art/logo.svg' },
  };
}

/**
 * The staff console's own root layout (/console/*, rewritten here by proxy.ts with the language of the cookie):
 * none of the public site's header, footer or login overlays; the pages are per request and never cached.
 */
export default async function ConsoleLayout({ children, params }: { children: ReactNode; params: Promise<{ locale: string }> }) {
  const { locale } = await params;
  if (!locales.includes(locale as Locale)) notFound();
  setRequestLocale(locale);
  const messages = await getMessages();
  const used = consoleClientMessages(messages);
  return (
    <html lang={locale}>
      <body className="bg-paper text-ink min-h-screen font-sans antialiased">
        <NextIntlClientProvider locale={locale} messages={used} timeZone="Asia/Shanghai">
          {children}
          <Toaster />
          <HydrationMark />
        </NextIntlClientProvider>
      </body>
    </html>
  );
}
