'use client';

import Link from 'next/link';
import { useRouter } from 'next/navigation';
import type { ReactNode } from 'react';
import { useTranslations } from 'next-intl';
import type { PointOrderView } from '@/lib/contract/shop';
import { formatDayTime, formatYuan, maskPhone } from '@/lib/format';
import { usePointOrder } from '@/lib/hooks/use-point-orders';
import { ConfirmButton } from '@/components/member/confirm-button';
import { TicketQr } from '@/components/orders/ticket-qr';
import { AccountState } from '@/components/ui/account-state';
import { primaryButton } from '@/components/ui/form-field';
import { ChevronLeft } from '@/components/ui/icons';
import { ExpressTimeline } from './express-timeline';
import { ShopStateBadge } from './shop-state-badge';
import { pointOrderCalls } from '@/lib/contract/shop-calls';
import { bffCall } from '@/lib/client/call';

const CLOSED = new Set(['closed', 'cancelled']);

/** One shop order (/integralOrder?orderId=): its amounts, the address or the pick-up code, the parcel's track. */
export function PointOrderDetail({ id }: { id: number }) {
  const t = useTranslations('shop.orders');
  const router = useRouter();
  const { data: order, error, mutate } = usePointOrder(id);
  return (
    <div className="space-y-5" data-testid="point-order-detail">
      <Link href="/integralOrder" className="text-muted hover:text-brand inline-flex min-h-10 items-center gap-1 text-sm">
        <ChevronLeft />
        {t('back')}
      </Link>
      {!order ? (
        <AccountState area="member" error={error} retry={() => mutate()} />
      ) : (
        <>
          <Summary order={order}>
            {order.status === 'unpaid' && (
              <Link href={`/confirmOrder?orderId=${order.id}`} className={primaryButton} data-testid="point-order-pay">
                {t('pay')}
              </Link>
            )}
            {CLOSED.has(order.status) && (
              <ConfirmButton
                label={t('delete')}
                question={t('deleteConfirm')}
                testId="point-order-delete"
                onConfirm={async () => {
                  await bffCall(pointOrderCalls.remove, { query: { id: order.id } });
                  router.replace('/integralOrder');
                }}
              />
            )}
          </Summary>
          {order.shop.pickupCode && <PickUp order={order} />}
          {order.shop.receiver && <Receiver order={order} />}
          {order.shop.trackingNo && <ExpressTimeline orderId={order.id} />}
        </>
      )}
    </div>
  );
}

function Summary({ order, children }: { order: PointOrderView; children: ReactNode }) {
  const t = useTranslations('shop.orders');
  const ts = useTranslations('shop');
  const [line] = order.items;
  return (
    <section className="border-line rounded-lg border bg-white p-4 sm:p-6">
      <div className="flex gap-4">
        <img src={order.subject.image} alt="" width={96} height={96} className="bg-paper size-24 shrink-0 rounded object-cover" />
        <div className="min-w-0 flex-1">
          <div className="flex items-start justify-between gap-3">
            <h2 className="font-medium">{order.subject.title}</h2>
            <ShopStateBadge state={order.shop.state} />
          </div>
          <p className="text-muted mt-1 text-sm">{t('quantity', { count: line?.quantity ?? 1 })}</p>
          <p className="text-muted mt-1 text-xs">{t('orderNo', { no: order.orderNo })}</p>
          <p className="text-muted text-xs">{t('placedAt', { time: formatDayTime(order.createdAt) })}</p>
        </div>
      </div>
      <dl className="border-line mt-4 space-y-1.5 border-t pt-4 text-sm" data-testid="point-order-amounts">
        <Amount label={t('points')} value={ts('points', { points: order.shop.goodsPoints })} />
        {order.shop.fulfilment === 'delivery' && (
          <Amount label={t('freight')} value={order.shop.freightFen === 0 ? ts('sheet.freeFreight') : formatYuan(order.shop.freightFen)} />
        )}
        {order.totalFen > 0 && <Amount label={t(order.paidAt ? 'paid' : 'cash')} value={formatYuan(order.payFen)} />}
      </dl>
      {order.shop.state === 'refund_pending' && <p className="text-perf mt-3 text-sm">{t('refundNote')}</p>}
      <div className="mt-4 flex flex-wrap justify-end gap-3">{children}</div>
    </section>
  );
}

function Amount({ label, value }: { label: string; value: string }) {
  return (
    <div className="flex justify-between gap-4">
      <dt className="text-muted">{label}</dt>
      <dd>{value}</dd>
    </div>
  );
}

function PickUp({ order }: { order: PointOrderView }) {
  const t = useTranslations('shop.orders');
  const { pickupCode, pickupValidUntil, collectedAt } = order.shop;
  return (
    <section className="border-line flex flex-col items-center gap-3 rounded-lg border bg-white p-6 text-center" data-testid="pickup">
      <h2 className="font-serif text-lg font-semibold">{t('pickupCode')}</h2>
      <TicketQr code={pickupCode!} label={t('pickupQr', { code: pickupCode! })} />
      <p className="font-mono text-lg tracking-widest" data-testid="pickup-code">
        {pickupCode}
      </p>
      <p className="text-muted text-sm">
        {collectedAt
          ? t('collectedAt', { time: formatDayTime(collectedAt) })
          : pickupValidUntil && t('pickupValid', { time: formatDayTime(pickupValidUntil) })}
      </p>
    </section>
  );
}

function Receiver({ order }: { order: PointOrderView }) {
  const t = useTranslations('shop.orders');
  const r = order.shop.receiver!;
  return (
    <section className="border-line rounded-lg border bg-white p-4 text-sm sm:p-6" data-testid="point-order-receiver">
      <h2 className="font-serif text-lg font-semibold">{t('receiver')}</h2>
      <p className="mt-2">
        <span className="font-medium">{r.name}</span> {maskPhone(r.phone)}
      </p>
      <p className="text-muted mt-1">
        {[r.province, r.city === r.province ? null : r.city, r.county, r.address].filter(Boolean).join(' ')}
      </p>
    </section>
  );
}
