// GET|POST|PUT|DELETE /api/* – the BFF: forwards the §7 calls of client components to the hall API, with the session's token.
import type { NextRequest } from 'next/server';
import { Code } from '@/lib/contract/codes';
import { isDedicatedRoute } from '@/lib/bff/dedicated-routes';
import { withoutTokens } from '@/lib/bff/forward';
import { envelopeResponse, forwardWithLogin } from '@/lib/bff/login-forward';
import { forwardStaff } from '@/lib/bff/staff-forward';
import { roomCheck } from '@/lib/bff/room-gate';

type Context = { params: Promise<{ path: string[] }> };

async function handle(request: NextRequest, { params }: Context) {
  const { path } = await params;
  // proxy.ts refuses other spellings of a path already; this holds should a spelling get past it.
  if (isDedicatedRoute(path)) return envelopeResponse({ code: Code.notFound, subCode: null, subMsg: null, data: null }, 404);
  const target = `/api/${path.map(encodeURIComponent).join('/')}`;
  // The staff console's area goes with the staff session only; no member token ever reaches it.
  if (path[0]?.toLowerCase() === 'staff') return withoutTokens(await forwardStaff(request, target));
  // A session under a waiting room: its seat map, cart and order calls need the visitor's pass (lib/bff/room-gate.ts).
  const room = await roomCheck(request, path);
  if ('refusal' in room) return room.refusal;
  return withoutTokens(await forwardWithLogin(request, target, room.options));
}

export const GET = handle;
export const POST = handle;
export const PUT = handle;
export const DELETE = handle;
