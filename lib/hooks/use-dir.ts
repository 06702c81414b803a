import type { z } from 'zod';
import type { dirItemSchema } from '@/lib/contract/content';
import { contentCalls } from '@/lib/contract/content-calls';
import { useCall } from './use-call';

export type DirEntry = z.infer<typeof dirItemSchema>;

/** GET /api/dir: a dictionary (INDUSTRY, CERT_TYPE); it changes rarely, so it is read once per page. */
export const useDir = (dirType: 'INDUSTRY' | 'CERT_TYPE') =>
  useCall(contentCalls.dir, { query: { dirType } }, { revalidateOnFocus: false, revalidateIfStale: false });
