import 'server-only';
import type { NextRequest } from 'next/server';
import { Code } from '@/lib/contract/codes';
import { id } from '@/lib/contract/common';
import { ROOM_PASS_HEADER } from '@/lib/contract/waiting-room';
import { getWaitingRoom } from '@/lib/hall/waiting-room';
import { errorMessage } from '@/lib/i18n/error-messages';
import { LANGUAGE_COOKIE, toLocale } from '@/lib/i18n/locales';
import { unavailable, type ForwardOptions } from './forward';
import { envelopeResponse } from './login-forward';
import { roomPassOf } from './room-cookie';

type Body = Record<string, unknown> | null;

/** The guarded calls: which one a request is (paths compared in small letters, so no other spelling slips past). */
function guardedCall(method: string, path: string[]): 'seatStatus' | 'cart' | 'order' | null {
  const p = path.map((segment) => segment.toLowerCase());
  if (method === 'GET' && p.length === 3 && p[0] === 'session' && p[2] === 'seat_status') return 'seatStatus';
  if (method === 'POST' && p.length === 1 && (p[0] === 'cart' || p[0] === 'order')) return p[0];
  return null;
}

/**
 * The session a call reaches into under a waiting room: the seat map's taken seats, adding to the cart
 * and the order (the cart's order too: it names its session in `lines`). Null for every other call, and for an
 * order through a waiting-list offer, whose tickets are held for its member already (the hall API exempts it too).
 */
export function guardedSession(method: string, path: string[], body: Body): number | null {
  const call = guardedCall(method, path);
  const value =
    call === 'seatStatus'
      ? path[1]
      : call === 'cart'
        ? body?.sessionId
        : call === 'order' && body?.offerId === undefined
          ? (body?.lines as Body | undefined)?.sessionId
          : undefined;
  const sessionId = id.safeParse(value);
  return sessionId.success ? sessionId.data : null;
}

function parsed(bytes: ArrayBuffer): Body {
  try {
    const body: unknown = JSON.parse(new TextDecoder().decode(bytes));
    return body && typeof body === 'object' && !Array.isArray(body) ? (body as Record<string, unknown>) : null;
  } catch {
    // Not JSON: the hall API refuses it as it refuses any such body.
    return null;
  }
}

/**
 * Before the catch-all forwards a call: for a guarded session, the visitor's pass from its cookie (checked here:
 * signature, session, expiry) goes to the hall API in the `x-room-pass` header; without one, while the session's
 * room is on (the site's cached answer of GET /api/waiting_room), the call is refused here as the hall API refuses
 * an order, and never forwarded. The body, read to find the session, is handed on in the options.
 */
export async function roomCheck(request: NextRequest, path: string[]): Promise<{ refusal: Response } | { options: ForwardOptions }> {
  const call = guardedCall(request.method, path);
  if (!call) return { options: {} };
  const bytes = call === 'seatStatus' ? null : await request.arrayBuffer();
  const options: ForwardOptions = bytes ? { body: bytes } : {};
  const sessionId = guardedSession(request.method, path, bytes ? parsed(bytes) : null);
  if (sessionId === null) return { options };
  const pass = roomPassOf(request.cookies, sessionId);
  if (pass) return { options: { ...options, headers: { [ROOM_PASS_HEADER]: pass } } };
  const locale = toLocale(request.cookies.get(LANGUAGE_COOKIE)?.value ?? request.headers.get('language'));
  let active: boolean;
  try {
    active = (await getWaitingRoom(sessionId)).active;
  } catch {
    return { refusal: unavailable(locale) };
  }
  if (!active) return { options };
  const refusal = { code: Code.badRequest, subCode: null, subMsg: errorMessage(locale, 'roomPassRequired'), data: null };
  return { refusal: envelopeResponse(refusal, 400) };
}
