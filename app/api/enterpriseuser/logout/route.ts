// POST /api/enterpriseuser/logout – the venue renter's logout: the hall API forgets the token, the session cookie is destroyed.
import type { NextRequest } from 'next/server';
import { forwardLogout } from '@/lib/bff/login-forward';

export async function POST(request: NextRequest) {
  return forwardLogout(request, '/api/enterpriseuser/logout');
}
