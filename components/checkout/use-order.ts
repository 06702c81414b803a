import useSWR from 'swr';
import { swrFetcher } from '@/lib/client/bff';
import type { OrderView } from '@/lib/contract/order';
import { accountSwr } from '@/lib/hooks/account-swr';

/**
 * Every 4 s while the order is unpaid. SWR asks this once before the first answer too, so polling must start
 * then. It is one function for the page's life: SWR restarts its timer whenever the option changes, and the
 * countdown re-renders the page every second.
 */
const pollWhileUnpaid = (order?: OrderView) => (!order || order.status === 'unpaid' ? 4000 : 0);
const options = { ...accountSwr, refreshInterval: pollWhileUnpaid };

/**
 * GET /api/order/detail. While the order is unpaid it is asked again every few seconds, so a payment finished
 * on a phone (QR) or a window that ran out shows without a reload.
 */
export const useOrder = (orderId: number | undefined) =>
  useSWR<OrderView>(orderId ? ['/api/order/detail', { id: orderId }] : null, swrFetcher, options);
