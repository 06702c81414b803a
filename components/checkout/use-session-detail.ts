import { performanceCalls } from '@/lib/contract/performance-calls';
import { useCall } from '@/lib/hooks/use-call';

export type { SessionDetail } from '@/lib/contract/performance-calls';

/** The performance and session a checkout page is about. */
export const useSessionDetail = (sessionId: number | undefined) =>
  useCall(performanceCalls.session, sessionId ? { query: { sessionId } } : null);
