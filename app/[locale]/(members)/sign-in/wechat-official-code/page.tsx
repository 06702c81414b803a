import type { Metadata } from 'next';
import { Suspense } from 'react';
import { getTranslations, setRequestLocale } from 'next-intl/server';
import type { Locale } from '@/lib/i18n/locales';
import { StartOfficialAuthorisation } from '@/components/overlays/login/wechat-callback';

// A step of a login: personal, rendered per request, never indexed.
export const dynamic = 'force-dynamic';

type Props = { params: Promise<{ locale: Locale }> };

export async function generateMetadata({ params }: Props): Promise<Metadata> {
  const t = await getTranslations({ locale: (await params).locale, namespace: 'login' });
  return { title: t('wechatTitle'), robots: { index: false, follow: false } };
}

/** §2 /getPublicCode: inside WeChat, starts the official-account authorisation (scope snsapi_userinfo). */
export default async function GetPublicCodePage({ params }: Props) {
  setRequestLocale((await params).locale);
  return (
    <Suspense fallback={null}>
      <StartOfficialAuthorisation />
    </Suspense>
  );
}
