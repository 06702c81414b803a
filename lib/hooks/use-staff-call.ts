import type { SWRConfiguration } from 'swr';
import type { CallAnswer, CallDescription, CallInput } from '@/lib/contract/call';
import { staffBff } from '@/lib/client/staff-bff';
import { useCall } from './use-call';

/** A call's read in the staff console, through its transport (an ended staff session goes to the console's sign-in). */
export const useStaffCall = <C extends CallDescription>(call: C, input: CallInput<C> | null, config?: SWRConfiguration<CallAnswer<C>>) =>
  useCall(call, input, config, staffBff);
