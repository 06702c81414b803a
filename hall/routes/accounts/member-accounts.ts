// POST /api/member/login, /register, /logout; PUT /api/member/back_password, /reset_password (§7 Membership) → services/accounts/member-accounts
// (also services/accounts/login-guard, request-sign, access-tokens).
import { accountCalls } from '@/lib/contract/account-calls';
import { loginPayload, loginResult, registerPayload } from '@/lib/contract/member';
import { memberCalls } from '@/lib/contract/member-calls';
import { addressOf, requireMember } from '../../auth';
import { ok } from '../../http';
import { handle, route, type HallApp } from '../../platform/route-schema';
import { revokeToken } from '../../services/accounts/access-tokens';
import { guardLogin } from '../../services/accounts/login-guard';
import { backPassword, loginMember, registerMember, resetPassword } from '../../services/accounts/member-accounts';
import { signedBody } from '../../services/accounts/request-sign';

export async function memberAccountRoutes(app: HallApp) {
  const db = app.database.db;
  const secret = app.config.SIGN_SECRET;

  const login = route({ summary: 'Logs a member in with a password or a code (signed by the BFF)', body: loginPayload, data: loginResult });
  app.post('/api/member/login', { ...login, preValidation: signedBody('login', secret) }, async (req) => {
    const payload = req.body;
    await guardLogin(db, { address: addressOf(req), phone: payload.phone, kind: 'member', ticket: payload.ticket });
    return ok(await loginMember(db, payload, secret));
  });

  const register = route({
    summary: 'Registers a member with a verification code (signed by the BFF)',
    body: registerPayload,
    data: loginResult,
  });
  app.post('/api/member/register', { ...register, preValidation: signedBody('register', secret) }, async (req) => {
    return ok(await registerMember(db, req.body, secret));
  });

  handle(app, accountCalls.backPassword, async (req) => {
    await backPassword(db, req.body, secret);
    return ok(null);
  });

  handle(app, memberCalls.changePassword, async (req) => {
    const memberId = requireMember(req);
    await resetPassword(db, memberId, req.body, req.headers['access_token'] as string);
    return ok(null);
  });

  // Logs out whatever account the token belongs to; a missing or dead token is already logged out.
  app.post('/api/member/logout', route({ summary: 'Ends the session of the token sent (any kind of account)' }), async (req) => {
    const token = req.headers['access_token'];
    if (typeof token === 'string' && token) await revokeToken(db, token);
    return ok(null);
  });
}
