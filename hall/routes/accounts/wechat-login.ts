// POST /api/member/wx_login, /public_login, /wx_bind (§7 Social login), GET /api/member/wx_authorize_url (ours) → services/accounts/wechat-login
// wx_authorize_url says where the browser goes to authorise.
import { accountCalls as calls } from '@/lib/contract/account-calls';
import { wxAuthorizeQuery } from '@/lib/contract/wechat';
import { ok } from '../../http';
import { handle, route, type HallApp } from '../../platform/route-schema';
import { wechatProvider } from '../../providers/wechat';
import { bindWechat, loginWithWechat } from '../../services/accounts/wechat-login';

export async function wechatLoginRoutes(app: HallApp) {
  const db = app.database.db;
  const wechat = wechatProvider(app.config, { warn: (err) => app.log.warn({ err }, 'WeChat refused a login code') });

  app.get(
    '/api/member/wx_authorize_url',
    route({ summary: 'Where the browser goes to authorise with WeChat', query: wxAuthorizeQuery }),
    async (req) => {
      const q = req.query;
      return ok({ url: wechat.authorizeUrl(q.kind, q.redirect_uri, q.state) });
    },
  );

  handle(app, calls.wxLogin, async (req) => ok(await loginWithWechat(db, wechat, 'web', req.body.code)));
  handle(app, calls.publicLogin, async (req) => ok(await loginWithWechat(db, wechat, 'official', req.body.code)));
  handle(app, calls.wxBind, async (req) => ok(await bindWechat(db, req.body, app.config.SIGN_SECRET)));
}
