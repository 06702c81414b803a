// POST /api/member/wx_bind – binds a WeChat identity to a phone (overlay mode 3); the token goes to the session cookie.
import type { NextRequest } from 'next/server';
import { forwardLogin, readPayload } from '@/lib/bff/login-forward';

export async function POST(request: NextRequest) {
  return forwardLogin(request, '/api/member/wx_bind', await readPayload(request));
}
