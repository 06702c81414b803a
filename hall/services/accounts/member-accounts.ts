import { eq } from 'drizzle-orm';
import { Code, LoginType, SubCode } from '@/lib/contract/codes';
import type { LoginPayload, RegisterPayload } from '@/lib/contract/member';
import type { Db, DbOrTx, Tx } from '../../db/client';
import { members } from '../../db/schema';
import { HallError } from '../../errors';
import { issueToken, revokeTokensOf } from './access-tokens';
import { newCardNumber } from './card-number';
import { hashPassword } from '../../platform/password';
import { accountColumns, accountLocked, checkPassword, resetAttempts } from './password-attempts';
import { alreadyRegistered } from './send-code';
import { consumeCode } from './verification-codes';

export const notRegistered = () => new HallError('notRegistered', Code.badRequest, SubCode.notRegistered);

const findMember = async (db: DbOrTx, phone: string) =>
  (
    await db
      .select({ ...accountColumns(members), name: members.name, idCard: members.idCard })
      .from(members)
      .where(eq(members.phone, phone))
  )[0];

/**
 * POST /api/member/login by password or by code (the code travels in `password`, §3). A code proves the
 * phone, so it also lifts a password lockout, as back_password does. `type` 0 asks for the profile next.
 */
export async function loginMember(db: Db, payload: LoginPayload, secret: string) {
  const member = await findMember(db, payload.phone);
  if (!member) throw notRegistered();
  const byCode = payload.type === 'CODE';
  if (byCode) await consumeCode(db, payload.phone, 'LOGIN', payload.password.trim(), secret);
  else await checkPassword(db, members, member, payload.password);
  return db.transaction(async (tx) => {
    if (!(await resetAttempts(tx, members, member.id, byCode))) throw accountLocked();
    const { token } = await issueToken(tx, { memberId: member.id });
    return { token, type: member.name && member.idCard ? 1 : 0, loginType: LoginType.member };
  });
}

/** Inserts the member with a fresh card number, trying another number on the rare collision; null when the phone is taken. */
async function insertMember(tx: Tx, phone: string, passwordHash: string): Promise<number | null> {
  for (let attempt = 0; attempt < 10; attempt++) {
    const [row] = await tx
      .insert(members)
      .values({ phone, passwordHash, cardNo: newCardNumber() })
      .onConflictDoNothing()
      .returning({ id: members.id });
    if (row) return row.id;
    const [taken] = await tx.select({ id: members.id }).from(members).where(eq(members.phone, phone));
    if (taken) return null;
  }
  throw new Error('no free membership card number after 10 tries');
}

/** POST /api/member/register: a REGISTER code, then the member and a token together. */
export async function registerMember(db: Db, payload: RegisterPayload, secret: string) {
  if (await findMember(db, payload.phone)) throw alreadyRegistered();
  const passwordHash = await hashPassword(payload.password);
  await consumeCode(db, payload.phone, 'REGISTER', payload.code, secret);
  return db.transaction(async (tx) => {
    const id = await insertMember(tx, payload.phone, passwordHash);
    if (id === null) throw alreadyRegistered();
    const { token } = await issueToken(tx, { memberId: id });
    return { token, type: 0, loginType: LoginType.member };
  });
}

/** PUT /api/member/back_password: a FORGET_PWD code sets a new password, lifts the lock and logs out every device. */
export async function backPassword(db: Db, payload: { phone: string; code: string; password: string }, secret: string) {
  const member = await findMember(db, payload.phone);
  if (!member) throw notRegistered();
  const passwordHash = await hashPassword(payload.password);
  await consumeCode(db, payload.phone, 'FORGET_PWD', payload.code, secret);
  await db.transaction(async (tx) => {
    await tx.update(members).set({ passwordHash, failedLogins: 0, lockedUntil: null }).where(eq(members.id, member.id));
    await revokeTokensOf(tx, { memberId: member.id });
  });
}

/** PUT /api/member/reset_password: the old password (counted like a login try), then the new one; other devices are logged out. */
export async function resetPassword(db: Db, memberId: number, payload: { oldPassword: string; password: string }, currentToken: string) {
  const [member] = await db.select(accountColumns(members)).from(members).where(eq(members.id, memberId));
  await checkPassword(db, members, member, payload.oldPassword);
  const passwordHash = await hashPassword(payload.password);
  await db.transaction(async (tx) => {
    await tx.update(members).set({ passwordHash, failedLogins: 0 }).where(eq(members.id, memberId));
    await revokeTokensOf(tx, { memberId }, currentToken);
  });
}
