import { z } from 'zod';

import { DEV_SIGN_SECRET } from '@/lib/sign';
import { certificateSerialOf, certificatesOf, isKey } from './platform/pem';
import { DEV_PERSONAL_DATA_HASH_KEY, DEV_PERSONAL_DATA_KEYS, parseDataKeys } from './platform/personal-data';

/** Signs the payment sandbox's notifications; the sandbox is refused in production, so a known default is harmless. */
export const DEV_PAYMENT_SANDBOX_SECRET = 'dev-payment-sandbox-secret-not-for-production';

/** Seals the staff's authenticator secrets at rest (services/staff/totp.ts); refused in production. */
export const DEV_STAFF_TOTP_KEY = 'dev-staff-totp-key-not-for-production-use';

export const LOOPBACK_HOSTS = new Set(['127.0.0.1', '::1', 'localhost']);

const schema = z
  .object({
    NODE_ENV: z.enum(['development', 'production', 'test']).default('development'),
    HALL_PORT: z.coerce.number().int().min(1).max(65535).default(4000),
    HALL_HOST: z.string().default('127.0.0.1'),
    DATABASE_URL: z.url().optional(),
    DATA_DIR: z.string().default('./data'),
    LOG_LEVEL: z.enum(['fatal', 'error', 'warn', 'info', 'debug', 'trace', 'silent']).default('info'),
    /** On SIGTERM, how long /readyz answers "draining" before the listener closes: the load balancer's time to notice. */
    SHUTDOWN_DRAIN_MS: z.coerce.number().int().min(0).max(120_000).default(5000),
    /** A session cancellation's lease: how long a killed instance's job waits before another instance takes it up. */
    CANCELLATION_LEASE_MS: z.coerce.number().int().min(500).max(600_000).default(30_000),
    /** Pause between the orders of a session cancellation: keeps the refunds under the providers' rate limits. */
    CANCELLATION_PACE_MS: z.coerce.number().int().min(0).max(10_000).default(50),
    /** How often each instance runs its periodic work (expiry, draws, lapses): one pass at a time, each unit on its own. */
    WORK_EVERY_MS: z.coerce.number().int().min(200).max(60_000).default(5000),
    /** Shared with the BFF: the MD5 `sign` of login, register and personal info is salted with it. */
    SIGN_SECRET: z.string().min(16).default(DEV_SIGN_SECRET),
    SMS_PROVIDER: z.enum(['sandbox', 'aliyun']).default('sandbox'),
    /** Alibaba Cloud SMS (SendSms); all four are required when SMS_PROVIDER=aliyun. */
    ALIYUN_SMS_ACCESS_KEY_ID: z.string().min(1).optional(),
    ALIYUN_SMS_ACCESS_KEY_SECRET: z.string().min(1).optional(),
    ALIYUN_SMS_SIGN_NAME: z.string().min(1).optional(),
    ALIYUN_SMS_TEMPLATE_CODE: z.string().min(1).optional(),
    /** The approved template of a waiting-list offer's text (parameters `title` and `payBy`). */
    ALIYUN_SMS_OFFER_TEMPLATE_CODE: z.string().min(1).optional(),
    ALIYUN_SMS_ENDPOINT: z.url().default('https://dysmsapi.aliyuncs.com/'),
    /** WeChat login (docs/architecture.md, Outside services): the sandbox serves its own authorisation page; real needs the four ids below. */
    WECHAT_PROVIDER: z.enum(['sandbox', 'real']).default('sandbox'),
    /** The official account (login inside WeChat, snsapi_userinfo). */
    WECHAT_APP_ID: z.string().min(1).optional(),
    WECHAT_APP_SECRET: z.string().min(1).optional(),
    /** The open-platform website app (QR login, snsapi_login). */
    WECHAT_WEB_APP_ID: z.string().min(1).optional(),
    WECHAT_WEB_APP_SECRET: z.string().min(1).optional(),
    /** Payments (docs/architecture.md, Outside services): the sandbox cashier, or Alipay and WeChat Pay with the settings below. */
    PAYMENT_PROVIDER: z.enum(['sandbox', 'real']).default('sandbox'),
    /** Signs the sandbox cashier's notifications. */
    PAYMENT_SANDBOX_SECRET: z.string().min(16).default(DEV_PAYMENT_SANDBOX_SECRET),
    /** Public origin of the hall API itself, where Alipay and WeChat Pay post notifications (notify_url). */
    HALL_PUBLIC_URL: z.url().optional(),
    /** Keys are PEM (line breaks may be written as \n), or the bare base64 Alipay's key tool gives. */
    ALIPAY_APP_ID: z.string().min(1).optional(),
    ALIPAY_PRIVATE_KEY: z.string().min(1).optional(),
    /** Alipay's public key (from the open platform), not the application's. */
    ALIPAY_PUBLIC_KEY: z.string().min(1).optional(),
    /** The merchant's Alipay account (PID, 2088…): a notification for another seller is refused. */
    ALIPAY_SELLER_ID: z
      .string()
      .regex(/^2088\d{12}$/, 'an Alipay PID: 2088 and 12 digits')
      .optional(),
    ALIPAY_GATEWAY: z.url().default('https://openapi.alipay.com/gateway.do'),
    /** The official account's AppID (JSAPI's openId belongs to it), merchant number, API certificate serial. */
    WECHATPAY_APP_ID: z.string().min(1).optional(),
    WECHATPAY_MCH_ID: z.string().min(1).optional(),
    WECHATPAY_SERIAL_NO: z.string().min(1).optional(),
    WECHATPAY_PRIVATE_KEY: z.string().min(1).optional(),
    WECHATPAY_API_V3_KEY: z.string().min(1).optional(),
    /** The WeChat Pay public key, or a platform certificate; checks notifications and answers. */
    WECHATPAY_PLATFORM_PUBLIC_KEY: z.string().min(1).optional(),
    /** The public key's ID (PUB_KEY_ID_…): required for a bare public key, read from a certificate otherwise. */
    WECHATPAY_PLATFORM_SERIAL_NO: z.string().min(1).optional(),
    /**
     * More platform certificates (PEM, several in one value): while WeChat Pay moves from certificates to its public
     * key, or rotates a certificate, it signs with either; each is kept under its own serial. The hall API also
     * downloads the current ones from the certificates API at start and every 12 hours.
     */
    WECHATPAY_PLATFORM_CERTIFICATES: z.string().min(1).optional(),
    /** Parcel tracking of the points shop: the sandbox carrier (events advanced by a development route) or Kuaidi100. */
    EXPRESS_PROVIDER: z.enum(['sandbox', 'kuaidi100']).default('sandbox'),
    /** Kuaidi100's real-time query: the customer id and the key of the account; both required when EXPRESS_PROVIDER=kuaidi100. */
    KUAIDI100_CUSTOMER: z.string().min(1).optional(),
    KUAIDI100_KEY: z.string().min(1).optional(),
    KUAIDI100_ENDPOINT: z.url().default('https://poll.kuaidi100.com/poll/query.do'),
    /** Public origin of the site, for payment return URLs and the sandbox cashier. */
    SITE_URL: z.url().default('http://localhost:3000'),
    /** Seconds an unpaid order holds its seats (10 minutes in the spec; tests shorten it). */
    PAYMENT_WINDOW_SECONDS: z.coerce.number().int().min(5).default(600),
    SEED: z.enum(['demo', 'none']).default('demo'),
    /** Seals the staff's TOTP secrets (32 characters at least), so a copy of the database gives no second factor. */
    STAFF_TOTP_KEY: z.string().min(32).default(DEV_STAFF_TOTP_KEY),
    /**
     * Seal ID and certificate numbers at rest (AES-256-GCM): `id=base64 of 32 bytes`, comma-separated, the first
     * sealing new values; keep an old key listed until `npm run personal-data:reseal` has moved every value off it.
     */
    PERSONAL_DATA_KEYS: z
      .string()
      .default(DEV_PERSONAL_DATA_KEYS)
      .superRefine((v, ctx) => {
        try {
          parseDataKeys(v);
        } catch (error) {
          ctx.addIssue({ code: 'custom', message: (error as Error).message });
        }
      }),
    /** The HMAC key of the identity hashes the uniqueness rules compare; it cannot change without re-hashing every claim. */
    PERSONAL_DATA_HASH_KEY: z.string().min(32).default(DEV_PERSONAL_DATA_HASH_KEY),
    /** Minutes without a call after which a staff session ends. */
    STAFF_IDLE_MINUTES: z.coerce.number().int().min(1).max(720).default(30),
    /** Bearer token of GET /metrics; without one only loopback clients may read it, and production refuses to start. */
    METRICS_TOKEN: z.string().min(16).optional(),
    /** Where `npm run backup` (and POST /ops/backup) writes backups, and how many it keeps there (older ones removed). */
    BACKUP_DIR: z.string().default('./backups'),
    BACKUP_KEEP: z.coerce.number().int().min(1).max(1000).default(14),
  })
  .superRefine((c, ctx) => {
    if (c.SMS_PROVIDER === 'aliyun') {
      for (const key of [
        'ALIYUN_SMS_ACCESS_KEY_ID',
        'ALIYUN_SMS_ACCESS_KEY_SECRET',
        'ALIYUN_SMS_SIGN_NAME',
        'ALIYUN_SMS_TEMPLATE_CODE',
        'ALIYUN_SMS_OFFER_TEMPLATE_CODE',
      ] as const)
        if (!c[key]) ctx.addIssue({ code: 'custom', path: [key], message: 'required when SMS_PROVIDER=aliyun' });
    }
    if (c.WECHAT_PROVIDER === 'real') {
      for (const key of ['WECHAT_APP_ID', 'WECHAT_APP_SECRET', 'WECHAT_WEB_APP_ID', 'WECHAT_WEB_APP_SECRET'] as const)
        if (!c[key]) ctx.addIssue({ code: 'custom', path: [key], message: 'required when WECHAT_PROVIDER=real' });
    }
    if (c.EXPRESS_PROVIDER === 'kuaidi100') {
      for (const key of ['KUAIDI100_CUSTOMER', 'KUAIDI100_KEY'] as const)
        if (!c[key]) ctx.addIssue({ code: 'custom', path: [key], message: 'required when EXPRESS_PROVIDER=kuaidi100' });
    }
    if (c.PAYMENT_PROVIDER === 'real')
      realPaymentIssues(c).forEach(([path, message]) => ctx.addIssue({ code: 'custom', path: [path], message }));
    // A sandbox serves development routes (any phone's codes, any puzzle's answer): a demo stays on this machine.
    const sandboxes = [c.SMS_PROVIDER, c.WECHAT_PROVIDER, c.PAYMENT_PROVIDER, c.EXPRESS_PROVIDER].filter((p) => p === 'sandbox').length;
    if (sandboxes && !LOOPBACK_HOSTS.has(c.HALL_HOST))
      ctx.addIssue({
        code: 'custom',
        path: ['HALL_HOST'],
        message: 'the sandboxes listen on a loopback address only (127.0.0.1, ::1, localhost)',
      });
    if (c.NODE_ENV !== 'production') return;
    if (c.SIGN_SECRET === DEV_SIGN_SECRET) ctx.addIssue({ code: 'custom', path: ['SIGN_SECRET'], message: 'set a secret in production' });
    if (c.STAFF_TOTP_KEY === DEV_STAFF_TOTP_KEY)
      ctx.addIssue({ code: 'custom', path: ['STAFF_TOTP_KEY'], message: 'set a key in production' });
    if (c.PERSONAL_DATA_KEYS.split(',').some((k) => DEV_PERSONAL_DATA_KEYS === k.trim()))
      ctx.addIssue({ code: 'custom', path: ['PERSONAL_DATA_KEYS'], message: 'set keys of your own in production' });
    if (c.PERSONAL_DATA_HASH_KEY === DEV_PERSONAL_DATA_HASH_KEY)
      ctx.addIssue({ code: 'custom', path: ['PERSONAL_DATA_HASH_KEY'], message: 'set a key in production' });
    // Behind a reverse proxy every client is a loopback one: in production only the token opens the metrics.
    if (!c.METRICS_TOKEN) ctx.addIssue({ code: 'custom', path: ['METRICS_TOKEN'], message: 'set a metrics token in production' });
    if (c.SMS_PROVIDER === 'sandbox')
      ctx.addIssue({ code: 'custom', path: ['SMS_PROVIDER'], message: 'the sandbox is refused in production' });
    if (c.WECHAT_PROVIDER === 'sandbox')
      ctx.addIssue({ code: 'custom', path: ['WECHAT_PROVIDER'], message: 'the sandbox is refused in production' });
    if (c.PAYMENT_PROVIDER === 'sandbox')
      ctx.addIssue({ code: 'custom', path: ['PAYMENT_PROVIDER'], message: 'the sandbox is refused in production' });
    if (c.EXPRESS_PROVIDER === 'sandbox')
      ctx.addIssue({ code: 'custom', path: ['EXPRESS_PROVIDER'], message: 'the sandbox is refused in production' });
  });

