import 'server-only';
import { readRoomPass } from '@/lib/security/room-pass';
import { signSecret } from './sign-secret';

/**
 * A visitor's place in one session's waiting room: the hall API's queue token and, once admitted, the
 * pass, kept by the BFF in an httpOnly cookie per session. Both are signed by the hall API already (base64url and
 * dots only), so the cookie holds them as they are; the browser never reads either.
 */
export type RoomCookie = { token: string; pass: string | null };

export const roomCookieName = (sessionId: number) => `hall_room_${sessionId}`;

// Neither a token nor a pass contains a tilde (lib/security/room-pass.ts: base64url and one dot).
const SEPARATOR = '~';

/**
 * A day: the token outlives the pass (at most two hours) so that a visitor whose pass ran out is told so on the
 * waiting page, rather than silently given a new place; the pass itself carries its expiry and is checked by it.
 */
const MAX_AGE_SECONDS = 86_400;

export function readRoomCookie(value: string | undefined): RoomCookie | null {
  if (!value) return null;
  const [token, pass, extra] = value.split(SEPARATOR);
  if (!token || extra !== undefined) return null;
  return { token, pass: pass || null };
}

export const roomCookieValue = ({ token, pass }: RoomCookie) => (pass ? `${token}${SEPARATOR}${pass}` : token);

export const roomCookieOptions = () => ({
  httpOnly: true,
  sameSite: 'lax' as const,
  secure: process.env.NODE_ENV === 'production',
  path: '/',
  maxAge: MAX_AGE_SECONDS,
});

/** The cookie's pass when it is the hall API's, of this session and still running: checked here, no hall call. */
export function validRoomPass(value: string | undefined, sessionId: number, now = new Date()): string | null {
  const pass = readRoomCookie(value)?.pass;
  return pass && readRoomPass(pass, sessionId, signSecret(), now) ? pass : null;
}

type CookieJar = { get(name: string): { value: string } | undefined };

/** The visitor's running pass for the session, from the request's cookies. */
export const roomPassOf = (jar: CookieJar, sessionId: number, now = new Date()) =>
  validRoomPass(jar.get(roomCookieName(sessionId))?.value, sessionId, now);
