import useSWR from 'swr';
import type { Paged } from '@/lib/contract/envelope';
import type { ExpressView, PointOrderView } from '@/lib/contract/shop';
import { swrFetcher } from '@/lib/client/bff';
import { accountSwr } from './account-swr';

export const POINT_ORDER_PAGE_SIZE = 10;

/** GET /api/point_order: the member's shop orders, newest first. */
export const usePointOrders = (page: number) =>
  useSWR<Paged<PointOrderView>>(['/api/point_order', { page, pageSize: POINT_ORDER_PAGE_SIZE }], swrFetcher, {
    ...accountSwr,
    keepPreviousData: true,
  });

const pollWhileUnpaid = (order?: PointOrderView) => (!order || order.status === 'unpaid' ? 4000 : 0);

/** GET /api/point_order/detail; `live` (the result page) asks again while the cash part is unpaid. */
export const usePointOrder = (id: number | undefined, { live = false } = {}) =>
  useSWR<PointOrderView>(id === undefined ? null : ['/api/point_order/detail', { id }], swrFetcher, {
    ...accountSwr,
    ...(live ? { refreshInterval: pollWhileUnpaid } : {}),
  });

/** GET /api/point_order/express: asked only for a shipped parcel. */
export const useExpress = (id: number | undefined) =>
  useSWR<ExpressView>(id === undefined ? null : ['/api/point_order/express', { id }], swrFetcher, {
    ...accountSwr,
    shouldRetryOnError: false,
  });
