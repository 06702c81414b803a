// GET|POST|PUT|DELETE /api/* – the BFF: forwards the §7 calls of client components to the hall API.
import type { NextRequest } from 'next/server';
import { forwardToHall } from '@/lib/bff/forward';

type Context = { params: Promise<{ path: string[] }> };

async function handle(request: NextRequest, { params }: Context) {
  const { path } = await params;
  return forwardToHall(request, `/api/${path.map(encodeURIComponent).join('/')}`);
}

export const GET = handle;
export const POST = handle;
export const PUT = handle;
export const DELETE = handle;
