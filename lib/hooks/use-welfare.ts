import { welfareCalls } from '@/lib/contract/welfare-calls';
import { accountSwr } from './account-swr';
import { useCall } from './use-call';

/** The member's applications (nothing asked for visitors). */
export const useWelfareApplications = (member: boolean) => useCall(welfareCalls.mine, member ? {} : null, accountSwr);

/** A round's published list, asked when the visitor opens it. */
export const useWelfareDraw = (roundId: number | null) => useCall(welfareCalls.draw, roundId === null ? null : { query: { roundId } });
