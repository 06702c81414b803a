import { eq } from 'drizzle-orm';
import { Code, SubCode } from '@/lib/contract/codes';
import type { CodeType } from '@/lib/contract/member';
import type { z } from 'zod';
import type { enterpriseCodeType } from '@/lib/contract/enterprise';

type EnterpriseCodeType = z.infer<typeof enterpriseCodeType>;
import type { Locale } from '@/lib/i18n/locales';
import type { DbOrTx } from '../../db/client';
import { enterpriseUsers, members } from '../../db/schema';
import { HallError } from '../../errors';
import type { SmsProvider } from '../../providers/sms/types';
import { enforce, LIMITS, release } from './rate-limit';
import { consumeTicket } from './slide';
import { createCode, type StoredCodeType } from './verification-codes';

export type SendCodeContext = { db: DbOrTx; sms: SmsProvider; secret: string; locale: Locale; address: string };

export const notRegisteredForCode = () => new HallError('sendNotRegistered', Code.badRequest, SubCode.sendCodeNotRegistered);
export const alreadyRegistered = () => new HallError('alreadyRegistered', Code.badRequest, SubCode.alreadyRegistered);

/** What every send_code asks first: a solved slide puzzle, and an address that is not texting half the city. */
export async function guardSendCode(ctx: SendCodeContext, ticket: string | undefined) {
  await consumeTicket(ctx.db, ticket);
  await enforce(ctx.db, LIMITS.codePerAddress, ctx.address);
}

/**
 * Counts the phone's one-a-minute window, stores a new code and texts it. When the provider fails, the
 * minute is given back: the spec re-enables the button at once after a failure.
 */
export async function deliverCode(ctx: SendCodeContext, phone: string, codeType: StoredCodeType) {
  await enforce(ctx.db, LIMITS.codePerPhone, phone);
  const code = await createCode(ctx.db, phone, codeType, ctx.secret);
  try {
    await ctx.sms.sendCode(phone, code, ctx.locale);
  } catch {
    await release(ctx.db, LIMITS.codePerPhone, phone);
    throw new HallError('sendFailed', Code.unavailable);
  }
}

const memberPhone = async (db: DbOrTx, phone: string) =>
  (await db.select({ id: members.id }).from(members).where(eq(members.phone, phone)))[0];

/**
 * Whether a member code may go to this phone. LOGIN and FORGET_PWD need an account (2008), REGISTER needs
 * none. REPLACE_PHONE needs a logged-in member: step 1 texts the member's own phone, step 2 a new phone that
 * no other member uses. CLOSE_ACCOUNT goes only to the logged-in member's own phone.
 */
export async function memberCodeCheck(db: DbOrTx, phone: string, codeType: CodeType, memberId: number | null) {
  if (codeType === 'CLOSE_ACCOUNT') {
    if (memberId === null) throw new HallError('loginRequired', Code.unauthorized);
    const [me] = await db.select({ phone: members.phone }).from(members).where(eq(members.id, memberId));
    if (phone !== me?.phone) throw new HallError('closeCodeOwnPhone', Code.badRequest);
    return;
  }
  if (codeType === 'REPLACE_PHONE') {
    if (memberId === null) throw new HallError('loginRequired', Code.unauthorized);
    const [me] = await db.select({ phone: members.phone }).from(members).where(eq(members.id, memberId));
    if (phone !== me?.phone && (await memberPhone(db, phone))) {
      throw new HallError('phoneBoundToOther', Code.badRequest, SubCode.alreadyRegistered);
    }
    return;
  }
  const registered = Boolean(await memberPhone(db, phone));
  if (codeType === 'REGISTER' && registered) throw alreadyRegistered();
  if (codeType !== 'REGISTER' && !registered) throw notRegisteredForCode();
}

/**
 * Venue-rental codes: REGISTER for a new phone, FORGET_PWD for an existing account, SIGN (a contract) only for a
 * logged-in renter and only to the account's own phone.
 */
export async function enterpriseCodeCheck(db: DbOrTx, phone: string, codeType: EnterpriseCodeType, enterpriseUserId: number | null) {
  const [user] = await db.select({ id: enterpriseUsers.id }).from(enterpriseUsers).where(eq(enterpriseUsers.phone, phone));
  if (codeType === 'SIGN') {
    if (enterpriseUserId === null) throw new HallError('loginRequired', Code.unauthorized);
    if (user?.id !== enterpriseUserId) throw new HallError('signOwnPhone', Code.badRequest);
    return;
  }
  if (codeType === 'REGISTER' && user) throw alreadyRegistered();
  if (codeType === 'FORGET_PWD' && !user) throw notRegisteredForCode();
}

/** POST /api/common/send_code: puzzle and address first, then whether this phone may have this code, then the SMS. */
export async function sendMemberCode(
  ctx: SendCodeContext,
  payload: { phone: string; codeType: CodeType; ticket?: string },
  memberId: number | null,
) {
  await guardSendCode(ctx, payload.ticket);
  await memberCodeCheck(ctx.db, payload.phone, payload.codeType, memberId);
  await deliverCode(ctx, payload.phone, payload.codeType);
}

/** POST /api/enterpriseuser/send_code: the same steps for venue-rental accounts, with their own code types. */
export async function sendEnterpriseCode(
  ctx: SendCodeContext,
  payload: { phone: string; codeType: EnterpriseCodeType; ticket?: string },
  enterpriseUserId: number | null = null,
) {
  await guardSendCode(ctx, payload.ticket);
  await enterpriseCodeCheck(ctx.db, payload.phone, payload.codeType, enterpriseUserId);
  await deliverCode(ctx, payload.phone, `ENTERPRISE_${payload.codeType}`);
}
