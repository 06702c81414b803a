import type { Metadata } from 'next';
import Link from 'next/link';
import { notFound, redirect } from 'next/navigation';
import { getTranslations, setRequestLocale } from 'next-intl/server';
import { localized, type Locale } from '@/lib/i18n/locales';
import { getSessionDetail } from '@/lib/hall/performance';
import { getWaitingRoom } from '@/lib/hall/waiting-room';
import { readQuery } from '@/lib/routes';
import { formatDayTime } from '@/lib/format';
import { chooseSeatHref, showDetailsHref, showListHref } from '@/lib/links';
import { ClientNamespaces } from '@/components/ui/client-namespaces';
import { MissingSelection, missingSelectionMetadata } from '@/components/ui/missing-selection';
import { WaitingRoom } from '@/components/waiting-room/waiting-room';

// The same for every visitor of a session (the place is read live in the browser), so cached as the seat map is.
export const revalidate = 10;
export const generateStaticParams = () => [];

type Props = { params: Promise<{ locale: Locale; query: string }> };

export async function generateMetadata({ params }: Props): Promise<Metadata> {
  const { locale } = await params;
  const t = await getTranslations({ locale, namespace: 'waitingRoom' });
  return { title: t('title'), ...missingSelectionMetadata };
}

/** /waitingRoom?sessionId= (ours): a session's waiting room for its on-sale, then on to its seat map. */
export default async function WaitingRoomPage({ params }: Props) {
  const { locale, query } = await params;
  setRequestLocale(locale);
  const sessionId = Number(readQuery(query).get('sessionId'));
  if (!sessionId) return <MissingSelection back={showListHref(0)} />;
  const detail = await getSessionDetail(locale, sessionId);
  if (!detail) notFound();
  const { performance, session } = detail;
  const seatMap = chooseSeatHref(performance.id, sessionId);
  // No room (never, or no longer, on): nothing to wait for.
  if ((await getWaitingRoom(sessionId).catch(() => null))?.active === false) redirect(seatMap);
  const t = await getTranslations('waitingRoom');
  return (
    <div className="mx-auto max-w-2xl px-4 pt-6 pb-16">
      <header className="mb-5">
        <p className="text-muted text-sm">{t('kicker')}</p>
        <h1 className="mt-1 font-serif text-xl font-semibold lg:text-2xl" data-testid="waiting-room-title">
          {localized(performance, 'mainTitle', locale)}
        </h1>
        <p className="text-muted mt-1 text-sm">
          <time dateTime={session.startTime}>{formatDayTime(session.startTime)}</time> · {localized(performance.hall, 'name', locale)}
          <Link href={showDetailsHref(performance)} className="text-brand ml-3 underline">
            {t('back')}
          </Link>
        </p>
      </header>
      <p className="mb-5 text-sm">{t('intro')}</p>
      <ClientNamespaces names={['waitingRoom']}>
        <WaitingRoom sessionId={sessionId} seatMapHref={seatMap} />
      </ClientNamespaces>
    </div>
  );
}
