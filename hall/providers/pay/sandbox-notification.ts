import { createHmac, timingSafeEqual } from 'node:crypto';
import { z } from 'zod';
import { DEV_PAYMENT_SANDBOX_SECRET } from '../../config';
import { ForgedNotification, MalformedNotification, type PaidTrade, type PayProviderName } from './types';

export const SANDBOX_SIGNATURE_HEADER = 'x-sandbox-signature';

export type SandboxPaid = { provider: PayProviderName; orderNo: string; tradeNo: string; amountFen: number; paidAt: Date | null };

const body = z.object({
  provider: z.enum(['alipay', 'wechat']),
  orderNo: z.string().min(1),
  tradeNo: z.string().min(1),
  amountFen: z.number().int().nonnegative(),
  paidAt: z.iso.datetime(),
  status: z.string(),
});

const signatureOf = (rawBody: string, secret: string) => createHmac('sha256', secret).update(rawBody).digest('hex');

/** What the sandbox cashier posts to /api/pay/notify/<provider> when a trade is paid; tests post it too. */
export function sandboxNotification(trade: SandboxPaid, secret: string = DEV_PAYMENT_SANDBOX_SECRET) {
  const rawBody = JSON.stringify({
    provider: trade.provider,
    orderNo: trade.orderNo,
    tradeNo: trade.tradeNo,
    amountFen: trade.amountFen,
    paidAt: (trade.paidAt ?? new Date()).toISOString(),
    status: 'SUCCESS',
  });
  return { headers: { 'content-type': 'application/json', [SANDBOX_SIGNATURE_HEADER]: signatureOf(rawBody, secret) }, rawBody };
}

export function readSandboxNotification(
  provider: PayProviderName,
  headers: Record<string, string | undefined>,
  rawBody: string,
  secret: string,
): PaidTrade | null {
  const given = Object.entries(headers).find(([name]) => name.toLowerCase() === SANDBOX_SIGNATURE_HEADER)?.[1] ?? '';
  const expected = Buffer.from(signatureOf(rawBody, secret), 'hex');
  const actual = /^[0-9a-f]{64}$/i.test(given) ? Buffer.from(given, 'hex') : Buffer.alloc(0);
  if (actual.length !== expected.length || !timingSafeEqual(actual, expected)) throw new ForgedNotification('sandbox signature');
  let fields: Record<string, unknown>;
  try {
    fields = JSON.parse(rawBody) as Record<string, unknown>;
  } catch {
    throw new MalformedNotification(provider, { body: rawBody.slice(0, 2000) }, 'sandbox notification is not JSON');
  }
  const read = body.safeParse(fields);
  if (!read.success) {
    const text = (v: unknown) => (typeof v === 'string' && v ? v : undefined);
    throw new MalformedNotification(provider, fields, 'sandbox notification incomplete', {
      orderNo: text(fields.orderNo),
      tradeNo: text(fields.tradeNo),
      amountFen: Number.isSafeInteger(fields.amountFen) && (fields.amountFen as number) > 0 ? (fields.amountFen as number) : undefined,
    });
  }
  const parsed = read.data;
  // Signed for the other provider's route: a replay, not a payment of this one.
  if (parsed.provider !== provider) throw new ForgedNotification(`sandbox notification of ${parsed.provider}`);
  if (parsed.status !== 'SUCCESS') return null;
  const { orderNo, tradeNo, amountFen, paidAt } = parsed;
  return { provider, orderNo, tradeNo, amountFen, paidAt: new Date(paidAt), raw: parsed };
}
