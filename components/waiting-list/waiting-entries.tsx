'use client';

import Link from 'next/link';
import { useLocale, useTranslations } from 'next-intl';
import { waitingListCalls, type WaitingEntryView } from '@/lib/contract/waiting-list';
import { choiceQuery } from '@/lib/contract/ticket-choice';
import { bffCall } from '@/lib/client/call';
import { useAction } from '@/lib/client/use-action';
import { formatDayTime } from '@/lib/format';
import { localized, type Locale } from '@/lib/i18n/locales';
import { useSeatLabel } from '@/lib/hooks/use-seat-label';
import { useWaitingList } from '@/lib/hooks/use-waiting-list';
import { primaryButton, secondaryButton, textLink } from '@/components/ui/form-field';
import { FormMessage } from '@/components/ui/form-message';

/** The settlement of an offer: exactly the seats (or the number of tickets) held for it, with the offer named. */
function settlementOf(entry: WaitingEntryView) {
  const choice = entry.seats.length
    ? { sessionId: entry.sessionId, seatIds: entry.seats.map((s) => s.sessionSeatId) }
    : { sessionId: entry.sessionId, classes: [{ ticketClassId: entry.ticketClassId, quantity: entry.quantity }] };
  return `/settlementOrder?${new URLSearchParams({ sessionId: String(entry.sessionId), ...choiceQuery(choice), offerId: String(entry.id) })}`;
}

/**
 * /waitingList: the member's places in line, the offers held for them (bought through the ordinary settlement
 * within their window), and what became of the others. The entry a letter links to (`?id=`) is marked.
 */
export function WaitingEntries({ marked }: { marked: number | null }) {
  const t = useTranslations('waitingList');
  const { data, mutate } = useWaitingList();
  if (!data) return <p>{t('loading')}</p>;
  if (!data.length)
    return (
      <div className="rounded bg-white p-6" data-testid="waiting-empty">
        <p>{t('empty')}</p>
        <Link href="/showByTickets" className={`${primaryButton} mt-4`}>
          {t('browse')}
        </Link>
      </div>
    );
  return (
    <div className="space-y-4">
      <p className="text-muted text-sm">{t('howItWorks')}</p>
      <ul className="space-y-4" data-testid="waiting-entries">
        {data.map((entry) => (
          <EntryCard key={entry.id} entry={entry} marked={entry.id === marked} onChange={() => mutate()} />
        ))}
      </ul>
    </div>
  );
}

function EntryCard({ entry, marked, onChange }: { entry: WaitingEntryView; marked: boolean; onChange: () => void }) {
  const t = useTranslations('waitingList');
  const locale = useLocale() as Locale;
  const seatLabel = useSeatLabel();
  const { notice, busy, run } = useAction();
  const leave = () =>
    run(async () => {
      await bffCall(waitingListCalls.leave, { body: { id: entry.id } });
      onChange();
    });
  const offered = entry.status === 'offered';
  return (
    <li
      className={`rounded-lg border bg-white p-4 ${offered ? 'border-brand' : 'border-line'} ${marked ? 'ring-gold ring-2' : ''}`}
      data-testid="waiting-entry"
      data-status={entry.status}
      aria-current={marked ? 'true' : undefined}
    >
      <div className="flex flex-wrap items-start justify-between gap-2">
        <div className="min-w-0">
          <h2 className="font-serif text-lg font-semibold">
            <Link href={`/showDetails?id=${entry.performanceId}`} className="hover:text-brand">
              {localized(entry, 'title', locale)}
            </Link>
          </h2>
          <p className="text-muted text-sm">
            {formatDayTime(entry.startTime)} · {locale === 'en-US' ? entry.enTicketClass : entry.ticketClass} ·{' '}
            {t('tickets', { count: entry.quantity })}
          </p>
        </div>
        <span
          className={`rounded px-2 py-0.5 text-sm ${offered ? 'bg-brand text-white' : 'bg-paper text-ink'}`}
          data-testid="waiting-status"
        >
          {t(`status.${entry.status}`)}
        </span>
      </div>
      {entry.status === 'waiting' && (
        <p className="mt-3 text-sm" data-testid="waiting-place">
          {t('place', { place: entry.place ?? 1 })}
        </p>
      )}
      {offered && (
        <div className="mt-3 space-y-2 text-sm">
          <p className="font-medium" data-testid="waiting-offer">
            {t('offer', { time: formatDayTime(entry.offerExpiresAt!) })}
          </p>
          {entry.seats.length > 0 && (
            <ul className="text-muted" data-testid="waiting-seats">
              {entry.seats.map((s) => (
                <li key={s.sessionSeatId}>{seatLabel(s)}</li>
              ))}
            </ul>
          )}
          <div className="flex flex-wrap gap-2 pt-1">
            <Link href={settlementOf(entry)} className={primaryButton} data-testid="waiting-buy">
              {t('buy')}
            </Link>
            <button type="button" className={secondaryButton} disabled={busy} onClick={leave} data-testid="waiting-give-up">
              {t('giveUp')}
            </button>
          </div>
        </div>
      )}
      {entry.status === 'waiting' && (
        <button type="button" className={`${secondaryButton} mt-3`} disabled={busy} onClick={leave} data-testid="waiting-leave">
          {t('leave')}
        </button>
      )}
      {entry.orderId !== null && (entry.status === 'ordered' || entry.status === 'bought') && (
        <Link href={`/myOrder?orderId=${entry.orderId}`} className={`${textLink} mt-3 inline-block`}>
          {t('seeOrder')}
        </Link>
      )}
      <FormMessage text={notice?.text} ok={notice?.ok} />
    </li>
  );
}