export type HallConfig = z.infer<typeof schema>;

/** What PAYMENT_PROVIDER=real lacks: every Alipay and WeChat Pay setting, keys that parse, a 32-byte API v3 key. */
function realPaymentIssues(c: z.infer<typeof schema>): [keyof HallConfig, string][] {
  const issues: [keyof HallConfig, string][] = [];
  const required = [
    'HALL_PUBLIC_URL',
    'ALIPAY_APP_ID',
    'ALIPAY_PRIVATE_KEY',
    'ALIPAY_PUBLIC_KEY',
    'ALIPAY_SELLER_ID',
    'WECHATPAY_APP_ID',
    'WECHATPAY_MCH_ID',
    'WECHATPAY_SERIAL_NO',
    'WECHATPAY_PRIVATE_KEY',
    'WECHATPAY_API_V3_KEY',
    'WECHATPAY_PLATFORM_PUBLIC_KEY',
  ] as const;
  for (const key of required) if (!c[key]) issues.push([key, 'required when PAYMENT_PROVIDER=real']);
  const keys = [
    ['ALIPAY_PRIVATE_KEY', 'private'],
    ['ALIPAY_PUBLIC_KEY', 'public'],
    ['WECHATPAY_PRIVATE_KEY', 'private'],
    ['WECHATPAY_PLATFORM_PUBLIC_KEY', 'public'],
  ] as const;
  for (const [key, kind] of keys) if (c[key] && !isKey(kind, c[key])) issues.push([key, `not a ${kind} key (PEM or base64)`]);
  if (c.WECHATPAY_PLATFORM_PUBLIC_KEY && !c.WECHATPAY_PLATFORM_SERIAL_NO && !certificateSerialOf(c.WECHATPAY_PLATFORM_PUBLIC_KEY))
    issues.push(['WECHATPAY_PLATFORM_SERIAL_NO', 'required for a bare WeChat Pay public key (its PUB_KEY_ID_…)']);
  for (const certificate of certificatesOf(c.WECHATPAY_PLATFORM_CERTIFICATES ?? ''))
    if (!isKey('public', certificate)) issues.push(['WECHATPAY_PLATFORM_CERTIFICATES', 'a certificate does not parse']);
  if (c.WECHATPAY_API_V3_KEY && Buffer.byteLength(c.WECHATPAY_API_V3_KEY) !== 32)
    issues.push(['WECHATPAY_API_V3_KEY', 'must be 32 characters']);
  // WeChat Pay posts notifications only to https.
  if (c.NODE_ENV === 'production' && c.HALL_PUBLIC_URL && !c.HALL_PUBLIC_URL.startsWith('https://'))
    issues.push(['HALL_PUBLIC_URL', 'must be https']);
  return issues;
}

export function loadConfig(env: Record<string, string | undefined> = process.env): HallConfig {
  const parsed = schema.safeParse(env);
  if (!parsed.success) {
    const fields = parsed.error.issues.map((i) => `  ${i.path.join('.')}: ${i.message}`).join('\n');
    throw new Error(`Invalid hall API configuration:\n${fields}`);
  }
  return parsed.data;
}
