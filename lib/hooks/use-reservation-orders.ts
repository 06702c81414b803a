import useSWR from 'swr';
import type { ReservationOrders } from '@/lib/contract/visit';
import { swrFetcher } from '@/lib/client/bff';
import { accountSwr } from './account-swr';

/** GET /api/reservation_order: the member's visit bookings and group intentions, for /reservationOrder. */
export const useReservationOrders = () => useSWR<ReservationOrders>(['/api/reservation_order'], swrFetcher, accountSwr);
