import { getTranslations, setRequestLocale } from 'next-intl/server';
import type { Locale } from '@/lib/i18n/locales';
import { currentStaff } from '@/lib/console/current-staff';
import { ConsoleShell } from '@/components/console/console-shell';
import { RefundQueue } from '@/components/console/refund-queue';

type Props = { params: Promise<{ locale: string }> };

export async function generateMetadata({ params }: Props) {
  const { locale } = await params;
  return { title: (await getTranslations({ locale, namespace: 'console.refunds' }))('title') };
}

/** /console/refunds (box office): the payments owed back, refunded one by one through their provider. */
export default async function Page({ params }: Props) {
  const { locale } = await params;
  setRequestLocale(locale);
  const staff = await currentStaff(locale as Locale, '/console/refunds');
  const t = await getTranslations('console.refunds');
  return (
    <ConsoleShell staff={staff} active="refunds">
      <h1 className="mb-2 font-serif text-2xl font-semibold">{t('title')}</h1>
      <p className="text-muted mb-6 max-w-3xl">{t('intro')}</p>
      <RefundQueue />
    </ConsoleShell>
  );
}
