// POST /api/member/login, /register, /logout; PUT /api/member/back_password, /reset_password (§7 Membership) → services/accounts/member-accounts
// (also services/accounts/login-guard, request-sign, access-tokens).
import type { FastifyInstance } from 'fastify';
import { backPasswordPayload, loginPayload, registerPayload, resetPasswordPayload } from '@/lib/contract/member';
import { addressOf, requireMember } from '../../auth';
import { ok, parse } from '../../http';
import { revokeToken } from '../../services/accounts/access-tokens';
import { guardLogin } from '../../services/accounts/login-guard';
import { backPassword, loginMember, registerMember, resetPassword } from '../../services/accounts/member-accounts';
import { assertSigned } from '../../services/accounts/request-sign';

export async function memberAccountRoutes(app: FastifyInstance) {
  const db = app.database.db;
  const secret = app.config.SIGN_SECRET;

  app.post('/api/member/login', async (req) => {
    const payload = parse(loginPayload, req.body);
    assertSigned('login', req.body, secret);
    await guardLogin(db, { address: addressOf(req), phone: payload.phone, kind: 'member', ticket: payload.ticket });
    return ok(await loginMember(db, payload, secret));
  });

  app.post('/api/member/register', async (req) => {
    const payload = parse(registerPayload, req.body);
    assertSigned('register', req.body, secret);
    return ok(await registerMember(db, payload, secret));
  });

  app.put('/api/member/back_password', async (req) => {
    await backPassword(db, parse(backPasswordPayload, req.body), secret);
    return ok(null);
  });

  app.put('/api/member/reset_password', async (req) => {
    const memberId = requireMember(req);
    await resetPassword(db, memberId, parse(resetPasswordPayload, req.body), req.headers['access_token'] as string);
    return ok(null);
  });

  // Logs out whatever account the token belongs to; a missing or dead token is already logged out.
  app.post('/api/member/logout', async (req) => {
    const token = req.headers['access_token'];
    if (typeof token === 'string' && token) await revokeToken(db, token);
    return ok(null);
  });
}
