import 'server-only';
import { waitingRoomCalls, type WaitingRoomInfo } from '@/lib/contract/waiting-room';
import { hallGet, TAGS } from './client';

/**
 * Seconds the site reuses the answer. A room the staff turn on (or off) reaches the seat map page and the BFF's
 * checks within this, or within a second when the staff write names the `projects` tag (lib/site-cache).
 */
export const ROOM_INFO_SECONDS = 5;

/**
 * GET /api/waiting_room?sessionId=: whether the session's seat map, cart and orders need a pass now, through the
 * site's cache (an on-sale's every seat-map poll asks it). Its answer is the same in both languages, so it is read
 * in one and cached once.
 */
export async function getWaitingRoom(sessionId: number): Promise<WaitingRoomInfo> {
  const info = await hallGet(waitingRoomCalls.info.path, waitingRoomCalls.info.answer, {
    locale: 'zh-CN',
    query: { sessionId },
    revalidate: ROOM_INFO_SECONDS,
    tags: [TAGS.projects],
  });
  return info ?? { sessionId, active: false, opensAt: null };
}
