'use client';

import { useTranslations } from 'next-intl';
import { formatDayTime } from '@/lib/format';
import { useExpress } from '@/lib/hooks/use-point-orders';

/** A shipped parcel: the carrier, the waybill and the carrier's events, newest first. */
export function ExpressTimeline({ orderId }: { orderId: number }) {
  const t = useTranslations('shop.orders');
  const { data, error } = useExpress(orderId);
  return (
    <section className="border-line rounded-lg border bg-white p-4 sm:p-6" data-testid="express">
      <h2 className="font-serif text-lg font-semibold">{t('express')}</h2>
      {error ? (
        <p className="text-muted mt-3 text-sm">{t('expressFailed')}</p>
      ) : !data ? (
        <p className="bg-line mt-3 h-16 animate-pulse rounded" />
      ) : (
        <>
          <p className="mt-2 text-sm" data-testid="express-carrier">
            {t('expressCarrier', { carrier: data.carrierName, no: data.trackingNo })}
          </p>
          {data.events.length === 0 ? (
            <p className="text-muted mt-3 text-sm">{t('expressEmpty')}</p>
          ) : (
            <ol className="border-line mt-4 space-y-4 border-l pl-5">
              {data.events.map((e, i) => (
                <li key={`${e.time}-${i}`} className="relative" data-testid="express-event">
                  <span aria-hidden className={`absolute top-1.5 -left-[25px] size-2.5 rounded-full ${i === 0 ? 'bg-brand' : 'bg-line'}`} />
                  <p className={i === 0 ? 'font-medium' : 'text-muted'}>{e.context}</p>
                  <time dateTime={e.time} className="text-muted text-xs">
                    {formatDayTime(e.time)}
                  </time>
                </li>
              ))}
            </ol>
          )}
        </>
      )}
    </section>
  );
}
