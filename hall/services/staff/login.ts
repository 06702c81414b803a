// A staff login: the password, then the authenticator's code. At the first login (or after an administrator
// reset the authenticator) the password opens an enrolment instead: a new secret shown as a QR code, confirmed
// by its first code, and only then a session. Wrong passwords and wrong codes count alike: the fifth in a row
// locks the account for 30 minutes.
import { eq, sql } from 'drizzle-orm';
import type { z } from 'zod';
import { Code, SubCode } from '@/lib/contract/codes';
import type { AuditAction, StaffLoginResult, staffLoginPayload, totpConfirmPayload } from '@/lib/contract/staff';
import type { Db } from '../../db/client';
import { staff } from '../../db/schema';
import { HallError } from '../../errors';
import { hashPassword, verifyPassword } from '../../platform/password';
import { accountColumns, checkPassword, countWrongTry, resetAttempts, wrongPassword } from '../accounts/password-attempts';
import { issueStepTicket, useStepTicket } from '../accounts/step-tickets';
import { enforce, LIMITS } from '../accounts/rate-limit';
import { staffView } from './accounts';
import { audit } from './audit';
import { openSession } from './sessions';
import { acceptedStep, newEnrolment, openSecret, sealSecret } from './totp';

const ENROL_MINUTES = 10;

export type LoginContext = { db: Db; sealKey: string; address: string };

const totpRequired = () => new HallError('totpRequired', Code.badRequest, SubCode.totpRequired);
const wrongCode = () => new HallError('totpWrong', Code.badRequest, SubCode.wrongCode);
/** A member unlocks with a code sent to the phone; a staff member asks an administrator for a new password. */
const staffLocked = () => new HallError('staffLocked', Code.badRequest, SubCode.locked);

/** A hash to verify against when the username is unknown, so the answer takes as long as for a known one. */
let decoy: Promise<string> | undefined;

export async function staffLogin(ctx: LoginContext, input: z.output<typeof staffLoginPayload>): Promise<StaffLoginResult> {
  const { db } = ctx;
  await enforce(db, LIMITS.loginPerAddress, ctx.address);
  const [row] = await db
    .select({
      ...accountColumns(staff),
      active: staff.active,
      username: staff.username,
      totpSecret: staff.totpSecret,
      totpLastStep: staff.totpLastStep,
    })
    .from(staff)
    .where(eq(staff.username, input.username));
  if (!row || !row.active) {
    decoy ??= hashPassword('a decoy password 1');
    await verifyPassword(input.password, await decoy);
    throw wrongPassword();
  }
  await checkPassword(db, staff, row, input.password).catch((error: unknown) => {
    throw error instanceof HallError && error.key === 'locked' ? staffLocked() : error;
  });

  if (!row.totpSecret) {
    const enrolment = await newEnrolment(row.username);
    await db
      .update(staff)
      .set({ totpPending: sealSecret(enrolment.secret, ctx.sealKey) })
      .where(eq(staff.id, row.id));
    const ticket = await issueStepTicket(db, 'staff_enrol', { payload: { staffId: String(row.id) }, ttlSeconds: ENROL_MINUTES * 60 });
    return { step: 'enrol', ticket, ...enrolment };
  }

  if (!input.code) throw totpRequired();
  const step = acceptedStep(openSecret(row.totpSecret, ctx.sealKey), row.username, input.code, row.totpLastStep);
  if (step === null) throw (await countWrongTry(db, staff, row.id)) ? staffLocked() : wrongCode();
  return finishLogin(db, row.id, step, 'staff.login');
}

/** The enrolment's first code: the pending secret becomes the account's, and the session opens. */
export async function confirmEnrolment(ctx: LoginContext, input: z.output<typeof totpConfirmPayload>): Promise<StaffLoginResult> {
  const { db } = ctx;
  await enforce(db, LIMITS.loginPerAddress, ctx.address);
  const ticket = await useStepTicket(db, 'staff_enrol', input.ticket);
  if (!ticket) throw new HallError('enrolExpired', Code.badRequest);
  const staffId = Number(ticket.payload.staffId);
  const [row] = await db
    .select({ ...accountColumns(staff), username: staff.username, totpPending: staff.totpPending, active: staff.active })
    .from(staff)
    .where(eq(staff.id, staffId));
  if (!row?.active || !row.totpPending) throw new HallError('enrolExpired', Code.badRequest);
  if (row.locked) throw staffLocked();
  const secret = openSecret(row.totpPending, ctx.sealKey);
  const step = acceptedStep(secret, row.username, input.code, null);
  if (step === null) {
    // The ticket is spent: a wrong first code means logging in again, which shows the same QR code's successor.
    throw (await countWrongTry(db, staff, row.id)) ? staffLocked() : wrongCode();
  }
  await db.update(staff).set({ totpSecret: row.totpPending, totpPending: null }).where(eq(staff.id, row.id));
  return finishLogin(db, row.id, step, 'staff.enrol');
}

async function finishLogin(db: Db, staffId: number, step: number, action: AuditAction): Promise<StaffLoginResult> {
  return db.transaction(async (tx) => {
    if (!(await resetAttempts(tx, staff, staffId))) throw staffLocked();
    // The step is spent only if no later one was (two logins with one code: the second is refused).
    const [row] = await tx
      .update(staff)
      .set({ totpLastStep: step })
      .where(sql`${staff.id} = ${staffId} and (${staff.totpLastStep} is null or ${staff.totpLastStep} < ${step})`)
      .returning();
    if (!row) throw wrongCode();
    const token = await openSession(tx, staffId);
    await audit(tx, { staffId, username: row.username }, { action, target: `staff:${staffId}` });
    return { step: 'done', token, staff: staffView(row) };
  });
}
