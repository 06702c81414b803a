import useSWR from 'swr';
import type { OrderPage, OrderTab, OrderType, OrderView } from '@/lib/contract/order';
import { swrFetcher } from '@/lib/client/bff';
import { accountSwr } from './account-swr';

export const ORDER_PAGE_SIZE = 10;

/** GET /api/order: one page of the member's orders under one of the my-order tabs, of one type or all, newest first. */
export const useOrders = ({ tab, type, page = 1 }: { tab: OrderTab; type?: OrderType; page?: number }) =>
  useSWR<OrderPage>(['/api/order', { tab, ...(type ? { type } : {}), page, pageSize: ORDER_PAGE_SIZE }], swrFetcher, {
    ...accountSwr,
    keepPreviousData: true,
  });

/**
 * Every 4 s while the order is unpaid. SWR asks this once before the first answer too, so polling must start
 * then. It is one function for the page's life: SWR restarts its timer whenever the option changes, and a
 * countdown re-renders the page every second.
 */
const pollWhileUnpaid = (order?: OrderView) => (!order || order.status === 'unpaid' ? 4000 : 0);
const liveOptions = { ...accountSwr, refreshInterval: pollWhileUnpaid };

/**
 * GET /api/order/detail: one order with its items and, once issued, their ticket codes. `live` (the checkout
 * pages) asks again every few seconds while it is unpaid, so a payment finished on a phone (QR) or a window
 * that ran out shows without a reload.
 */
export const useOrder = (id: number | undefined, { live = false } = {}) =>
  useSWR<OrderView>(id === undefined ? null : ['/api/order/detail', { id }], swrFetcher, live ? liveOptions : accountSwr);
