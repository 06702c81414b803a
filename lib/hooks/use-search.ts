import useSWR from 'swr';
import type { SearchResult } from '@/lib/contract/project';
import { swrFetcher } from '@/lib/client/bff';

/** §4: the keyword is trimmed and an empty one clears the results without asking the hall API. */
export function useSearch(keyword: string) {
  const trimmed = keyword.trim();
  return useSWR<SearchResult>(trimmed ? ['/api/project/search', { keyword: trimmed, pageSize: 20 }] : null, swrFetcher, {
    keepPreviousData: true,
  });
}
