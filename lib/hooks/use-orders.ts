import useSWR from 'swr';
import type { OrderPage, OrderTab, OrderView } from '@/lib/contract/order';
import { swrFetcher } from '@/lib/client/bff';
import { accountSwr } from './account-swr';

export const ORDER_PAGE_SIZE = 10;

/** GET /api/order: one page of the member's orders under one of the my-order tabs, newest first. */
export const useOrders = (tab: OrderTab, page: number) =>
  useSWR<OrderPage>(['/api/order', { tab, page, pageSize: ORDER_PAGE_SIZE }], swrFetcher, { ...accountSwr, keepPreviousData: true });

/** GET /api/order/detail: one order with its items and, once issued, their ticket codes. */
export const useOrder = (id: number) => useSWR<OrderView>(['/api/order/detail', { id }], swrFetcher, accountSwr);
