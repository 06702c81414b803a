import type { Metadata } from 'next';
import type { ReactNode } from 'react';
import { getTranslations } from 'next-intl/server';
import type { Locale } from '@/lib/i18n/locales';
import { ClientNamespaces } from '@/components/ui/client-namespaces';

export type CheckoutPageProps = { params: Promise<{ locale: Locale }> };
export type CheckoutTitle = 'cartTitle' | 'settlementTitle' | 'confirmTitle' | 'resultTitle';

/** Buying pages are personal: never indexed. */
export const checkoutMetadata =
  (titleKey: CheckoutTitle) =>
  async ({ params }: CheckoutPageProps): Promise<Metadata> => {
    const { locale } = await params;
    const t = await getTranslations({ locale, namespace: 'checkout' });
    return { title: t(titleKey), robots: { index: false, follow: false } };
  };

/** The frame of the cart, settlement, payment and result pages; the client leaf below does the work. */
export async function CheckoutFrame({ locale, titleKey, children }: { locale: Locale; titleKey: CheckoutTitle; children: ReactNode }) {
  const t = await getTranslations({ locale, namespace: 'checkout' });
  return (
    <ClientNamespaces
      names={['checkout', 'orders.amounts', 'orders.kinds', 'packages.settlement', 'shop.points', 'shop.plusCash', 'shop.alongside']}
    >
      <div className="mx-auto max-w-5xl px-4 py-6 lg:py-10">
        <h1 className="font-serif text-2xl font-semibold">{t(titleKey)}</h1>
        <div className="mt-6">{children}</div>
      </div>
    </ClientNamespaces>
  );
}
