// POST /api/pay/ali, /wx_pay_code, /wx_pay_js, /wx_pay_h5, /notify/alipay, /notify/wechat (§7 Commerce) → services/orders/start-payment, record-payment
// The first four open a payment (Native QR, inside WeChat, phone browsers); the notifications record one.
import type { FastifyReply, FastifyRequest } from 'fastify';
import type { z } from 'zod';
import { Code } from '@/lib/contract/codes';
import { payBody } from '@/lib/contract/order';
import { payCalls } from '@/lib/contract/order-calls';
import { addressOf, requireMember } from '../../auth';
import { HallError } from '../../errors';
import { localeOf, ok } from '../../http';
import { certificateExpiryGauge } from '../../platform/metrics';
import { handle, route, type HallApp } from '../../platform/route-schema';
import { applyPayment } from '../../services/orders/record-payment';
import { startPayment } from '../../services/orders/start-payment';
import { ForgedNotification, MalformedNotification, type PayChannel, type PayProviderName } from '../../providers/pay/types';
import { recordMalformed } from '../../services/orders/unmatched-payments';
import { payNotifyAddresses } from '@/lib/contract/addresses';

export async function paymentRoutes(app: HallApp) {
  const db = app.database.db;

  type Start = FastifyRequest<{ Body: z.output<typeof payBody> }>;
  const start = (channelOf: (body: { channel: 'page' | 'wap' }) => PayChannel) => async (req: Start) => {
    const memberId = requireMember(req);
    const body = req.body;
    const view = await startPayment(db, app.payments, {
      owner: { memberId },
      orderId: body.orderId,
      channel: channelOf(body),
      clientIp: addressOf(req),
      siteUrl: app.config.SITE_URL,
      locale: localeOf(req),
    });
    return ok(view);
  };
  handle(
    app,
    payCalls.alipay,
    start((b) => (b.channel === 'wap' ? 'alipay_wap' : 'alipay_page')),
  );
  handle(
    app,
    payCalls.wechatCode,
    start(() => 'wechat_native'),
  );
  handle(
    app,
    payCalls.wechatInside,
    start(() => 'wechat_jsapi'),
  );
  handle(
    app,
    payCalls.wechatPhone,
    start(() => 'wechat_h5'),
  );

  await app.register(notifyRoutes);
}

/**
 * The signature covers the exact bytes the provider sent, so these two routes (and only these: the plugin is
 * encapsulated) read their bodies as strings. A forged or mismatched notification is refused and changes
 * nothing; a repeated one is acknowledged and changes nothing; a late one is kept and marked for refund.
 * Here too the providers' certificates' time left is put on /metrics (the warning a week ahead is the key refresh's).
 */
async function notifyRoutes(app: HallApp) {
  app.removeAllContentTypeParsers();
  app.addContentTypeParser('*', { parseAs: 'string' }, (_req, body, done) => done(null, body));

  certificateExpiryGauge(app.metrics.registry, () => app.payments.certificates?.() ?? []);

  // Each route in its own scope, so that its error handler knows whose protocol to answer in.
  for (const provider of ['alipay', 'wechat'] as const satisfies PayProviderName[]) {
    await app.register(async (scope: HallApp) => notifyRoute(scope, provider));
  }
}

/** accepted: recorded (or repeated); refused: forged or mismatched; malformed: kept unread; fault: the hall's own, not recorded. */
type Outcome = 'accepted' | 'refused' | 'malformed' | 'fault';

/**
 * Every answer is in the provider's own protocol, never the hall's envelope: what the route decides, what the hall
 * refuses before the route runs (a body over the limit, a query refused for every route), and what fails anywhere
 * (the database down while recording or keeping an unreadable notification). A fault of the hall's own asks the
 * provider to send the notification again.
 */
function notifyRoute(app: HallApp, provider: PayProviderName) {
  const db = app.database.db;
  const answer = (reply: FastifyReply, outcome: Outcome) => {
    app.metrics.notifications.inc({ provider, outcome });
    const { status, contentType, body } = app.payments.notifyReply(provider, outcome === 'accepted', outcome === 'fault');
    return reply.status(status).type(contentType).send(body);
  };

  // Replaces the app's envelope for this route: its own hooks, its body's parsing, and the route itself.
  app.setErrorHandler((error: Error & { statusCode?: number }, req, reply) => {
    const refused = error instanceof HallError ? error.code < Code.internal : (error.statusCode ?? 500) < 500;
    if (refused) req.log.warn({ provider, reason: error.message }, 'payment notification refused before it was read');
    else req.log.error({ err: error, provider }, 'payment notification not recorded');
    return answer(reply, refused ? 'refused' : 'fault');
  });

  /** What became of the notification; throws only on the hall's own fault (the error handler answers it). */
  async function receive(req: FastifyRequest, rawBody: string): Promise<Outcome> {
    const headers = Object.fromEntries(Object.entries(req.headers).map(([k, v]) => [k, Array.isArray(v) ? v.join(',') : v]));
    try {
      const trade = await app.payments.verifyNotification(provider, headers, rawBody);
      if (!trade) return 'accepted';
      // Every verified payment is recorded (paying its order, owed back, or unmatched): acknowledged, so the
      // provider stops; the box office settles what is owed from the refund queue.
      const outcome = await applyPayment(db, trade);
      const log = outcome === 'applied' || outcome === 'duplicate' ? req.log.info.bind(req.log) : req.log.warn.bind(req.log);
      log({ orderNo: trade.orderNo, tradeNo: trade.tradeNo, amountFen: trade.amountFen, outcome }, 'payment notification');
      return 'accepted';
    } catch (error) {
      if (error instanceof ForgedNotification) {
        req.log.warn({ provider, reason: error.message }, 'payment notification refused');
        return 'refused';
      }
      if (!(error instanceof MalformedNotification)) throw error;
      // Verified but unreadable: what was verified is kept for the box office (if the database cannot keep it, that is
      // the hall's fault and the provider sends it again); the provider hears "not accepted", and its retries add nothing.
      await recordMalformed(db, error, rawBody);
      req.log.error({ provider, reason: error.message }, 'payment notification unreadable, kept for the box office');
      return 'malformed';
    }
  }

  const notification = route({ summary: `The ${provider} payment notification (signed by the provider)`, answer: 'provider' });
  app.post(payNotifyAddresses[provider].path, notification, async (req, reply) =>
    answer(reply, await receive(req, typeof req.body === 'string' ? req.body : '')),
  );
}
