import type { Metadata, Viewport } from 'next';
import { notFound } from 'next/navigation';
import { Suspense, type ReactNode } from 'react';
import { getMessages, getTranslations, setRequestLocale } from 'next-intl/server';
import { locales, type Locale } from '@/lib/i18n/locales';
import { clientMessages } from '@/lib/i18n/client-messages';
import { layoutWords } from '@/lib/i18n/layout-words';
import { CatalogProvider } from '@/components/i18n/catalog';
import { siteUrl } from '@/lib/seo';
import { Header } from '@/components/layout/header';
import { Footer } from '@/components/layout/footer';
import { NavigationEffects } from '@/components/layout/navigation-effects';
import { AuthEffects } from '@/components/layout/auth-effects';
import { LoginOverlays } from '@/components/overlays/login/login-overlays';
import { WechatModal } from '@/components/overlays/wechat-modal';
import { Toaster } from '@/components/ui/toast';
import '../globals.css';

// Pages are rendered on first request and cached per language (docs/architecture.md, Three tiers); nothing is built ahead.
export const generateStaticParams = () => [];
export const dynamicParams = true;

export const viewport: Viewport = { width: 'device-width', initialScale: 1, themeColor: '#8c1c2c' };

export async function generateMetadata({ params }: { params: Promise<{ locale: string }> }): Promise<Metadata> {
  const { locale } = await params;
  const t = await getTranslations({ locale, namespace: 'meta' });
  return {
    metadataBase: new URL(siteUrl()),
    title: { default: t('siteName'), template: `%s | ${t('siteName')}` },
    description: t('description'),
    icons: { icon: '/art/logo.svg' },
    openGraph: { siteName: t('siteName'), locale: locale.replace('-', '_'), type: 'website' },
  };
}

export default async function LocaleLayout({ children, params }: { children: ReactNode; params: Promise<{ locale: string }> }) {
  const { locale } = await params;
  if (!locales.includes(locale as Locale)) notFound();
  setRequestLocale(locale);
  const [messages, words] = await Promise.all([getMessages(), layoutWords(locale as Locale)]);
  return (
    <html lang={locale}>
      <body className="flex min-h-screen flex-col font-sans antialiased">
        {/* No next-intl provider here: the first-load components take their words as props, and what loads later brings
            the provider with these messages (lazyPart). Each audience's route group provides it for its pages. */}
        <CatalogProvider locale={locale as Locale} messages={clientMessages(messages)}>
          <Header locale={locale as Locale} words={words} />
          <main id="main" className="flex-1">
            {children}
          </main>
          <Footer locale={locale as Locale} educationLabel={words.header.education} />
          {/* The listeners first: the effects below may already show a toast or open a login. */}
          <Toaster />
          <LoginOverlays />
          <WechatModal words={words.login} />
          <Suspense fallback={null}>
            <NavigationEffects />
            <AuthEffects words={words} />
          </Suspense>
        </CatalogProvider>
      </body>
    </html>
  );
}
