import type { Metadata, Viewport } from 'next';
import { notFound } from 'next/navigation';
import type { ReactNode } from 'react';
import { NextIntlClientProvider } from 'next-intl';
import { getMessages, getTranslations, setRequestLocale } from 'next-intl/server';
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
  const member = messages.member as { pager: unknown };
  const used = {
    console: messages.console,
    errors: messages.errors,
    language: messages.language,
    common: messages.common,
    member: { pager: member.pager },
    // The order states and kinds the box office reads, in the words members read them.
    orders: messages.orders,
    // Sale states, as the public pages word them.
    shows: { saleStatus: (messages.shows as { saleStatus: unknown }).saleStatus },
    // A group visit's asked period and a message's topic, in the words the public forms use.
    groupVisit: { period: (messages.groupVisit as { period: unknown }).period },
    feedback: { topics: (messages.feedback as { topics: unknown }).topics },
    // An enterprise project's steps, moves, fields and files, in the words its renter reads.
    enterprise: { projects: (messages.enterprise as { projects: unknown }).projects },
  };
  return (
    <html lang={locale}>
      <body className="bg-paper text-ink min-h-screen font-sans antialiased">
        <NextIntlClientProvider locale={locale} messages={used as never} timeZone="Asia/Shanghai">
          {children}
          <Toaster />
          <HydrationMark />
        </NextIntlClientProvider>
      </body>
    </html>
  );
}
