import useSWR from 'swr';
import { swrFetcher } from '@/lib/client/bff';

export type DirEntry = { id: number; name: string; enName: string | null };

/** GET /api/dir: a dictionary (INDUSTRY, CERT_TYPE); it changes rarely, so it is read once per page. */
export const useDir = (dirType: 'INDUSTRY' | 'CERT_TYPE') =>
  useSWR<DirEntry[]>(['/api/dir', { dirType }], swrFetcher, { revalidateOnFocus: false, revalidateIfStale: false });
