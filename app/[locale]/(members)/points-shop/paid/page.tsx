import type { Metadata } from 'next';
import { Suspense } from 'react';
import { notFound } from 'next/navigation';
import { getTranslations, setRequestLocale } from 'next-intl/server';
import type { Locale } from '@/lib/i18n/locales';
import { PointsPayResult } from '@/components/shop/points-pay-result';
import { ClientNamespaces } from '@/components/ui/client-namespaces';

type Props = { params: Promise<{ locale: Locale }> };

// Personal: rendered per request for the member, never cached or indexed.
export const dynamic = 'force-dynamic';

export async function generateMetadata({ params }: Props): Promise<Metadata> {
  const { locale } = await params;
  const t = await getTranslations({ locale, namespace: 'shop.result' });
  return { title: t('title'), robots: { index: false, follow: false } };
}

/** §2 /pointsPaySuccess (also /pointsShopPaySuccess; Chinese only): a redemption's result. */
export default async function Page({ params }: Props) {
  const { locale } = await params;
  if (locale !== 'zh-CN') notFound();
  setRequestLocale(locale);
  const t = await getTranslations('shop.result');
  return (
    <ClientNamespaces names={['shop']}>
      <div className="mx-auto max-w-5xl px-4 py-6 lg:py-10">
        <h1 className="font-serif text-2xl font-semibold">{t('title')}</h1>
        <div className="mt-6">
          <Suspense fallback={null}>
            <PointsPayResult />
          </Suspense>
        </div>
      </div>
    </ClientNamespaces>
  );
}
