import type { Metadata } from 'next';
import Link from 'next/link';
import { notFound, redirect } from 'next/navigation';
import { getTranslations, setRequestLocale } from 'next-intl/server';
import { localized, type Locale } from '@/lib/i18n/locales';
import { getSessionDetail } from '@/lib/hall/performance';
import { getSeatMap, getSeatStatus } from '@/lib/hall/seats';
import { getWaitingRoom } from '@/lib/hall/waiting-room';
import { ROOM_PASS_KEY, waitingRoomHref } from '@/lib/bff/room-pages';
import { readQuery } from '@/lib/routes';
import { formatDayTime } from '@/lib/format';
import { showDetailsHref, showListHref } from '@/lib/links';
import { ClientNamespaces } from '@/components/ui/client-namespaces';
import { MissingSelection, missingSelectionMetadata } from '@/components/ui/missing-selection';
import { QuantityChooser } from '@/components/seats/quantity-chooser';
import { RoomPassNote } from '@/components/waiting-room/room-pass-note';
import { SeatChooser } from '@/components/seats/seat-chooser';

export const revalidate = 10;
export const generateStaticParams = () => [];

type Props = { params: Promise<{ locale: Locale; query: string }> };

export async function generateMetadata({ params }: Props): Promise<Metadata> {
  const { locale } = await params;
  const t = await getTranslations({ locale, namespace: 'chooseSeat' });
  return { title: t('title'), ...missingSelectionMetadata };
}

/** Seat selection (§2): the session's header from the server, then the seat map or the ticket classes. */
export default async function ChooseSeatPage({ params }: Props) {
  const { locale, query } = await params;
  setRequestLocale(locale);
  const search = readQuery(query);
  const sessionId = Number(search.get('sessionId'));
  if (!sessionId) return <MissingSelection back={showListHref(0)} />;
  // Without a pass (proxy.ts checks the cookie), a session whose waiting room is on is reached through it.
  const admitted = search.get(ROOM_PASS_KEY) === '1';
  if (!admitted && (await getWaitingRoom(sessionId).catch(() => null))?.active) redirect(waitingRoomHref(sessionId));
  const detail = await getSessionDetail(locale, sessionId);
  if (!detail) notFound();
  const { performance, session } = detail;
  // The taken seats as rendered only start the map; the browser asks again at once and every few seconds.
  const [map, status] = session.hasSeatMap
    ? await Promise.all([getSeatMap(locale, sessionId), getSeatStatus(locale, sessionId)])
    : [null, null];
  if (session.hasSeatMap && !map) notFound();
  const t = await getTranslations('chooseSeat');
  return (
    <div className="mx-auto max-w-7xl px-4 pt-6 pb-28 lg:pb-12">
      <header className="mb-5">
        <p className="text-muted text-sm">{t('title')}</p>
        <h1 className="mt-1 font-serif text-xl font-semibold lg:text-2xl" data-testid="choose-seat-title">
          {localized(performance, 'mainTitle', locale)}
        </h1>
        <p className="text-muted mt-1 text-sm">
          <time dateTime={session.startTime}>{formatDayTime(session.startTime)}</time> · {localized(performance.hall, 'name', locale)}
          <Link href={showDetailsHref(performance)} className="text-brand ml-3 underline">
            {t('back')}
          </Link>
        </p>
      </header>
      <ClientNamespaces names={admitted ? ['chooseSeat', 'waitingList', 'waitingRoom'] : ['chooseSeat', 'waitingList']}>
        {admitted && <RoomPassNote sessionId={sessionId} />}
        {map ? (
          <SeatChooser map={map} initialStatus={status} locale={locale} />
        ) : (
          <QuantityChooser session={session} saleStartAt={performance.saleStartAt} locale={locale} />
        )}
      </ClientNamespaces>
    </div>
  );
}
