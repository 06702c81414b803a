// POST /api/staff/login – the staff console's sign-in: the staff token, once the authenticator's code is right, kept in the staff cookie.
import type { NextRequest } from 'next/server';
import { forwardStaffLogin } from '@/lib/bff/staff-forward';

export async function POST(request: NextRequest) {
  return forwardStaffLogin(request, '/api/staff/login');
}
