'use client';

import useSWR from 'swr';
import type { EventGoodsView } from '@/lib/contract/shop';
import { bff } from '@/lib/client/bff';
import { accountSwr } from '@/lib/hooks/account-swr';
import { EventGoods } from '@/components/shop/event-goods';

/** The goods sold alongside the performances in the cart (§7 GET /api/cart/event_goods), asked again when the cart changes. */
export function CartEventGoods({ cartKey }: { cartKey: string }) {
  // The key names the cart's performances so a change of them asks again; only the path goes to the BFF.
  const { data } = useSWR<EventGoodsView[]>(
    ['/api/cart/event_goods', cartKey],
    ([path]: [string]) => bff<EventGoodsView[]>(path),
    accountSwr,
  );
  return data?.length ? (
    <div className="mt-8 rounded bg-white p-4">
      <EventGoods goods={data} heading="cartTitle" testId="cart-event-goods" />
    </div>
  ) : null;
}
