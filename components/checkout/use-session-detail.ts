import useSWR from 'swr';
import { swrFetcher } from '@/lib/client/bff';
import type { ProjectDetail, Session } from '@/lib/contract/project';

export type SessionDetail = { performance: Omit<ProjectDetail, 'sessions'>; session: Session };

/** GET /api/project/event_detail: the performance and session a checkout page is about. */
export const useSessionDetail = (sessionId: number | undefined) =>
  useSWR<SessionDetail>(sessionId ? ['/api/project/event_detail', { sessionId }] : null, swrFetcher);
