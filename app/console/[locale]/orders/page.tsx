import { getTranslations, setRequestLocale } from 'next-intl/server';
import type { Locale } from '@/lib/i18n/locales';
import { currentStaff } from '@/lib/console/current-staff';
import { ConsoleShell } from '@/components/console/console-shell';
import { OrderSearch } from '@/components/console/order-search';

type Props = { params: Promise<{ locale: string }> };

export async function generateMetadata({ params }: Props) {
  const { locale } = await params;
  return { title: (await getTranslations({ locale, namespace: 'console.orders' }))('title') };
}

/** /console/orders (box office): any member's order by number, phone or name, read in full. */
export default async function Page({ params }: Props) {
  const { locale } = await params;
  setRequestLocale(locale);
  const staff = await currentStaff(locale as Locale, '/console/orders');
  const t = await getTranslations('console.orders');
  return (
    <ConsoleShell staff={staff} active="orders">
      <h1 className="mb-4 font-serif text-2xl font-semibold">{t('title')}</h1>
      <OrderSearch />
    </ConsoleShell>
  );
}
