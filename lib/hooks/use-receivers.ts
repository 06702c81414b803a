import useSWR from 'swr';
import type { Receiver } from '@/lib/contract/member';
import { swrFetcher } from '@/lib/client/bff';
import { accountSwr } from './account-swr';

/** GET /api/member/receiver: the member's addresses, the default first. */
export const useReceivers = () => useSWR<Receiver[]>(['/api/member/receiver'], swrFetcher, accountSwr);
