// POST /api/member/perfect_info – personal information (§3), signed here over name and ID number (§5).
import type { NextRequest } from 'next/server';
import { forwardSigned } from '@/lib/bff/login-forward';

export async function POST(request: NextRequest) {
  return forwardSigned(request, '/api/member/perfect_info', 'perfectInfo');
}
