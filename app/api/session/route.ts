// GET /api/session – who is logged in ({loginType} or null), from the login cookie alone: never the token.
import { SUCCESS } from '@/lib/contract/codes';
import { envelopeResponse } from '@/lib/bff/login-forward';
import { getLogin } from '@/lib/login-cookie';

export async function GET() {
  const login = await getLogin();
  return envelopeResponse({
    code: SUCCESS,
    subCode: null,
    subMsg: null,
    data: { loginType: login.token ? (login.loginType ?? null) : null },
  });
}
