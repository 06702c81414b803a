// POST /api/pay/ali, /wx_pay_code, /wx_pay_js, /wx_pay_h5, /notify/alipay, /notify/wechat (§7 Commerce) → services/orders/start-payment, record-payment
// The first four open a payment (Native QR, inside WeChat, phone browsers); the notifications record one.
import type { FastifyRequest } from 'fastify';
import type { z } from 'zod';
import { payBody } from '@/lib/contract/order';
import { addressOf, requireMember } from '../../auth';
import { localeOf, ok } from '../../http';
import { route, type HallApp } from '../../platform/route-schema';
import { applyPayment } from '../../services/orders/record-payment';
import { startPayment } from '../../services/orders/start-payment';
import { ForgedNotification, MalformedNotification, type PayChannel, type PayProviderName } from '../../providers/pay/types';
import { recordMalformed } from '../../services/orders/unmatched-payments';

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
  const pay = (summary: string) => route({ summary, access: 'member', body: payBody });
  app.post(
    '/api/pay/ali',
    pay('Pays an order by Alipay (computer or phone website)'),
    start((b) => (b.channel === 'wap' ? 'alipay_wap' : 'alipay_page')),
  );
  app.post(
    '/api/pay/wx_pay_code',
    pay('Pays an order by WeChat Pay: a Native QR code'),
    start(() => 'wechat_native'),
  );
  app.post(
    '/api/pay/wx_pay_js',
    pay('Pays an order by WeChat Pay inside WeChat (JSAPI)'),
    start(() => 'wechat_jsapi'),
  );
  app.post(
    '/api/pay/wx_pay_h5',
    pay('Pays an order by WeChat Pay in a phone browser (H5)'),
    start(() => 'wechat_h5'),
  );

  await app.register(notifyRoutes);
}

/**
 * The signature covers the exact bytes the provider sent, so these two routes (and only these: the plugin is
 * encapsulated) read their bodies as strings. A forged or mismatched notification is refused and changes
 * nothing; a repeated one is acknowledged and changes nothing; a late one is kept and marked for refund.
 */
async function notifyRoutes(app: HallApp) {
  const db = app.database.db;
  app.removeAllContentTypeParsers();
  app.addContentTypeParser('*', { parseAs: 'string' }, (_req, body, done) => done(null, body));

  for (const provider of ['alipay', 'wechat'] as const satisfies PayProviderName[]) {
    const notification = route({ summary: `The ${provider} payment notification (signed by the provider)`, answer: 'provider' });
    app.post(`/api/pay/notify/${provider}`, notification, async (req, reply) => {
      const send = (accepted: boolean, fault = false) => {
        const answer = app.payments.notifyReply(provider, accepted, fault);
        return reply.status(answer.status).type(answer.contentType).send(answer.body);
      };
      const headers = Object.fromEntries(Object.entries(req.headers).map(([k, v]) => [k, Array.isArray(v) ? v.join(',') : v]));
      const rawBody = typeof req.body === 'string' ? req.body : '';
      try {
        const trade = await app.payments.verifyNotification(provider, headers, rawBody);
        if (!trade) return send(true);
        // Every verified payment is recorded (paying its order, owed back, or unmatched): acknowledged, so the
        // provider stops; the box office settles what is owed from the refund queue.
        const outcome = await applyPayment(db, trade);
        const log = outcome === 'applied' || outcome === 'duplicate' ? req.log.info.bind(req.log) : req.log.warn.bind(req.log);
        log({ orderNo: trade.orderNo, tradeNo: trade.tradeNo, amountFen: trade.amountFen, outcome }, 'payment notification');
        app.metrics.notifications.inc({ provider, outcome: 'accepted' });
        return send(true);
      } catch (error) {
        if (error instanceof ForgedNotification) {
          req.log.warn({ provider, reason: error.message }, 'payment notification refused');
          app.metrics.notifications.inc({ provider, outcome: 'refused' });
          return send(false);
        }
        if (error instanceof MalformedNotification) {
          // Verified but unreadable: what was verified is kept for the box office; the provider hears "not accepted"
          // in its own format (and its retries add nothing).
          await recordMalformed(db, error, rawBody);
          req.log.error({ provider, reason: error.message }, 'payment notification unreadable, kept for the box office');
          app.metrics.notifications.inc({ provider, outcome: 'malformed' });
          return send(false);
        }
        // The hall's own fault (its database unreachable): nothing was recorded, and the provider is asked, in its
        // own format, to send the notification again.
        req.log.error({ err: error, provider }, 'payment notification not recorded');
        app.metrics.notifications.inc({ provider, outcome: 'fault' });
        return send(false, true);
      }
    });
  }
}
