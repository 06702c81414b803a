import { setRequestLocale } from 'next-intl/server';
import { getTranslations } from 'next-intl/server';
import type { Locale } from '@/lib/i18n/locales';
import { getSiteParams } from '@/lib/hall/content';
import { consoleRedirect } from '@/lib/console/paths';
import { StaffLoginForm } from '@/components/console/staff-login-form';

type Props = { params: Promise<{ locale: string }>; searchParams: Promise<{ redirect?: string }> };

export async function generateMetadata({ params }: Props) {
  const { locale } = await params;
  return { title: (await getTranslations({ locale, namespace: 'console.login' }))('title') };
}

/**
 * /console/login: password, then the authenticator's code (or, the first time, its enrolment by QR code). Its h1
 * names the hall (its site params' name, the site's own when the hall API is away) and the staff console.
 */
export default async function Page({ params, searchParams }: Props) {
  const { locale } = await params;
  setRequestLocale(locale);
  const t = await getTranslations('console');
  const meta = await getTranslations('meta');
  const site = await getSiteParams(locale as Locale).catch(() => ({}) as Record<string, string>);
  const { redirect } = await searchParams;
  return (
    <main id="console-main" className="mx-auto flex min-h-screen max-w-md flex-col justify-center px-4 py-10">
      <h1 className="mb-2 text-center font-serif text-lg" data-testid="console-login-title">
        {site.name ?? meta('siteName')} · {t('title')}
      </h1>
      <StaffLoginForm redirect={consoleRedirect(redirect)} />
    </main>
  );
}
