// GET, POST /api/member/close_account – what stands in the way of closing the account, and the closing itself: once
// the hall API has closed it (every token of the member revoked), this browser's login cookie goes in the same answer.
import type { NextRequest } from 'next/server';
import { SUCCESS } from '@/lib/contract/codes';
import { closeAccountPayload } from '@/lib/contract/data-rights';
import { withBody } from '@/lib/bff/body';
import { forwardToHall, withoutTokens } from '@/lib/bff/forward';
import { envelopeResponse, forwardWithLogin, jsonBody, readEnvelope } from '@/lib/bff/login-forward';
import { getLogin } from '@/lib/login-cookie';

const PATH = '/api/member/close_account';

export async function GET(request: NextRequest) {
  return withoutTokens(await forwardWithLogin(request, PATH));
}

export const POST = withBody(closeAccountPayload, async (request, payload) => {
  const login = await getLogin();
  const res = await forwardToHall(request, PATH, { ...jsonBody(payload), accessToken: login.token });
  const envelope = await readEnvelope(res);
  // Closed, or (40003) no longer known to the hall API: either way the member is signed out here as well.
  if (envelope.code === SUCCESS || res.status === 401) login.destroy();
  return envelopeResponse(envelope, res.status);
});
