'use client';

import Link from 'next/link';
import { useTranslations } from 'next-intl';
import type { ReservationView } from '@/lib/contract/visit';
import { formatDayTime, formatYuan } from '@/lib/format';
import { TicketQr } from '@/components/orders/ticket-qr';
import { primaryButton } from '@/components/ui/form-field';
import { Fact, VisitStatus } from './visit-status';

/**
 * One personal booking: its slot, state and amount, and once it is paid where and when to go and each visitor's
 * entry QR code, the codes of a row at one height whatever the lines above them (a child shows no certificate).
 */
export function ReservationCard({ reservation: r, address }: { reservation: ReservationView; address: string | null }) {
  const t = useTranslations('visitOrders');
  const entry = r.status === 'booked';
  return (
    <article
      className="border-line rounded-lg border bg-white p-4 md:p-5"
      data-testid="visit-booking"
      data-order-id={r.orderId ?? undefined}
    >
      <header className="flex items-start justify-between gap-3">
        <div>
          <h3 className="font-medium">{t('bookingTitle')}</h3>
          {r.orderNo && <p className="text-muted text-xs break-all">{t('orderNo', { no: r.orderNo })}</p>}
        </div>
        <VisitStatus status={r.status} />
      </header>
      <dl className="mt-3 grid grid-cols-2 gap-3 text-sm sm:grid-cols-4">
        <Fact label={t('date')} testId="visit-date">
          {r.date}
        </Fact>
        <Fact label={t('startTime')} testId="visit-time">
          {r.startTime}
        </Fact>
        <Fact label={t('amount')} testId="visit-amount">
          {formatYuan(r.payFen)}
        </Fact>
        {r.status === 'unpaid' && r.expiresAt && <Fact label={t('payBy')}>{formatDayTime(r.expiresAt)}</Fact>}
      </dl>
      {entry && (
        <p className="bg-paper mt-4 rounded px-3 py-2.5 text-sm leading-relaxed" data-testid="visit-where">
          {t(address ? 'entryWhere' : 'entryWhereNoAddress', { date: r.date, time: r.startTime, address: address ?? '' })}
        </p>
      )}
      <ul className="mt-4 grid gap-3 sm:grid-cols-2 xl:grid-cols-3">
        {r.visitors.map((v, i) => (
          <li
            key={`${v.name}-${i}`}
            className={`border-line rounded border border-dashed p-3 text-sm ${entry ? 'flex flex-col items-center text-center' : ''}`}
            data-testid="visit-visitor"
          >
            <p className="font-medium">
              {v.name}
              {v.child && <span className="text-muted ml-2 text-xs font-normal">{t('child')}</span>}
            </p>
            {v.certNo && (
              <p className="text-muted font-mono" data-testid="visit-cert">
                {v.certNo}
              </p>
            )}
            {entry && v.entryCode && (
              <div className="mt-auto pt-2" data-testid="visit-entry">
                <TicketQr code={v.entryCode} label={t('entryAlt', { name: v.name })} />
                <p className="mt-1 font-mono text-sm tracking-wider break-all">{v.entryCode}</p>
              </div>
            )}
          </li>
        ))}
      </ul>
      {r.status === 'unpaid' && r.orderId && r.orderStatus === 'unpaid' && (
        <Link href={`/confirmOrder?orderId=${r.orderId}`} className={`${primaryButton} mt-4`} data-testid="visit-pay">
          {t('pay')}
        </Link>
      )}
    </article>
  );
}
