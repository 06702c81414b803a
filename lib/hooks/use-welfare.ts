import useSWR from 'swr';
import type { WelfareApplication, WelfareDraw } from '@/lib/contract/welfare';
import { swrFetcher } from '@/lib/client/bff';
import { accountSwr } from './account-swr';

/** GET /api/commonweal_ticket/mine: the member's applications (null key for visitors). */
export const useWelfareApplications = (member: boolean) =>
  useSWR<WelfareApplication[]>(member ? ['/api/commonweal_ticket/mine'] : null, swrFetcher, accountSwr);

/** GET /api/commonweal_ticket/draw: a round's published list, asked when the visitor opens it. */
export const useWelfareDraw = (roundId: number | null) =>
  useSWR<WelfareDraw>(roundId === null ? null : ['/api/commonweal_ticket/draw', { roundId }], swrFetcher);
