import { getTranslations, setRequestLocale } from 'next-intl/server';
import type { Locale } from '@/lib/i18n/locales';
import { currentStaff } from '@/lib/console/current-staff';
import { ConsoleShell } from '@/components/console/console-shell';
import { AuditLog } from '@/components/console/audit-log';

type Props = { params: Promise<{ locale: string }> };

export async function generateMetadata({ params }: Props) {
  const { locale } = await params;
  return { title: (await getTranslations({ locale, namespace: 'console.audit' }))('title') };
}

/** /console/audit (administrator): every staff write, filtered by who, what and when. */
export default async function Page({ params }: Props) {
  const { locale } = await params;
  setRequestLocale(locale);
  const staff = await currentStaff(locale as Locale, '/console/audit');
  const t = await getTranslations('console.audit');
  return (
    <ConsoleShell staff={staff} active="audit">
      <h1 className="mb-4 font-serif text-2xl font-semibold">{t('title')}</h1>
      <AuditLog />
    </ConsoleShell>
  );
}
