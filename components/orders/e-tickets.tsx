'use client';

import { useSeatLabel } from '@/lib/hooks/use-seat-label';
import { formatDayTime } from '@/lib/format';
import { useLocale, useTranslations } from 'next-intl';
import type { OrderView } from '@/lib/contract/order';
import type { Locale } from '@/lib/i18n/locales';
import { itemLabel, subjectTitle } from './order-lines';
import { SubjectWhen } from './subject-when';
import { TicketQr } from './ticket-qr';

/** Splits a code into groups of four so it can be read out or typed at the door. */
const readable = (code: string) => code.replace(/(.{4})(?=.)/g, '$1 ');

/** One e-ticket per item of an issued order: the QR code of its ticket code, the seat, the holder, the code in words. */
export function ETickets({ order }: { order: OrderView }) {
  const t = useTranslations('orders');
  const seatLabel = useSeatLabel();
  const locale = useLocale() as Locale;
  const tickets = order.items.filter((item) => item.ticketCode);
  if (!tickets.length) return null;
  return (
    <section aria-labelledby="e-tickets-heading" data-testid="e-tickets">
      <h2 id="e-tickets-heading" className="font-serif text-xl font-semibold">
        {t(`kinds.${order.kind}.codes`)}
      </h2>
      <p className="text-muted mt-1 text-sm">{t(`kinds.${order.kind}.codesHint`)}</p>
      <ul className="mt-4 grid gap-4 sm:grid-cols-2 xl:grid-cols-3">
        {tickets.map((item, index) => (
          <li
            key={item.id}
            className="border-line flex flex-col items-center rounded-lg border border-dashed bg-white p-4 text-center"
            data-testid="e-ticket"
          >
            <p className="text-muted self-stretch text-left text-xs">{t('ticketOf', { index: index + 1, count: tickets.length })}</p>
            <p className="mt-1 self-stretch text-left leading-snug font-medium">{subjectTitle(order.subject, locale)}</p>
            <p className="text-muted self-stretch text-left text-sm">
              <SubjectWhen subject={order.subject} />
            </p>
            <div className="mt-3">
              <TicketQr code={item.ticketCode!} label={t('qrAlt', { seat: itemLabel(item, t, locale, seatLabel) })} />
            </div>
            <p className="mt-2 font-mono text-base tracking-wider break-all" data-testid="ticket-code">
              {readable(item.ticketCode!)}
            </p>
            <p className="mt-2 text-sm" data-testid="ticket-seat">
              {itemLabel(item, t, locale, seatLabel)}
            </p>
            {item.buyerName && (
              <p className="text-muted text-sm" data-testid="ticket-buyer">
                {t(`kinds.${order.kind}.holder`, { name: item.buyerName })}
              </p>
            )}
            {item.admittedAt && (
              <p className="bg-line mt-2 rounded px-2 py-0.5 text-sm" data-testid="ticket-used">
                {t('ticketUsed', { at: formatDayTime(item.admittedAt) })}
              </p>
            )}
          </li>
        ))}
      </ul>
    </section>
  );
}
