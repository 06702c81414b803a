// The waiting room's signed tokens (docs/decisions/waiting-list-and-room.md): the queue token that keeps a
// visitor's place, and the pass an admitted visitor orders with. The hall API signs both; the BFF checks a pass
// without a call to the hall API, and the hall API checks it again (with the database) at the order call.
// base64url(JSON).base64url(HMAC-SHA256), keyed by HKDF from SIGN_SECRET, which both tiers share and production
// refuses to leave at its default.
import { createHmac, hkdfSync, timingSafeEqual } from 'node:crypto';

/** A place in a session's room: the visitor (a random id) and the session. */
export type QueueToken = { k: 'q'; v: string; s: number };
/** Admitted: the visitor, the session and the pass's end (epoch seconds). */
export type RoomPass = { k: 'p'; v: string; s: number; e: number };
type Signed = QueueToken | RoomPass;

const UUID = /^[0-9a-f]{8}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{12}$/;
const MAX_LENGTH = 400;

const keys = new Map<string, Buffer>();
/** The room's own key, so a room token is never a valid signature of anything else signed with the secret. */
function keyOf(secret: string): Buffer {
  let key = keys.get(secret);
  if (!key) {
    key = Buffer.from(hkdfSync('sha256', secret, '', 'room-pass', 32));
    keys.set(secret, key);
  }
  return key;
}

const mac = (body: string, secret: string) => createHmac('sha256', keyOf(secret)).update(body).digest();

function sign(payload: Signed, secret: string): string {
  const body = Buffer.from(JSON.stringify(payload)).toString('base64url');
  return `${body}.${mac(body, secret).toString('base64url')}`;
}

export const signQueueToken = (visitorId: string, sessionId: number, secret: string) =>
  sign({ k: 'q', v: visitorId, s: sessionId }, secret);

export const signRoomPass = (visitorId: string, sessionId: number, expiresAt: Date, secret: string) =>
  sign({ k: 'p', v: visitorId, s: sessionId, e: Math.floor(expiresAt.getTime() / 1000) }, secret);

/** The token's payload when its signature is ours and its shape is right; anything else is no token at all. */
function verify(token: unknown, secret: string): Signed | null {
  if (typeof token !== 'string' || token.length > MAX_LENGTH) return null;
  const [body, signature, extra] = token.split('.');
  if (!body || !signature || extra !== undefined) return null;
  const given = Buffer.from(signature, 'base64url');
  const expected = mac(body, secret);
  if (given.length !== expected.length || !timingSafeEqual(given, expected)) return null;
  let payload: unknown;
  try {
    payload = JSON.parse(Buffer.from(body, 'base64url').toString('utf8'));
  } catch {
    return null;
  }
  if (typeof payload !== 'object' || payload === null) return null;
  const p = payload as Record<string, unknown>;
  if (typeof p.v !== 'string' || !UUID.test(p.v) || !Number.isSafeInteger(p.s) || (p.s as number) < 1) return null;
  if (p.k === 'q') return { k: 'q', v: p.v, s: p.s as number };
  if (p.k === 'p' && Number.isSafeInteger(p.e)) return { k: 'p', v: p.v, s: p.s as number, e: p.e as number };
  return null;
}

/** A queue token of this session, or null (forged, another session's, a pass, malformed). */
export function readQueueToken(token: unknown, sessionId: number, secret: string): QueueToken | null {
  const payload = verify(token, secret);
  return payload?.k === 'q' && payload.s === sessionId ? payload : null;
}

/** A pass of this session still running at `now`, or null (forged, another session's, expired, a queue token). */
export function readRoomPass(token: unknown, sessionId: number, secret: string, now = new Date()): RoomPass | null {
  const payload = verify(token, secret);
  return payload?.k === 'p' && payload.s === sessionId && payload.e * 1000 > now.getTime() ? payload : null;
}
