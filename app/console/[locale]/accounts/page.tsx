import { getTranslations, setRequestLocale } from 'next-intl/server';
import type { Locale } from '@/lib/i18n/locales';
import { currentStaff } from '@/lib/console/current-staff';
import { ConsoleShell } from '@/components/console/console-shell';
import { StaffAccounts } from '@/components/console/staff-accounts';

type Props = { params: Promise<{ locale: string }> };

export async function generateMetadata({ params }: Props) {
  const { locale } = await params;
  return { title: (await getTranslations({ locale, namespace: 'console.accounts' }))('title') };
}

/** /console/accounts (administrator): the staff accounts, new ones, roles, deactivation, password and authenticator resets. */
export default async function Page({ params }: Props) {
  const { locale } = await params;
  setRequestLocale(locale);
  const staff = await currentStaff(locale as Locale, '/console/accounts');
  const t = await getTranslations('console.accounts');
  return (
    <ConsoleShell staff={staff} active="accounts">
      <h1 className="mb-4 font-serif text-2xl font-semibold">{t('title')}</h1>
      <StaffAccounts selfId={staff.id} />
    </ConsoleShell>
  );
}
