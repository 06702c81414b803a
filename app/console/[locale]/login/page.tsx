import { setRequestLocale } from 'next-intl/server';
import { getTranslations } from 'next-intl/server';
import { consoleRedirect } from '@/lib/console/paths';
import { StaffLoginForm } from '@/components/console/staff-login-form';

type Props = { params: Promise<{ locale: string }>; searchParams: Promise<{ redirect?: string }> };

export async function generateMetadata({ params }: Props) {
  const { locale } = await params;
  return { title: (await getTranslations({ locale, namespace: 'console.login' }))('title') };
}

/** /console/login: password, then the authenticator's code (or, the first time, its enrolment by QR code). */
export default async function Page({ params, searchParams }: Props) {
  const { locale } = await params;
  setRequestLocale(locale);
  const t = await getTranslations('console');
  const { redirect } = await searchParams;
  return (
    <main id="console-main" className="mx-auto flex min-h-screen max-w-md flex-col justify-center px-4 py-10">
      <p className="mb-2 text-center font-serif text-lg">
        {t('brand')} · {t('title')}
      </p>
      <StaffLoginForm redirect={consoleRedirect(redirect)} />
    </main>
  );
}
