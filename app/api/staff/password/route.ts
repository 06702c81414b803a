// PUT /api/staff/password – one's own password: the hall API ends every session and answers a new one for this browser.
import type { NextRequest } from 'next/server';
import { forwardStaffLogin } from '@/lib/bff/staff-forward';

export async function PUT(request: NextRequest) {
  return forwardStaffLogin(request, '/api/staff/password');
}
