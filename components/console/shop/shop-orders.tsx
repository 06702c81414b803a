'use client';

import { useState } from 'react';
import { useLocale, useTranslations } from 'next-intl';
import { CARRIERS, FULFILMENT_LISTS, type StaffShopOrder } from '@/lib/contract/shop-fulfilment';
import { localized, type Locale } from '@/lib/i18n/locales';
import { formatDayTime } from '@/lib/format';
import { staffShopCalls } from '@/lib/contract/staff-shop-calls';
import { useStaffCall } from '@/lib/hooks/use-staff-call';
import { Panel } from '@/components/ui/panel';
import { FilterChoice } from '../filter-choice';
import { ShipForm } from './ship-form';
import { VoucherCounter } from './voucher-counter';
import { ListStatus } from '../form-kit/list-status';

type List = (typeof FULFILMENT_LISTS)[number];

/**
 * Shop fulfilment: the café counter's voucher check, then the paid orders of one list: parcels to ship (oldest
 * first, each with its address and a shipping form), shipped, delivered, vouchers to collect and collected.
 */
export function ShopOrders() {
  const t = useTranslations('console.shop');
  const [list, setList] = useState<List>('to_ship');
  const { data, error, mutate } = useStaffCall(staffShopCalls.orders, { query: { list } });

  return (
    <div className="grid grid-cols-[minmax(0,1fr)] gap-6 lg:grid-cols-[minmax(0,2fr)_minmax(0,1fr)]">
      <Panel title={t('orders')} testId="shop-orders">
        <FilterChoice
          label={t('lists.label')}
          options={FULFILMENT_LISTS}
          value={list}
          onChange={setList}
          labelOf={(l) => t(`lists.${l}`)}
          testIdPrefix="shop-list"
        />
        <ListStatus rows={data} error={error} empty={t('empty')} />
        <ul className="divide-line divide-y">
          {data?.map((order) => (
            <ShopOrderItem key={order.orderId} order={order} onChanged={() => void mutate()} />
          ))}
        </ul>
      </Panel>
      <VoucherCounter onCollected={() => void mutate()} />
    </div>
  );
}

function ShopOrderItem({ order: o, onChanged }: { order: StaffShopOrder; onChanged: () => void }) {
  const t = useTranslations('console.shop');
  const locale = useLocale() as Locale;
  const r = o.receiver;
  return (
    <li className="py-3 text-sm" data-testid={`shop-order-${o.orderId}`}>
      <div className="flex flex-wrap items-baseline justify-between gap-2">
        <p className="text-base font-medium">
          {localized(o, 'goodsName', locale)} × {o.quantity}
        </p>
        <p className="text-muted">
          {o.orderNo}
          {o.paidAt && ` · ${t('paidAt', { at: formatDayTime(o.paidAt) })}`}
        </p>
      </div>
      {r && (
        <p className="mt-1" data-testid={`shop-order-${o.orderId}-address`}>
          {r.name} · {r.phone} · {r.province}
          {r.city}
          {r.county}
          {r.address}
        </p>
      )}
      {o.carrier && o.trackingNo && (
        <p className="text-muted mt-1">
          {t('parcel', { carrier: CARRIERS[o.carrier] ?? o.carrier, trackingNo: o.trackingNo, at: formatDayTime(o.shippedAt!) })}
          {o.deliveredAt && ` · ${t('deliveredAt', { at: formatDayTime(o.deliveredAt) })}`}
        </p>
      )}
      {o.fulfilment === 'pickup' && (
        <p className="text-muted mt-1">
          {o.collectedAt
            ? t('collectedAt', { at: formatDayTime(o.collectedAt) })
            : o.pickupValidUntil && t('validUntil', { at: formatDayTime(o.pickupValidUntil) })}
        </p>
      )}
      {o.state === 'to_ship' && <ShipForm orderId={o.orderId} onShipped={onChanged} />}
    </li>
  );
}
