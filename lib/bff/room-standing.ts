import 'server-only';
import { cookies } from 'next/headers';
import { SUCCESS } from '@/lib/contract/codes';
import type { RoomStandingView, WaitingRoomStanding } from '@/lib/contract/waiting-room';
import { envelopeResponse, readEnvelope } from './login-forward';
import { roomCookieName, roomCookieOptions, roomCookieValue } from './room-cookie';

export type { RoomStandingView };

/**
 * The hall API's answer to a join or a standing call, for the browser: the token and the pass go into the session's
 * room cookie (the pass once admitted; none after it ran out), the envelope goes on without them. A refusal goes on
 * as it came, and leaves the cookie as it was.
 */
export async function answerStanding(res: Response, sessionId: number): Promise<Response> {
  const envelope = await readEnvelope(res);
  const standing = envelope.data as WaitingRoomStanding | null | undefined;
  if (envelope.code !== SUCCESS || !standing || typeof standing.token !== 'string') {
    return envelopeResponse({ ...envelope, data: null }, res.status);
  }
  const { token, pass, ...view } = standing;
  (await cookies()).set(roomCookieName(sessionId), roomCookieValue({ token, pass }), roomCookieOptions());
  return envelopeResponse({ ...envelope, data: view satisfies RoomStandingView }, res.status);
}
