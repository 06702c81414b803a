import { eq } from 'drizzle-orm';
import type { z } from 'zod';
import { LoginType } from '@/lib/contract/codes';
import type { EnterpriseDetail, enterpriseRegisterPayload, enterpriseUpdatePayload } from '@/lib/contract/enterprise';
import type { Db, DbOrTx } from '../../db/client';
import { enterpriseUsers } from '../../db/schema';
import { notFound } from '../../errors';
import { issueToken, revokeTokensOf } from './access-tokens';
import { notRegistered } from './member-accounts';
import { hashPassword } from '../../platform/password';
import { accountColumns, accountLocked, checkPassword, resetAttempts } from './password-attempts';
import { alreadyRegistered } from './send-code';
import { consumeCode } from './verification-codes';

const findUser = async (db: DbOrTx, phone: string) =>
  (await db.select(accountColumns(enterpriseUsers)).from(enterpriseUsers).where(eq(enterpriseUsers.phone, phone)))[0];

/** Login and register answer alike; `type` 1 keeps the member login's shape (nothing to complete). */
const answer = (token: string) => ({ token, type: 1, loginType: LoginType.enterprise });

/** POST /api/enterpriseuser/login: password only, with the member login's lockout. */
export async function loginEnterprise(db: Db, payload: { phone: string; password: string }) {
  const user = await findUser(db, payload.phone);
  if (!user) throw notRegistered();
  await checkPassword(db, enterpriseUsers, user, payload.password);
  return db.transaction(async (tx) => {
    if (!(await resetAttempts(tx, enterpriseUsers, user.id))) throw accountLocked();
    return answer((await issueToken(tx, { enterpriseUserId: user.id })).token);
  });
}

/** POST /api/enterpriseuser/register: an ENTERPRISE_REGISTER code, then the account and a token together. */
export async function registerEnterprise(db: Db, payload: z.infer<typeof enterpriseRegisterPayload>, secret: string) {
  if (await findUser(db, payload.phone)) throw alreadyRegistered();
  const passwordHash = await hashPassword(payload.password);
  await consumeCode(db, payload.phone, 'ENTERPRISE_REGISTER', payload.code, secret);
  const { phone, companyName, creditCode, contactName, email, address } = payload;
  return db.transaction(async (tx) => {
    const [row] = await tx
      .insert(enterpriseUsers)
      .values({ phone, passwordHash, companyName, creditCode, contactName, email, address })
      .onConflictDoNothing({ target: enterpriseUsers.phone })
      .returning({ id: enterpriseUsers.id });
    if (!row) throw alreadyRegistered();
    return answer((await issueToken(tx, { enterpriseUserId: row.id })).token);
  });
}

/** PUT /api/enterpriseuser/back_password: new password by ENTERPRISE_FORGET_PWD code; lifts the lock, logs out everywhere. */
export async function backPasswordEnterprise(db: Db, payload: { phone: string; code: string; password: string }, secret: string) {
  const user = await findUser(db, payload.phone);
  if (!user) throw notRegistered();
  const passwordHash = await hashPassword(payload.password);
  await consumeCode(db, payload.phone, 'ENTERPRISE_FORGET_PWD', payload.code, secret);
  await db.transaction(async (tx) => {
    await tx.update(enterpriseUsers).set({ passwordHash, failedLogins: 0, lockedUntil: null }).where(eq(enterpriseUsers.id, user.id));
    await revokeTokensOf(tx, { enterpriseUserId: user.id });
  });
}

const detailColumns = {
  phone: enterpriseUsers.phone,
  companyName: enterpriseUsers.companyName,
  creditCode: enterpriseUsers.creditCode,
  contactName: enterpriseUsers.contactName,
  email: enterpriseUsers.email,
  address: enterpriseUsers.address,
};

/** GET /api/enterpriseuser/rent/detail: the company behind the login. */
export async function getEnterpriseDetail(db: DbOrTx, id: number): Promise<EnterpriseDetail> {
  const [row] = await db.select(detailColumns).from(enterpriseUsers).where(eq(enterpriseUsers.id, id));
  if (!row) throw notFound();
  return row;
}

/** POST /api/enterpriseuser/register/update: the company fields (behind /siteModify). */
export async function updateEnterprise(db: DbOrTx, id: number, payload: z.infer<typeof enterpriseUpdatePayload>) {
  const { companyName, creditCode, contactName, email, address } = payload;
  const [row] = await db
    .update(enterpriseUsers)
    .set({ companyName, creditCode, contactName, email, address: address ?? null })
    .where(eq(enterpriseUsers.id, id))
    .returning(detailColumns);
  if (!row) throw notFound();
  return row;
}
