import type { OrderTab, OrderType, OrderView } from '@/lib/contract/order';
import { orderCalls } from '@/lib/contract/order-calls';
import { accountSwr } from './account-swr';
import { useCall } from './use-call';

export const ORDER_PAGE_SIZE = 10;

/** One page of the member's orders under one of the my-order tabs, of one type or all, newest first. */
export const useOrders = ({ tab, type, page = 1 }: { tab: OrderTab; type?: OrderType; page?: number }) =>
  useCall(
    orderCalls.list,
    { query: { tab, ...(type ? { type } : {}), page, pageSize: ORDER_PAGE_SIZE } },
    { ...accountSwr, keepPreviousData: true },
  );

/**
 * Every 4 s while the order is unpaid. SWR asks this once before the first answer too, so polling must start
 * then. It is one function for the page's life: SWR restarts its timer whenever the option changes, and a
 * countdown re-renders the page every second.
 */
const pollWhileUnpaid = (order?: OrderView) => (!order || order.status === 'unpaid' ? 4000 : 0);
const liveOptions = { ...accountSwr, refreshInterval: pollWhileUnpaid };

/**
 * One order with its items and, once issued, their ticket codes. `live` (the checkout
 * pages) asks again every few seconds while it is unpaid, so a payment finished on a phone (QR) or a window
 * that ran out shows without a reload.
 */
export const useOrder = (id: number | undefined, { live = false } = {}) =>
  useCall(orderCalls.detail, id === undefined ? null : { query: { id } }, live ? liveOptions : accountSwr);
