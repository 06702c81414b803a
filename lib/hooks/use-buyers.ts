import useSWR from 'swr';
import type { Buyer } from '@/lib/contract/member';
import { swrFetcher } from '@/lib/client/bff';
import { accountSwr } from './account-swr';

/** GET /api/member/buyer: the member's regular purchasers (certificate numbers come masked). */
export const useBuyers = () => useSWR<Buyer[]>(['/api/member/buyer'], swrFetcher, accountSwr);
