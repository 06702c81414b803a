import type { PointOrderView } from '@/lib/contract/shop';
import { pointOrderCalls } from '@/lib/contract/shop-calls';
import { accountSwr } from './account-swr';
import { useCall } from './use-call';

export const POINT_ORDER_PAGE_SIZE = 10;

/** The member's shop orders, newest first. */
export const usePointOrders = (page: number) =>
  useCall(pointOrderCalls.list, { query: { page, pageSize: POINT_ORDER_PAGE_SIZE } }, { ...accountSwr, keepPreviousData: true });

const pollWhileUnpaid = (order?: PointOrderView) => (!order || order.status === 'unpaid' ? 4000 : 0);

/** One shop order; `live` (the result page) asks again while the cash part is unpaid. */
export const usePointOrder = (id: number | undefined, { live = false } = {}) =>
  useCall(pointOrderCalls.detail, id === undefined ? null : { query: { id } }, {
    ...accountSwr,
    ...(live ? { refreshInterval: pollWhileUnpaid } : {}),
  });

/** A parcel's carrier and tracking, asked only for a shipped parcel. */
export const useExpress = (id: number | undefined) =>
  useCall(pointOrderCalls.express, id === undefined ? null : { query: { id } }, { ...accountSwr, shouldRetryOnError: false });
