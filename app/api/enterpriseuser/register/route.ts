// POST /api/enterpriseuser/register – venue-rental registration; a token in the answer goes to the session cookie, never to the browser.
import type { NextRequest } from 'next/server';
import { forwardLogin, readPayload } from '@/lib/bff/login-forward';

export async function POST(request: NextRequest) {
  return forwardLogin(request, '/api/enterpriseuser/register', await readPayload(request));
}
