// GET /api/session – who is logged in ({loginType} or null), from the session cookie alone: never the token.
import { SUCCESS } from '@/lib/contract/codes';
import { envelopeResponse } from '@/lib/bff/session-forward';
import { getSession } from '@/lib/session';

export async function GET() {
  const session = await getSession();
  return envelopeResponse({
    code: SUCCESS,
    subCode: null,
    subMsg: null,
    data: { loginType: session.token ? (session.loginType ?? null) : null },
  });
}
