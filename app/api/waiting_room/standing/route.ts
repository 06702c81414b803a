// GET /api/waiting_room/standing?sessionId= – the visitor's standing in a session's waiting room, asked of
// the hall API with the token from this browser's cookie; `data: null` when the browser holds no place there yet.
import { cookies } from 'next/headers';
import { NextRequest } from 'next/server';
import { Code, SUCCESS } from '@/lib/contract/codes';
import { siteRoomCalls, waitingRoomCalls } from '@/lib/contract/waiting-room';
import { forwardToHall } from '@/lib/bff/forward';
import { envelopeResponse } from '@/lib/bff/login-forward';
import { readRoomCookie, roomCookieName } from '@/lib/bff/room-cookie';
import { answerStanding } from '@/lib/bff/room-standing';
import { errorMessage } from '@/lib/i18n/error-messages';
import { LANGUAGE_COOKIE, toLocale } from '@/lib/i18n/locales';

const PATH = waitingRoomCalls.standing.path;

export async function GET(request: NextRequest) {
  const query = siteRoomCalls.standing.query.safeParse({ sessionId: request.nextUrl.searchParams.get('sessionId') ?? undefined });
  if (!query.success) {
    const locale = toLocale(request.cookies.get(LANGUAGE_COOKIE)?.value ?? request.headers.get('language'));
    const subMsg = errorMessage(locale, 'badRequest', { detail: 'sessionId' });
    return envelopeResponse({ code: Code.badRequest, subCode: null, subMsg, data: null }, 400);
  }
  const { sessionId } = query.data;
  const held = readRoomCookie((await cookies()).get(roomCookieName(sessionId))?.value);
  if (!held) return envelopeResponse({ code: SUCCESS, subCode: null, subMsg: null, data: null });
  // The hall API reads the token from the query: the browser's own query (its cache-busting `_`) is not passed on.
  const url = new URL(PATH, request.nextUrl.origin);
  url.search = new URLSearchParams({ sessionId: String(sessionId), token: held.token }).toString();
  const res = await forwardToHall(new NextRequest(url, { headers: request.headers }), PATH);
  return answerStanding(res, sessionId);
}
