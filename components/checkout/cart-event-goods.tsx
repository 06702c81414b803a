'use client';

import useSWR from 'swr';
import { readKey } from '@/lib/contract/address';
import { cartCalls } from '@/lib/contract/order-calls';
import { bffCall } from '@/lib/client/call';
import { accountSwr } from '@/lib/hooks/account-swr';
import { EventGoods } from '@/components/shop/event-goods';

/** The goods sold alongside the performances in the cart (§7 GET /api/cart/event_goods), asked again when the cart changes. */
export function CartEventGoods({ cartKey }: { cartKey: string }) {
  // The key names the cart's performances so a change of them asks again; the call itself takes no input.
  const call = cartCalls.eventGoods;
  const { data } = useSWR(readKey(call, cartKey), () => bffCall(call, {}), accountSwr);
  return data?.length ? (
    <div className="mt-8 rounded bg-white p-4">
      <EventGoods goods={data} heading="cartTitle" testId="cart-event-goods" />
    </div>
  ) : null;
}
