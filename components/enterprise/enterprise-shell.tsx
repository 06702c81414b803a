import type { Metadata } from 'next';
import type { ReactNode } from 'react';
import { getTranslations } from 'next-intl/server';
import type { Locale } from '@/lib/i18n/locales';
import { ClientNamespaces } from '@/components/ui/client-namespaces';

export type EnterprisePageProps = { params: Promise<{ locale: Locale }> };

/** Venue-rental account pages: personal, so kept out of search engines. */
export const enterpriseMetadata =
  (titleKey: string) =>
  async ({ params }: EnterprisePageProps): Promise<Metadata> => {
    const { locale } = await params;
    const t = await getTranslations({ locale, namespace: 'enterprise' });
    return { title: `${t(titleKey)} - ${t('center')}`, robots: { index: false, follow: false } };
  };

/** The frame of the venue-rental account pages (Chinese only, §2): a title band and one column. */
export async function EnterpriseShell({
  locale,
  titleKey,
  lead,
  wide,
  children,
}: {
  locale: Locale;
  titleKey: string;
  lead?: string;
  /** The project step pages need room for the step list beside the content. */
  wide?: boolean;
  children: ReactNode;
}) {
  const t = await getTranslations({ locale, namespace: 'enterprise' });
  const width = wide ? 'max-w-6xl' : 'max-w-4xl';
  return (
    <ClientNamespaces
      names={[
        'enterprise',
        'member.letters',
        'member.pager',
        'checkout.wechatScan',
        'checkout.wechatQrLabel',
        'checkout.wechatQrFailed',
        'checkout.sandboxOpen',
        'checkout.qrcode',
      ]}
    >
      <header className="bg-ink text-white">
        <div className={`mx-auto ${width} px-4 py-7 md:py-10`}>
          <p className="text-gold-light mb-2 text-xs tracking-[0.2em] uppercase">{t('center')}</p>
          <h1 className="font-serif text-2xl font-semibold md:text-4xl">{t(titleKey)}</h1>
          {lead && <p className="mt-3 max-w-2xl text-sm leading-relaxed text-white/75 md:text-base">{t(lead)}</p>}
        </div>
      </header>
      <div className={`mx-auto ${width} px-4 py-6 md:py-10`}>{children}</div>
    </ClientNamespaces>
  );
}
