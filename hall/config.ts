import { z } from 'zod';

import { DEV_SIGN_SECRET } from '@/lib/sign';

const schema = z
  .object({
    NODE_ENV: z.enum(['development', 'production', 'test']).default('development'),
    HALL_PORT: z.coerce.number().int().min(1).max(65535).default(4000),
    HALL_HOST: z.string().default('127.0.0.1'),
    DATABASE_URL: z.url().optional(),
    DATA_DIR: z.string().default('./data'),
    LOG_LEVEL: z.enum(['fatal', 'error', 'warn', 'info', 'debug', 'trace', 'silent']).default('info'),
    /** Shared with the BFF: the MD5 `sign` of login, register and personal info is salted with it. */
    SIGN_SECRET: z.string().min(16).default(DEV_SIGN_SECRET),
    SMS_PROVIDER: z.enum(['sandbox', 'aliyun']).default('sandbox'),
    /** Alibaba Cloud SMS (SendSms); all four are required when SMS_PROVIDER=aliyun. */
    ALIYUN_SMS_ACCESS_KEY_ID: z.string().min(1).optional(),
    ALIYUN_SMS_ACCESS_KEY_SECRET: z.string().min(1).optional(),
    ALIYUN_SMS_SIGN_NAME: z.string().min(1).optional(),
    ALIYUN_SMS_TEMPLATE_CODE: z.string().min(1).optional(),
    ALIYUN_SMS_ENDPOINT: z.url().default('https://dysmsapi.aliyuncs.com/'),
    /** WeChat login (DESIGN §5): the sandbox serves its own authorisation page; real needs the four ids below. */
    WECHAT_PROVIDER: z.enum(['sandbox', 'real']).default('sandbox'),
    /** The official account (login inside WeChat, snsapi_userinfo). */
    WECHAT_APP_ID: z.string().min(1).optional(),
    WECHAT_APP_SECRET: z.string().min(1).optional(),
    /** The open-platform website app (QR login, snsapi_login). */
    WECHAT_WEB_APP_ID: z.string().min(1).optional(),
    WECHAT_WEB_APP_SECRET: z.string().min(1).optional(),
    PAYMENT_PROVIDER: z.enum(['sandbox', 'real']).default('sandbox'),
    /** Public origin of the site, for payment return URLs and the sandbox cashier. */
    SITE_URL: z.url().default('http://localhost:3000'),
    /** Seconds an unpaid order holds its seats (10 minutes in the spec; tests shorten it). */
    PAYMENT_WINDOW_SECONDS: z.coerce.number().int().min(5).default(600),
    SEED: z.enum(['demo', 'none']).default('demo'),
  })
  .superRefine((c, ctx) => {
    if (c.SMS_PROVIDER === 'aliyun') {
      for (const key of [
        'ALIYUN_SMS_ACCESS_KEY_ID',
        'ALIYUN_SMS_ACCESS_KEY_SECRET',
        'ALIYUN_SMS_SIGN_NAME',
        'ALIYUN_SMS_TEMPLATE_CODE',
      ] as const)
        if (!c[key]) ctx.addIssue({ code: 'custom', path: [key], message: 'required when SMS_PROVIDER=aliyun' });
    }
    if (c.WECHAT_PROVIDER === 'real') {
      for (const key of ['WECHAT_APP_ID', 'WECHAT_APP_SECRET', 'WECHAT_WEB_APP_ID', 'WECHAT_WEB_APP_SECRET'] as const)
        if (!c[key]) ctx.addIssue({ code: 'custom', path: [key], message: 'required when WECHAT_PROVIDER=real' });
    }
    if (c.NODE_ENV !== 'production') return;
    if (c.SIGN_SECRET === DEV_SIGN_SECRET) ctx.addIssue({ code: 'custom', path: ['SIGN_SECRET'], message: 'set a secret in production' });
    if (c.SMS_PROVIDER === 'sandbox')
      ctx.addIssue({ code: 'custom', path: ['SMS_PROVIDER'], message: 'the sandbox is refused in production' });
    if (c.WECHAT_PROVIDER === 'sandbox')
      ctx.addIssue({ code: 'custom', path: ['WECHAT_PROVIDER'], message: 'the sandbox is refused in production' });
    if (c.PAYMENT_PROVIDER === 'sandbox')
      ctx.addIssue({ code: 'custom', path: ['PAYMENT_PROVIDER'], message: 'the sandbox is refused in production' });
  });

export type HallConfig = z.infer<typeof schema>;

export function loadConfig(env: Record<string, string | undefined> = process.env): HallConfig {
  const parsed = schema.safeParse(env);
  if (!parsed.success) {
    const fields = parsed.error.issues.map((i) => `  ${i.path.join('.')}: ${i.message}`).join('\n');
    throw new Error(`Invalid hall API configuration:\n${fields}`);
  }
  return parsed.data;
}
