'use client';

import { useCallback, useEffect, useMemo, useState } from 'react';
import { useTranslations } from 'next-intl';
import { toast } from '@/lib/client/toast';
import type { SeatMap as SeatMapData, SeatStatus } from '@/lib/contract/seats';
import type { Locale } from '@/lib/i18n/locales';
import { Legend } from './legend';
import { PurchaseBar } from './purchase-bar';
import { SaleNotice } from './sale-notice';
import { useSalePhase } from './sale-phase';
import { areaLabels, describeSeats } from './seat-info';
import { SeatMap } from './seat-map';
import { SelectedTickets } from './selected-tickets';
import { TotalLine, totals } from './total-line';
import { useSeatStatus } from './use-seat-status';
import { useSelection } from './use-selection';
import { SessionCardHint } from '@/components/packages/session-card-hint';
import { JoinWaitingList } from '@/components/waiting-list/join-waiting-list';

/** Seat selection for a session with a seat map: the map, what it costs, the choice and the ways on. */
export function SeatChooser({ map, initialStatus, locale }: { map: SeatMapData; initialStatus: SeatStatus | null; locale: Locale }) {
  const t = useTranslations('chooseSeat');
  const te = useTranslations('errors');
  const tc = useTranslations('common');
  const seats = useMemo(() => describeSeats(map, locale, t, tc), [map, locale, t, tc]);
  const labels = useMemo(() => areaLabels(map, locale), [map, locale]);
  const index = useMemo(() => new Map(seats.map((s) => [s.id, s])), [seats]);
  const ids = useMemo(() => new Set(index.keys()), [index]);
  const status = useSeatStatus(map.sessionId, initialStatus);
  const selection = useSelection(map.sessionId, ids);
  const free = status.known ? seats.length - status.taken.size : null;
  const phase = useSalePhase(map.saleStatus, map.saleStartAt, free);
  const locked = phase !== 'on_sale';
  const [announcement, setAnnouncement] = useState('');
  // The same words twice in a row are still news: a zero-width space makes the live region change.
  const announce = useCallback((text: string) => setAnnouncement((last) => (last === text ? `${text}\u200b` : text)), []);

  // A chosen seat someone else took (seen by the poll, or after a refused add): out of the choice, and said.
  const { ids: chosen, removeMany } = selection;
  useEffect(() => {
    const lost = new Set(chosen.filter((id) => status.taken.has(id)));
    if (!lost.size) return;
    removeMany(lost);
    // The toaster is a polite live region itself: shown and read once.
    toast(te('seatTaken'), { kind: 'error' });
  }, [chosen, status.taken, removeMany, te]);

  const toggle = (i: number) => {
    const seat = seats[i];
    const now = selection.current();
    if (locked || status.taken.has(seat.id)) return;
    if (now.includes(seat.id)) {
      selection.remove(seat.id);
      announce(t('announceRemoved', { place: seat.place, count: now.length - 1 }));
    } else if (now.length >= map.limitPerOrder) {
      toast(t('limit', { limit: map.limitPerOrder }));
    } else {
      selection.add(seat.id);
      announce(t('announceSelected', { place: seat.place, count: now.length + 1 }));
    }
  };

  const remove = (id: number) => {
    selection.remove(id);
    announce(t('announceRemoved', { place: index.get(id)!.place, count: selection.current().length }));
  };

  const selectedSeats = chosen.flatMap((id) => index.get(id) ?? []);
  // Classes with every seat taken, once the live status is known: their waiting lists are offered.
  const soldOut = status.known
    ? map.ticketClasses.filter((c) => seats.every((s) => s.ticketClass.id !== c.id || status.taken.has(s.id)))
    : [];
  const sum = totals(selectedSeats.map((s) => ({ ticketClass: s.ticketClass, quantity: 1 })));
  const texts = {
    map: t('mapLabel'),
    stage: t('stage'),
    help: t('mapHelp'),
    zoomIn: t('zoomIn'),
    zoomOut: t('zoomOut'),
    zoomReset: t('zoomReset'),
  };

  return (
    <div className="lg:grid lg:grid-cols-[minmax(0,1fr)_340px] lg:items-start lg:gap-8">
      <div>
        <SaleNotice phase={phase} saleStartAt={map.saleStartAt} />
        <Legend classes={map.ticketClasses} locale={locale} />
        <SessionCardHint sessionId={map.sessionId} classes={map.ticketClasses} />
        <SeatMap
          map={map}
          seats={seats}
          areaLabels={labels}
          taken={status.taken}
          selected={selection.set}
          locked={locked}
          texts={texts}
          onToggle={toggle}
        />
      </div>
      <aside className="border-line mt-6 rounded-lg border bg-white p-4 lg:sticky lg:top-4 lg:mt-0">
        <SelectedTickets
          seats={selectedSeats}
          limit={map.limitPerOrder}
          locale={locale}
          hint={phase === 'on_sale' ? t('noneSelected') : phase === 'coming_soon' ? t('comingSoon') : t('soldOutNote')}
          onRemove={remove}
        />
        <PurchaseBar
          choice={chosen.length && !locked ? { sessionId: map.sessionId, seatIds: chosen } : null}
          summary={<TotalLine {...sum} />}
          onAdded={() => {
            selection.clear();
            status.refresh();
          }}
          onRefused={status.refresh}
        />
        {phase !== 'coming_soon' && <JoinWaitingList sessionId={map.sessionId} classes={soldOut} limit={map.limitPerOrder} />}
      </aside>
      <p className="sr-only" aria-live="polite" data-testid="seat-announcer">
        {announcement}
      </p>
    </div>
  );
}
