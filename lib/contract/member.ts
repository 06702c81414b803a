import { z } from 'zod';
import { isBirthday, isEmail, isIdCard, isMobile, isPassword, PASSWORD_MAX } from '@/lib/validation';

/**
 * Payloads and answers of the §7 Membership calls. Messages are keys of the `errors` namespace
 * (`errors.<key>`), so the hall API answers them translated and forms show the same words.
 */
const trimmed = z.string().trim();
export const phone = trimmed.refine(isMobile, 'errors.phoneFormat');
export const password = z.string().max(PASSWORD_MAX, 'errors.passwordFormat').refine(isPassword, 'errors.passwordFormat');
export const smsCode = trimmed.regex(/^\d{6}$/, 'errors.codeFormat');
/** The short-lived proof that the slide puzzle was solved (see slide.ts). */
export const slideTicket = z.string().min(10).max(200);

export const codeType = z.enum(['LOGIN', 'FORGET_PWD', 'REGISTER', 'REPLACE_PHONE', 'CLOSE_ACCOUNT']);
export type CodeType = z.infer<typeof codeType>;

/** POST /api/common/send_code (§3: phone, codeType), plus the slide ticket. */
export const sendCodePayload = z.object({ phone, codeType, ticket: slideTicket.optional() });
/** POST /api/common/check_code: is this code right (without spending it)? */
export const checkCodePayload = z.object({ phone, codeType, code: smsCode });

/** POST /api/member/login (§3): `password` holds the code or the password. */
export const loginPayload = z.object({
  phone,
  type: z.enum(['CODE', 'PASSWORD']),
  password: z.string().min(1).max(PASSWORD_MAX),
  publicCode: z.string().max(200).optional(),
  sign: z.string().regex(/^[0-9a-f]{32}$/),
  ticket: slideTicket.optional(),
});
export type LoginPayload = z.infer<typeof loginPayload>;

/** POST /api/member/register (§3). */
export const registerPayload = z.object({
  phone,
  code: smsCode,
  password,
  miniCode: z.string().max(200).optional(),
  publicCode: z.string().max(200).optional(),
  sign: z.string().regex(/^[0-9a-f]{32}$/),
});
export type RegisterPayload = z.infer<typeof registerPayload>;

/** Login and register answer with a token; type 0 means "complete your information next" (§3). */
export const loginResult = z.object({ token: z.string(), type: z.number(), loginType: z.number() });

/** §5: the confirmation must equal the password. */
const passwordsMatch = { path: ['password1'], message: 'errors.passwordMismatch' };
const same = (p: { password: string; password1: string }) => p.password === p.password1;

/** PUT /api/member/back_password (§3: phone, code, password, password1). */
export const backPasswordPayload = z.object({ phone, code: smsCode, password, password1: z.string() }).refine(same, passwordsMatch);
/** PUT /api/member/reset_password: a logged-in member changes the password. */
export const resetPasswordPayload = z
  .object({ oldPassword: z.string().min(1).max(PASSWORD_MAX), password, password1: z.string() })
  .refine(same, passwordsMatch);

/** POST /api/member/perfect_info (§3). */
export const perfectInfoPayload = z.object({
  name: trimmed.min(1, 'errors.nameRequired').max(50),
  idCard: trimmed.refine(isIdCard, 'errors.idCardFormat'),
  sex: z.coerce.number().int().min(0).max(1),
  birthday: z.string().refine((v) => isBirthday(v), 'errors.birthdayFormat'),
  connectTel: trimmed.refine((v) => v === '' || isMobile(v), 'errors.phoneFormat').optional(),
  industry: trimmed.max(50).optional(),
  industryId: z.coerce.number().int().positive().optional(),
  email: trimmed.refine(isEmail, 'errors.emailFormat'),
  sign: z.string().regex(/^[0-9a-f]{32}$/),
});
export type PerfectInfoPayload = z.infer<typeof perfectInfoPayload>;

/**
 * POST /api/member/replace_phone in three steps (§2): 1 the code sent to the current phone proves identity
 * and returns a step ticket; 2 the new phone, different from the old, with its own code; 3 is the answer.
 */
export const replacePhonePayload = z.discriminatedUnion('step', [
  z.object({ step: z.literal(1), code: smsCode }),
  z.object({ step: z.literal(2), stepTicket: z.string().min(10).max(200), phone, code: smsCode }),
]);

export const memberDetail = z.object({
  phone: z.string(),
  name: z.string().nullable(),
  sex: z.number().nullable(),
  birthday: z.string().nullable(),
  /** Masked except for the first and last characters. */
  idCard: z.string().nullable(),
  email: z.string().nullable(),
  connectTel: z.string().nullable(),
  industryId: z.number().nullable(),
  industry: z.string().nullable(),
  cardNo: z.string(),
  level: z.number(),
  /** VIP level from consumption in yuan (see README). */
  vipLevel: z.number(),
  pointsBalance: z.number(),
  consumptionFen: z.number(),
  vipExpiresAt: z.string().nullable(),
  infoComplete: z.boolean(),
});
export type MemberDetail = z.infer<typeof memberDetail>;

/** Receivers (addresses). */
export const receiverPayload = z.object({
  id: z.number().int().positive().optional(),
  name: trimmed.min(1, 'errors.consigneeRequired').max(50),
  phone,
  province: trimmed.min(1).max(30),
  city: trimmed.min(1).max(30),
  county: trimmed.min(1).max(30),
  address: trimmed.min(1, 'errors.addressRequired').max(200),
  isDefault: z.boolean().default(false),
});
export const receiver = receiverPayload.required({ id: true });
export type Receiver = z.infer<typeof receiver>;

/** Regular purchasers (buyers): certificate types come from /api/dir?dirType=CERT_TYPE. */
export const buyerPayload = z.object({
  name: trimmed.min(1, 'errors.nameRequired').max(50),
  certType: trimmed.min(1, 'errors.certRequired').max(50),
  certNo: trimmed.min(1, 'errors.certRequired').max(30),
});
export const buyer = buyerPayload.extend({ id: z.number() });
export type Buyer = z.infer<typeof buyer>;

/**
 * A station letter: plain text in both languages (shown as written, line breaks kept, never as HTML), and the page
 * of the site it points to, if any (a path such as /myOrder?orderId=12), shown as a link beside the text.
 */
export const stationLetter = z.object({
  id: z.number(),
  title: z.string(),
  enTitle: z.string().nullable(),
  body: z.string(),
  enBody: z.string().nullable(),
  link: z.string().nullable(),
  readAt: z.string().nullable(),
  createdAt: z.string(),
});
export type StationLetter = z.infer<typeof stationLetter>;

export const pointLog = z.object({
  id: z.number(),
  delta: z.number(),
  balanceAfter: z.number(),
  reason: z.string(),
  note: z.object({ zh: z.string(), en: z.string() }).nullable(),
  createdAt: z.string(),
});
export type PointLog = z.infer<typeof pointLog>;
