'use client';

import useSWR, { useSWRConfig } from 'swr';
import type { RefundQueuePage } from '@/lib/contract/staff';
import { staffFetcher } from '@/lib/client/staff-bff';

export const REFUND_PAGE_SIZE = 20;

/** One page of a refund list (owed back, or unmatched), with the count and sum of all that the filters match. */
export function useRefundList<T>(path: string, filters: Record<string, string>, page: number) {
  const chosen = Object.fromEntries(Object.entries(filters).filter(([, value]) => value !== ''));
  // The last page stays on screen while the next one loads, so the count and the pager do not jump.
  return useSWR<RefundQueuePage<T>>([path, { ...chosen, page, pageSize: REFUND_PAGE_SIZE }], staffFetcher, { keepPreviousData: true });
}

/** After a refund or a settling: every refund list is read again (an item leaves one list and joins the latest). */
export function useRefreshRefunds() {
  const { mutate } = useSWRConfig();
  return () => void mutate((key) => Array.isArray(key) && typeof key[0] === 'string' && key[0].startsWith('/api/staff/refunds'));
}
