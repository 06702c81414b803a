import useSWR from 'swr';
import { swrFetcher } from '@/lib/client/bff';
import type { OrderView } from '@/lib/contract/order';
import { accountSwr } from '@/lib/hooks/account-swr';

/**
 * GET /api/order/detail. While the order is unpaid it is asked again every few seconds, so a payment finished
 * on a phone (QR) or a window that ran out shows without a reload.
 */
export const useOrder = (orderId: number | undefined) =>
  useSWR<OrderView>(orderId ? ['/api/order/detail', { id: orderId }] : null, swrFetcher, {
    ...accountSwr,
    // SWR asks this once before the first answer too: polling must start then, or it never does.
    refreshInterval: (order) => (!order || order.status === 'unpaid' ? 4000 : 0),
  });
