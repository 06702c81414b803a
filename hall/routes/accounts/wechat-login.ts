// POST /api/member/wx_login, /public_login, /wx_bind (§7 Social login), GET /api/member/wx_authorize_url (ours) → services/accounts/wechat-login
// wx_authorize_url says where the browser goes to authorise.
import type { FastifyInstance } from 'fastify';
import { wxAuthorizeQuery, wxBindPayload, wxLoginPayload } from '@/lib/contract/wechat';
import { ok, parse } from '../../http';
import { wechatProvider } from '../../providers/wechat';
import { bindWechat, loginWithWechat } from '../../services/accounts/wechat-login';

export async function wechatLoginRoutes(app: FastifyInstance) {
  const db = app.database.db;
  const wechat = wechatProvider(app.config, { warn: (err) => app.log.warn({ err }, 'WeChat refused a login code') });

  app.get('/api/member/wx_authorize_url', async (req) => {
    const q = parse(wxAuthorizeQuery, req.query);
    return ok({ url: wechat.authorizeUrl(q.kind, q.redirect_uri, q.state) });
  });

  app.post('/api/member/wx_login', async (req) => ok(await loginWithWechat(db, wechat, 'web', parse(wxLoginPayload, req.body).code)));

  app.post('/api/member/public_login', async (req) =>
    ok(await loginWithWechat(db, wechat, 'official', parse(wxLoginPayload, req.body).code)),
  );

  app.post('/api/member/wx_bind', async (req) => ok(await bindWechat(db, parse(wxBindPayload, req.body), app.config.SIGN_SECRET)));
}
