// GET|POST|PUT|DELETE /api/* – the BFF: forwards the §7 calls of client components to the hall API, with the session's token.
import type { NextRequest } from 'next/server';
import { forwardWithSession } from '@/lib/bff/session-forward';

type Context = { params: Promise<{ path: string[] }> };

async function handle(request: NextRequest, { params }: Context) {
  const { path } = await params;
  return forwardWithSession(request, `/api/${path.map(encodeURIComponent).join('/')}`);
}

export const GET = handle;
export const POST = handle;
export const PUT = handle;
export const DELETE = handle;
