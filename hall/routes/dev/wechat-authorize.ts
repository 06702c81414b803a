// GET /api/dev/wechat/authorize?redirect_uri=…&state=…&user=…: the WeChat sandbox's authorisation page → providers/wechat/sandbox
import { randomBytes } from 'node:crypto';
import { z } from 'zod';
import { toLocale } from '@/lib/i18n/locales';
import { fill, messagesFor } from '../../i18n/messages';
import { localeOf } from '../../http';
import { route, type HallApp } from '../../platform/route-schema';
import { devPages } from '@/lib/contract/dev-calls';

const query = z.object({
  redirect_uri: z.string().max(500).catch(''),
  state: z.string().max(200).catch('').default(''),
  user: z
    .string()
    .regex(/^[A-Za-z0-9_-]{1,32}$/)
    .catch('test-user')
    .default('test-user'),
  lang: z.string().optional(),
});

const LOOPBACK = new Set(['localhost', '127.0.0.1', '[::1]']);
const ENTITIES: Record<string, string> = { '&': '&amp;', '<': '&lt;', '>': '&gt;', '"': '&quot;', "'": '&#39;' };
const escape = (s: string) => s.replace(/[&<>"']/g, (c) => ENTITIES[c]);
const nonce = () => randomBytes(9).toString('base64url');

/** Like WeChat's registered callback domain: only back to the site (or a loopback address in development). */
function callbackOf(redirectUri: string, siteUrl: string): URL | null {
  try {
    const url = new URL(redirectUri);
    if (url.protocol !== 'http:' && url.protocol !== 'https:') return null;
    return url.origin === new URL(siteUrl).origin || LOOPBACK.has(url.hostname) ? url : null;
  } catch {
    return null;
  }
}

function withCode(callback: URL, user: string, state: string) {
  const url = new URL(callback);
  url.searchParams.set('code', `SANDBOX-${user}.${nonce()}`);
  url.searchParams.set('state', state);
  return url.href;
}

export async function wechatAuthorizeRoutes(app: HallApp) {
  // A page for the browser: a bad redirect is a page that says so, so the route reads its query itself.
  const description = route({ summary: 'The WeChat sandbox’s authorisation page', answer: 'html', ownInput: { query } });
  app.get(devPages.wechatAuthorize.path, description, async (req, reply) => {
    const q = query.parse(req.query ?? {});
    const locale = q.lang ? toLocale(q.lang) : localeOf(req);
    const t = messagesFor(locale).wechatSandbox;
    const callback = callbackOf(q.redirect_uri, app.config.SITE_URL);
    const body = callback
      ? `<p>${escape(t.intro)}</p>
<p>${escape(fill(t.user, { user: q.user }))}<br><small>${escape(t.sameUser)}</small></p>
<p><a class="primary" data-testid="wechat-sandbox-authorise" href="${escape(withCode(callback, q.user, q.state))}">${escape(t.authorise)}</a></p>
<p><a data-testid="wechat-sandbox-authorise-new" href="${escape(withCode(callback, `u${nonce().slice(0, 8)}`, q.state))}">${escape(t.authoriseNew)}</a></p>`
      : `<p role="alert">${escape(t.badRedirect)}</p>`;
    return reply
      .status(callback ? 200 : 400)
      .type('text/html; charset=utf-8')
      .header('cache-control', 'no-store')
      .header('content-security-policy', "default-src 'none'; style-src 'unsafe-inline'; frame-ancestors 'none'")
      .send(
        `<!doctype html><html lang="${locale}"><head><meta charset="utf-8"><meta name="viewport" content="width=device-width,initial-scale=1">` +
          `<title>${escape(t.title)}</title><style>body{font:16px/1.6 system-ui,sans-serif;max-width:28rem;margin:3rem auto;padding:0 1rem;color:#222}` +
          `a.primary{display:inline-block;background:#067a43;color:#fff;padding:.6rem 1.4rem;border-radius:4px;text-decoration:none}</style></head>` +
          `<body><h1>${escape(t.title)}</h1>${body}</body></html>`,
      );
  });
}
