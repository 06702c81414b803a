// POST /api/enterpriseuser/login – venue-rental login (§3): the token kept in the session cookie.
import type { NextRequest } from 'next/server';
import { forwardLogin, readPayload } from '@/lib/bff/login-forward';

export async function POST(request: NextRequest) {
  return forwardLogin(request, '/api/enterpriseuser/login', await readPayload(request));
}
