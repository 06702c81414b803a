import { visitCalls } from '@/lib/contract/visit-calls';
import { accountSwr } from './account-swr';
import { useCall } from './use-call';

/** The member's visit bookings and group intentions, for /reservationOrder. */
export const useReservationOrders = () => useCall(visitCalls.mine, { query: {} }, accountSwr);
