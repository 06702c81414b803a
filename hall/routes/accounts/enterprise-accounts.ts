// POST /api/enterpriseuser/send_code, /register, /login, /register/update, /logout; PUT /back_password; GET /rent/detail (§7 Enterprise) → services/accounts/enterprise-accounts
// (GET /api/enterpriseuser/login answers "use POST"); also services/accounts/send-code, login-guard, access-tokens.
import { enterpriseAccountCalls as calls } from '@/lib/contract/account-calls';
import { Code } from '@/lib/contract/codes';
import { addressOf, requireEnterprise } from '../../auth';
import { errorMessage } from '@/lib/i18n/error-messages';
import { localeOf, ok } from '../../http';
import { handle, route, type HallApp } from '../../platform/route-schema';
import { createSmsProvider } from '../../providers/sms';
import { revokeToken } from '../../services/accounts/access-tokens';
import * as enterprise from '../../services/accounts/enterprise-accounts';
import { guardLogin } from '../../services/accounts/login-guard';
import { sendEnterpriseCode } from '../../services/accounts/send-code';

export async function enterpriseAccountRoutes(app: HallApp) {
  const db = app.database.db;
  const secret = app.config.SIGN_SECRET;
  const sms = createSmsProvider(app.config, db);

  handle(app, calls.sendCode, async (req) => {
    await sendEnterpriseCode({ db, sms, secret, locale: localeOf(req), address: addressOf(req) }, req.body, req.enterpriseUserId);
    return ok(null);
  });

  handle(app, calls.register, async (req) => ok(await enterprise.registerEnterprise(db, req.body, secret)));

  handle(app, calls.login, async (req) => {
    const payload = req.body;
    await guardLogin(db, { address: addressOf(req), phone: payload.phone, kind: 'enterprise', ticket: payload.ticket });
    return ok(await enterprise.loginEnterprise(db, payload));
  });

  // §7 lists the login among the reads, but a password has no place in a URL (logs, history, Referer).
  app.get('/api/enterpriseuser/login', route({ summary: 'Refused: the login is a POST (405)' }), async (req, reply) =>
    reply
      .status(405)
      .header('allow', 'POST')
      .send({ code: Code.badRequest, subCode: null, subMsg: errorMessage(localeOf(req), 'usePost'), data: null }),
  );

  handle(app, calls.backPassword, async (req) => {
    await enterprise.backPasswordEnterprise(db, req.body, secret);
    return ok(null);
  });

  handle(app, calls.update, async (req) => ok(await enterprise.updateEnterprise(db, requireEnterprise(req), req.body)));

  handle(app, calls.detail, async (req) => ok(await enterprise.getEnterpriseDetail(db, requireEnterprise(req))));

  app.post('/api/enterpriseuser/logout', route({ summary: 'Ends the session of the token sent (any kind of account)' }), async (req) => {
    const token = req.headers['access_token'];
    if (typeof token === 'string' && token) await revokeToken(db, token);
    return ok(null);
  });
}
