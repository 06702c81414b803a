// GET /api/dev/cashier/:tradeNo, POST /api/dev/cashier/:tradeNo/pay and /cancel: the payment sandbox's cashier → providers/pay/sandbox-trades
import type { FastifyReply, FastifyRequest } from 'fastify';
import formbody from '@fastify/formbody';
import { z } from 'zod';
import { pageLocaleOf } from '../../http';
import { route, type HallApp } from '../../platform/route-schema';
import { cashierPage, type CashierView } from '../../providers/pay/cashier-page';
import { sandboxNotification } from '../../providers/pay/sandbox';
import { findTrade, payTrade, type PayOutcome, type SandboxTrade } from '../../providers/pay/sandbox-trades';
import { devPages } from '@/lib/contract/dev-calls';
import { payNotifyAddresses } from '@/lib/contract/addresses';

const params = z.object({ tradeNo: z.string().regex(/^[A-Za-z0-9_-]{1,64}$/) });

/** Its forms post to itself, and no other page may frame it (a framed Pay button invites clickjacking). */
export const CASHIER_CSP = "default-src 'none'; style-src 'unsafe-inline'; form-action 'self'; frame-ancestors 'none'";

const LOOPBACK = new Set(['localhost', '127.0.0.1', '[::1]']);

/** Back only to the site (or a loopback address in development), never to an address someone slipped in. */
function returnUrlOf(trade: SandboxTrade | undefined, siteUrl: string): string {
  try {
    const url = new URL(trade?.returnUrl ?? '', siteUrl);
    if ((url.protocol === 'http:' || url.protocol === 'https:') && (url.origin === new URL(siteUrl).origin || LOOPBACK.has(url.hostname))) {
      return url.href;
    }
  } catch {
    // falls through to the site's home
  }
  return new URL('/', siteUrl).href;
}

export async function cashierRoutes(app: HallApp) {
  const db = app.database.db;
  const { SITE_URL, PAYMENT_SANDBOX_SECRET } = app.config;
  // The cashier's Pay and Cancel are plain HTML forms; no other route of the hall API takes form bodies.
  await app.register(formbody);

  const page = (req: FastifyRequest, reply: FastifyReply, status: number, view: CashierView) =>
    reply
      .status(status)
      .type('text/html; charset=utf-8')
      .header('cache-control', 'no-store')
      .header('content-security-policy', CASHIER_CSP)
      .send(cashierPage(view, pageLocaleOf(req)));

  // Pages for the browser: a bad trade number is a page that says so, so the route reads its parameters itself.
  const pageRoute = (summary: string) => route({ summary, answer: 'html', ownInput: { params } });
  app.get(devPages.cashier.path, pageRoute('The sandbox cashier of a trade'), async (req, reply) => {
    const parsed = params.safeParse(req.params);
    const trade = parsed.success ? await findTrade(db, parsed.data.tradeNo) : undefined;
    const returnUrl = returnUrlOf(trade, SITE_URL);
    if (!trade) return page(req, reply, 404, { kind: 'missing', returnUrl });
    return page(req, reply, 200, { kind: trade.state, trade, returnUrl });
  });

  app.post(devPages.cashierPay.path, pageRoute('Pays the trade, notifies the hall API, back to the site (303)'), async (req, reply) => {
    const parsed = params.safeParse(req.params);
    const result: PayOutcome = parsed.success ? await payTrade(db, parsed.data.tradeNo) : { outcome: 'missing' };
    const returnUrl = returnUrlOf(result.trade, SITE_URL);
    if (result.outcome === 'missing') return page(req, reply, 404, { kind: 'missing', returnUrl });
    if (result.outcome === 'closed') return page(req, reply, 409, { kind: 'closed', trade: result.trade, returnUrl });
    if (result.outcome === 'paid') {
      // After the commit, as a provider notifies once the money is taken; inside the transaction, PGlite (one
      // transaction at a time) would wait forever for the notification route's own queries.
      const { headers, rawBody } = sandboxNotification(result.trade, PAYMENT_SANDBOX_SECRET);
      const answer = await app.inject({ method: 'POST', url: payNotifyAddresses[result.trade.provider].path, headers, payload: rawBody });
      const accepted = result.trade.provider === 'alipay' ? answer.body === 'success' : answer.statusCode < 300;
      // The sandbox does not retry; the order learns of the payment from queryAndClose when its window ends.
      if (!accepted)
        req.log.warn(
          { tradeNo: result.trade.tradeNo, status: answer.statusCode, body: answer.body.slice(0, 200) },
          'sandbox notification refused',
        );
    }
    return reply.redirect(returnUrl, 303);
  });

  app.post(devPages.cashierCancel.path, pageRoute('Leaves the cashier unpaid, back to the site (303)'), async (req, reply) => {
    const parsed = params.safeParse(req.params);
    const trade = parsed.success ? await findTrade(db, parsed.data.tradeNo) : undefined;
    return reply.redirect(returnUrlOf(trade, SITE_URL), 303);
  });
}
