import { getTranslations, setRequestLocale } from 'next-intl/server';
import type { Locale } from '@/lib/i18n/locales';
import { currentStaff } from '@/lib/console/current-staff';
import { ConsoleShell } from '@/components/console/console-shell';
import { StaffPasswordForm } from '@/components/console/staff-password-form';

type Props = { params: Promise<{ locale: string }> };

export async function generateMetadata({ params }: Props) {
  const { locale } = await params;
  return { title: (await getTranslations({ locale, namespace: 'console.password' }))('title') };
}

/** /console/password: one's own password; other sessions end. */
export default async function Page({ params }: Props) {
  const { locale } = await params;
  setRequestLocale(locale);
  const staff = await currentStaff(locale as Locale, '/console/password');
  const t = await getTranslations('console.password');
  return (
    <ConsoleShell staff={staff} active="password">
      <h1 className="mb-4 font-serif text-2xl font-semibold">{t('title')}</h1>
      <StaffPasswordForm />
    </ConsoleShell>
  );
}
