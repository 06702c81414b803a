import type { Metadata } from 'next';
import Link from 'next/link';
import { notFound } from 'next/navigation';
import { getTranslations, setRequestLocale } from 'next-intl/server';
import type { Locale } from '@/lib/i18n/locales';
import { formatDay } from '@/lib/format';
import { getMonthCalendar } from '@/lib/hall/performance';
import { calendarHref } from '@/lib/links';
import { monthsApart, shiftMonth } from '@/lib/month-grid';
import { readQuery } from '@/lib/routes';
import { pageMetadata } from '@/lib/seo';
import { PageBanner } from '@/components/content/page-banner';
import { ChevronLeft, ChevronRight } from '@/components/ui/icons';
import { MonthCalendar } from '@/components/shows/month-calendar';
import { CategoryLegend } from '@/components/shows/category-legend';

// The page without a month is this month's: re-rendered each minute, it turns over with the month.
export const revalidate = 60;
export const generateStaticParams = () => [];

/** How far the month navigation reaches either side of this month (a bound, so crawlers meet an end). */
const REACH = 12;

type Props = { params: Promise<{ locale: Locale; query: string }> };

function monthOf(query: string) {
  const current = formatDay(Date.now()).slice(0, 7);
  const month = readQuery(query).get('month') ?? current;
  return { month, current, offset: monthsApart(current, month) };
}

export async function generateMetadata({ params }: Props): Promise<Metadata> {
  const { locale, query } = await params;
  const t = await getTranslations({ locale, namespace: 'calendar' });
  const { month } = monthOf(query);
  const [year, m] = month.split('-').map(Number);
  return pageMetadata({
    title: t('pageTitle', { month: t('month', { year, month: m }) }),
    description: t('pageLead'),
    path: calendarHref(readQuery(query).get('month') ?? undefined),
    locale,
  });
}

/** §2 /CalendarDiv: the full-month calendar that "view full calendar" leads to, server-rendered, a month at a time. */
export default async function CalendarPage({ params }: Props) {
  const { locale, query } = await params;
  setRequestLocale(locale);
  const { month, current, offset } = monthOf(query);
  if (Math.abs(offset) > REACH) notFound();
  const t = await getTranslations({ locale, namespace: 'calendar' });
  const calendar = await getMonthCalendar(locale, month);
  const [year, m] = month.split('-').map(Number);
  const nav = (to: string, label: string, icon: React.ReactNode, testId: string, enabled: boolean) =>
    enabled ? (
      <Link
        href={calendarHref(to === current ? undefined : to)}
        aria-label={label}
        data-testid={testId}
        className="hover:bg-line rounded p-2"
      >
        {icon}
      </Link>
    ) : (
      <span aria-hidden className="p-2 opacity-30">
        {icon}
      </span>
    );

  return (
    <>
      <PageBanner title={t('title')} lead={t('pageLead')} />
      <div className="mx-auto max-w-7xl px-4 py-6 md:py-10">
        <div className="mb-4 flex items-center justify-between gap-2">
          <div className="flex items-center gap-1">
            {nav(shiftMonth(month, -1), t('prevMonth'), <ChevronLeft />, 'month-prev', offset > -REACH)}
            <h2 className="min-w-32 text-center font-serif text-xl" data-testid="month-heading">
              {t('month', { year, month: m })}
            </h2>
            {nav(shiftMonth(month, 1), t('nextMonth'), <ChevronRight />, 'month-next', offset < REACH)}
          </div>
          {month !== current && (
            <Link href={calendarHref()} className="text-brand text-sm underline" data-testid="month-current">
              {t('thisMonth')}
            </Link>
          )}
        </div>
        <MonthCalendar month={month} days={calendar.pcMonthProjectDTOS} today={formatDay(Date.now())} locale={locale} />
        <CategoryLegend performance={t('performance')} activity={t('activity')} className="mt-4" />
      </div>
    </>
  );
}
