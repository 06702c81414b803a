import 'server-only';
import { cookies } from 'next/headers';
import { id } from '@/lib/contract/common';
import { getWaitingRoom } from '@/lib/hall/waiting-room';
import { roomPassOf } from './room-cookie';

/**
 * The query key proxy.ts gives the seat map page (`/chooseSeat?sessionId=`) when the visitor holds a running pass of
 * that session's waiting room. The page is cached, and cannot read cookies: it is rendered once for visitors with a
 * pass and once for everyone else, and the second sends the visitor to the waiting room while the room is on.
 */
export const ROOM_PASS_KEY = 'roomPass';

type CookieJar = Parameters<typeof roomPassOf>[0];

/**
 * The page's query with the room pass key set from the cookie only: a `roomPass` the visitor typed is dropped, so
 * only the pass's signature, session and expiry (checked here, with no hall API call) open the seat map.
 */
export function withRoomPass(pathname: string, search: URLSearchParams, cookies: CookieJar): URLSearchParams {
  if (pathname !== '/chooseSeat') return search;
  const kept = new URLSearchParams(search);
  kept.delete(ROOM_PASS_KEY);
  const sessionId = id.safeParse(search.get('sessionId'));
  if (sessionId.success && roomPassOf(cookies, sessionId.data)) kept.set(ROOM_PASS_KEY, '1');
  return kept;
}

export const waitingRoomHref = (sessionId: number) => `/waitingRoom?sessionId=${sessionId}`;

/**
 * For a page rendered per request that starts a purchase of the session (the settlement): the waiting room, when the
 * visitor holds no running pass and the session's room is on (the site's cached answer); null to go on. Should the
 * hall API not answer, the page goes on: the order call is checked again by the BFF and by the hall API.
 */
export async function waitingRoomDetour(sessionId: number): Promise<string | null> {
  if (roomPassOf(await cookies(), sessionId)) return null;
  const room = await getWaitingRoom(sessionId).catch(() => null);
  return room?.active ? waitingRoomHref(sessionId) : null;
}
