'use client';

import { useSWRConfig } from 'swr';
import { readKey } from '@/lib/contract/address';
import type { CallAnswer, CallInput } from '@/lib/contract/call';
import type { RefundQueuePage } from '@/lib/contract/staff';
import { staffRefundCalls } from '@/lib/contract/staff-refund-calls';
import { useStaffCall } from '@/lib/hooks/use-staff-call';

export const REFUND_PAGE_SIZE = 20;

/** The two refund lists: the payments owed back, and the money that paid no order. */
export type RefundListCall = typeof staffRefundCalls.owed | typeof staffRefundCalls.unmatched;

/** An entry of the list a call reads. */
export type RefundItemOf<C extends RefundListCall> = CallAnswer<C>['list'][number];

/** One page of a refund list (owed back, or unmatched), with the count and sum of all that the filters match. */
export function useRefundList<C extends RefundListCall>(
  call: C,
  filters: Record<string, string>,
  page: number,
): { data?: RefundQueuePage<RefundItemOf<C>>; error: unknown } {
  const chosen = Object.fromEntries(Object.entries(filters).filter(([, value]) => value !== ''));
  // The filters' values are the choices the lists offer; the hall API checks them as it checks any query.
  const input = { query: { ...chosen, page, pageSize: REFUND_PAGE_SIZE } } as CallInput<C>;
  // The last page stays on screen while the next one loads, so the count and the pager do not jump.
  const { data, error } = useStaffCall(call, input, { keepPreviousData: true });
  return { data, error };
}

/** The reads every refund list keys its cache by (the first part of `readKey`: method and address, whatever the input). */
const REFUND_READS = new Set<string>(
  [staffRefundCalls.owed, staffRefundCalls.unmatched, staffRefundCalls.recent].map((c) => readKey(c, null)[0]),
);

/** After a refund or a settling: every refund list is read again (an item leaves one list and joins the latest). */
export function useRefreshRefunds() {
  const { mutate } = useSWRConfig();
  return () => void mutate((key) => Array.isArray(key) && typeof key[0] === 'string' && REFUND_READS.has(key[0]));
}
