import { performanceCalls } from '@/lib/contract/performance-calls';
import { useCall } from './use-call';

/** §4: the keyword is trimmed and an empty one clears the results without asking the hall API. */
export function useSearch(keyword: string) {
  const trimmed = keyword.trim();
  return useCall(performanceCalls.search, trimmed ? { query: { keyword: trimmed, pageSize: 20 } } : null, { keepPreviousData: true });
}
