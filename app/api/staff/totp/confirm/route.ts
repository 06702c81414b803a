// POST /api/staff/totp/confirm – a new authenticator's first code: the session it opens is kept in the staff cookie.
import type { NextRequest } from 'next/server';
import { forwardStaffLogin } from '@/lib/bff/staff-forward';

export async function POST(request: NextRequest) {
  return forwardStaffLogin(request, '/api/staff/totp/confirm');
}
