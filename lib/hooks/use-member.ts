import useSWR from 'swr';
import type { MemberDetail } from '@/lib/contract/member';
import { swrFetcher } from '@/lib/client/bff';
import { accountSwr } from './account-swr';

/** GET /api/member/detail: profile, membership card, level, points and VIP expiry. */
export const useMember = () => useSWR<MemberDetail>(['/api/member/detail'], swrFetcher, accountSwr);
