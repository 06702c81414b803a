// POST /api/enterpriseuser/send_code, /register, /login, /register/update, /logout; PUT /back_password; GET /rent/detail (§7 Enterprise) → services/accounts/enterprise-accounts
// (GET /api/enterpriseuser/login answers "use POST"); also services/accounts/send-code, login-guard, access-tokens.
import type { FastifyInstance } from 'fastify';
import { Code } from '@/lib/contract/codes';
import {
  enterpriseBackPasswordPayload,
  enterpriseLoginPayload,
  enterpriseRegisterPayload,
  enterpriseSendCodePayload,
  enterpriseUpdatePayload,
} from '@/lib/contract/enterprise';
import { addressOf, requireEnterprise } from '../../auth';
import { errorMessage } from '@/lib/i18n/error-messages';
import { localeOf, ok, parse } from '../../http';
import { createSmsProvider } from '../../providers/sms';
import { revokeToken } from '../../services/accounts/access-tokens';
import * as enterprise from '../../services/accounts/enterprise-accounts';
import { guardLogin } from '../../services/accounts/login-guard';
import { sendEnterpriseCode } from '../../services/accounts/send-code';

export async function enterpriseAccountRoutes(app: FastifyInstance) {
  const db = app.database.db;
  const secret = app.config.SIGN_SECRET;
  const sms = createSmsProvider(app.config, db);

  app.post('/api/enterpriseuser/send_code', async (req) => {
    const payload = parse(enterpriseSendCodePayload, req.body);
    await sendEnterpriseCode({ db, sms, secret, locale: localeOf(req), address: addressOf(req) }, payload);
    return ok(null);
  });

  app.post('/api/enterpriseuser/register', async (req) =>
    ok(await enterprise.registerEnterprise(db, parse(enterpriseRegisterPayload, req.body), secret)),
  );

  app.post('/api/enterpriseuser/login', async (req) => {
    const payload = parse(enterpriseLoginPayload, req.body);
    await guardLogin(db, { address: addressOf(req), phone: payload.phone, kind: 'enterprise', ticket: payload.ticket });
    return ok(await enterprise.loginEnterprise(db, payload));
  });

  // §7 lists the login among the reads, but a password has no place in a URL (logs, history, Referer).
  app.get('/api/enterpriseuser/login', async (req, reply) =>
    reply
      .status(405)
      .header('allow', 'POST')
      .send({ code: Code.badRequest, subCode: null, subMsg: errorMessage(localeOf(req), 'usePost'), data: null }),
  );

  app.put('/api/enterpriseuser/back_password', async (req) => {
    await enterprise.backPasswordEnterprise(db, parse(enterpriseBackPasswordPayload, req.body), secret);
    return ok(null);
  });

  app.post('/api/enterpriseuser/register/update', async (req) => {
    const id = requireEnterprise(req);
    return ok(await enterprise.updateEnterprise(db, id, parse(enterpriseUpdatePayload, req.body)));
  });

  app.get('/api/enterpriseuser/rent/detail', async (req) => ok(await enterprise.getEnterpriseDetail(db, requireEnterprise(req))));

  app.post('/api/enterpriseuser/logout', async (req) => {
    const token = req.headers['access_token'];
    if (typeof token === 'string' && token) await revokeToken(db, token);
    return ok(null);
  });
}
