// POST /api/staff/logout – the hall API ends the staff session and the staff cookie is destroyed.
import type { NextRequest } from 'next/server';
import { forwardStaffLogout } from '@/lib/bff/staff-forward';

export async function POST(request: NextRequest) {
  return forwardStaffLogout(request);
}
