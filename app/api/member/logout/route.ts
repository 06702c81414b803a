// POST /api/member/logout – the hall API forgets the token and the session cookie is destroyed (either account kind).
import type { NextRequest } from 'next/server';
import { forwardLogout } from '@/lib/bff/login-forward';

export async function POST(request: NextRequest) {
  return forwardLogout(request, '/api/member/logout');
}
