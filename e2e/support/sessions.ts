import { performanceCalls } from '@/lib/contract/performance-calls';
import type { SaleStatus } from '@/lib/contract/seats';
import { hallCallOf } from './hall-calls';
import { seatCalls } from '@/lib/contract/seats-schema';

/** What the seat journeys need to know of a session, read from the e2e hall API. */
export type SessionInfo = {
  performanceId: number;
  sessionId: number;
  hall: string;
  hasSeatMap: boolean;
  saleStatus: SaleStatus;
  limitPerOrder: number;
};

/** The first session (by performance and start) matching `where`, across performances and activities. */
export async function findSession(where: (s: SessionInfo) => boolean): Promise<SessionInfo> {
  for (const activeType of [0, 1]) {
    const { list } = await hallCallOf(performanceCalls.list, { query: { activeType, pageSize: 50 } });
    for (const { id } of list) {
      const detail = await hallCallOf(performanceCalls.detail, { params: { id } });
      for (const s of detail.sessions) {
        const info = { performanceId: id, sessionId: s.id, hall: detail.hall.code, ...s };
        if (where(info)) return info;
      }
    }
  }
  throw new Error('no session of that kind in the seed');
}

export const seatMapOf = (sessionId: number) => hallCallOf(seatCalls.map, { params: { id: sessionId } });
export const seatStatusOf = (sessionId: number) => hallCallOf(seatCalls.status, { params: { id: sessionId } });
