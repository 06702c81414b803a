import type { Metadata } from 'next';
import Link from 'next/link';
import { notFound } from 'next/navigation';
import { getTranslations, setRequestLocale } from 'next-intl/server';
import { localized, type Locale } from '@/lib/i18n/locales';
import { getSessionDetail } from '@/lib/hall/project';
import { readQuery } from '@/lib/routes';
import { formatDayTime, formatYuan } from '@/lib/format';
import { showDetailsHref, showListHref } from '@/lib/links';
import { MissingSelection, missingSelectionMetadata } from '@/components/ui/missing-selection';

export const revalidate = 10;
export const generateStaticParams = () => [];

type Props = { params: Promise<{ locale: Locale; query: string }> };

export async function generateMetadata({ params }: Props): Promise<Metadata> {
  const { locale } = await params;
  const t = await getTranslations({ locale, namespace: 'chooseSeat' });
  return { title: t('title'), ...missingSelectionMetadata };
}

/** Seat selection: the session, its ticket classes and what is left; online seat picking opens with ticketing. */
export default async function ChooseSeatPage({ params }: Props) {
  const { locale, query } = await params;
  setRequestLocale(locale);
  const sessionId = Number(readQuery(query).get('sessionId'));
  if (!sessionId) return <MissingSelection back={showListHref(0)} />;
  const detail = await getSessionDetail(locale, sessionId);
  if (!detail) notFound();
  const t = await getTranslations('chooseSeat');
  const { performance, session } = detail;
  return (
    <div className="mx-auto max-w-3xl px-4 py-10">
      <p className="text-muted text-sm">{t('title')}</p>
      <h1 className="mt-1 font-serif text-2xl font-semibold">{localized(performance, 'mainTitle', locale)}</h1>
      <p className="text-muted mt-2">
        {formatDayTime(session.startTime)} · {localized(performance.hall, 'name', locale)}
      </p>
      <ul className="divide-line mt-6 divide-y rounded bg-white">
        {session.ticketClasses.map((c) => (
          <li key={c.id} className="flex items-center justify-between p-4">
            <span className="flex items-center gap-2">
              <span className="h-3 w-3 rounded-sm" style={{ background: c.color }} aria-hidden />
              {locale === 'en-US' ? c.enName : c.name}
            </span>
            <span>
              {c.pointOnly ? t('points', { points: c.pointPrice ?? 0 }) : formatYuan(c.priceFen)}
              <span className="text-muted ml-3 text-sm">{c.available > 0 ? t('left', { count: c.available }) : t('soldOut')}</span>
            </span>
          </li>
        ))}
      </ul>
      <p className="border-gold/40 bg-gold/10 mt-6 rounded border p-4 text-sm" role="status" data-testid="choose-seat-coming-soon">
        {t('comingSoon')}
      </p>
      <Link href={showDetailsHref(performance)} className="text-brand mt-6 inline-block underline">
        {t('back')}
      </Link>
    </div>
  );
}
