// POST /api/waiting_room/join – a place in a session's waiting room: the place's token and, once admitted,
// the pass stay in this browser's httpOnly cookie (lib/bff/room-cookie.ts); the browser reads its standing only.
import { cookies } from 'next/headers';
import { siteRoomCalls, waitingRoomCalls } from '@/lib/contract/waiting-room';
import { withBody } from '@/lib/bff/body';
import { forwardToHall } from '@/lib/bff/forward';
import { jsonBody } from '@/lib/bff/login-forward';
import { readRoomCookie, roomCookieName } from '@/lib/bff/room-cookie';
import { answerStanding } from '@/lib/bff/room-standing';

/** The browser names the session; `again` (after a pass ran out) asks for a new place instead of the one held. */
const joinBody = siteRoomCalls.join.body;

export const POST = withBody(joinBody, async (request, payload) => {
  const { sessionId, again } = joinBody.parse(payload);
  const held = again ? null : readRoomCookie((await cookies()).get(roomCookieName(sessionId))?.value);
  const res = await forwardToHall(request, waitingRoomCalls.join.path, jsonBody({ sessionId, token: held?.token }));
  return answerStanding(res, sessionId);
});
