// POST /api/member/login – personal login (§3): signed here, the token kept in the session cookie.
import type { NextRequest } from 'next/server';
import { forwardLogin, signedPayload } from '@/lib/bff/login-forward';

export async function POST(request: NextRequest) {
  return forwardLogin(request, '/api/member/login', await signedPayload(request, 'login'));
}
