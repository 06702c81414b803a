import type { Metadata } from 'next';
import { redirect } from 'next/navigation';
import { getTranslations, setRequestLocale } from 'next-intl/server';
import type { Locale } from '@/lib/i18n/locales';
import { welfareProgramme, welfareRounds } from '@/lib/hall/welfare';
import { pageMetadata } from '@/lib/seo';
import { WelfarePage } from '@/components/welfare/welfare-page';

// Rendered per request: applications, the draw and the places left change by the minute.
export const dynamic = 'force-dynamic';

type Props = { params: Promise<{ locale: Locale }> };

export async function generateMetadata({ params }: Props): Promise<Metadata> {
  const { locale } = await params;
  const t = await getTranslations({ locale, namespace: 'welfare' });
  return pageMetadata({ title: t('title'), description: t('lead'), path: '/commonweal_ticket?activeType=4', locale });
}

/**
 * §2 /commonweal_ticket?activeType=4: public-welfare tickets, Chinese only (the English route goes home in
 * proxy.ts) and only while the programme is open (home otherwise).
 */
export default async function CommonwealTicketPage({ params }: Props) {
  const { locale } = await params;
  setRequestLocale(locale);
  if (locale !== 'zh-CN') redirect('/');
  const programme = await welfareProgramme();
  if (!programme?.open) redirect('/');
  return <WelfarePage programme={programme} rounds={await welfareRounds()} />;
}
