import Link from 'next/link';
import { getTranslations, setRequestLocale } from 'next-intl/server';
import type { Locale } from '@/lib/i18n/locales';
import { currentStaff } from '@/lib/console/current-staff';
import { areasOf, ConsoleShell } from '@/components/console/console-shell';
import { Panel } from '@/components/ui/panel';

type Props = { params: Promise<{ locale: string }> };

export async function generateMetadata({ params }: Props) {
  const { locale } = await params;
  return { title: (await getTranslations({ locale, namespace: 'console.nav' }))('home') };
}

/** /console: who is signed in, their roles, and the areas those roles open. */
export default async function Page({ params }: Props) {
  const { locale } = await params;
  setRequestLocale(locale);
  const staff = await currentStaff(locale as Locale, '/console');
  const t = await getTranslations('console');
  const areas = areasOf(staff).filter((a) => a.area !== 'home');
  return (
    <ConsoleShell staff={staff} active="home">
      <h1 className="mb-2 font-serif text-2xl font-semibold">{t('home.title', { name: staff.name })}</h1>
      <p className="text-muted mb-6" data-testid="console-roles">
        {t('home.roles', { roles: staff.roles.map((r) => t(`roles.${r}`)).join(locale === 'zh-CN' ? '、' : ', ') })}
      </p>
      <Panel title={t('home.areas')}>
        <ul className="grid gap-4 sm:grid-cols-2">
          {areas.map((a) => (
            <li key={a.area} className="border-line rounded border p-4">
              <Link href={a.href} className="text-brand font-medium hover:underline">
                {t(`nav.${a.area}`)}
              </Link>
              <p className="text-muted mt-1 text-sm">{t(`home.${a.area}`)}</p>
            </li>
          ))}
        </ul>
      </Panel>
    </ConsoleShell>
  );
}
