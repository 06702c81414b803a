import type { Metadata } from 'next';
import { getTranslations, setRequestLocale } from 'next-intl/server';
import type { Locale } from '@/lib/i18n/locales';
import { GroupApp } from '@/components/visit/group-app';

// The group notes are a site param, editable without a release: refreshed like /visit's texts.
export const revalidate = 60;

type Props = { params: Promise<{ locale: Locale }> };

export async function generateMetadata({ params }: Props): Promise<Metadata> {
  const { locale } = await params;
  const t = await getTranslations({ locale, namespace: 'groupVisit' });
  return { title: t('title'), robots: { index: false, follow: false } };
}

/** §2 /groupApp: a personal member's group visit intention (the guard in proxy.ts asks visitors to log in). */
export default async function GroupAppPage({ params }: Props) {
  const { locale } = await params;
  setRequestLocale(locale);
  return <GroupApp locale={locale} />;
}
