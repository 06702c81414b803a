// POST /api/staff/login, /totp/confirm, /logout; GET /api/staff/me; PUT /api/staff/password (ours: the staff
// console's sign-in) → services/staff/login, sessions, accounts.
import { eq } from 'drizzle-orm';
import { staffSessionCalls as calls } from '@/lib/contract/staff-session-calls';
import { actorOf, addressOf, staffOf } from '../../auth';
import { staff } from '../../db/schema';
import { ok } from '../../http';
import { hashPassword, verifyPassword } from '../../platform/password';
import { handle, type HallApp } from '../../platform/route-schema';
import { wrongPassword } from '../../services/accounts/password-attempts';
import { audit } from '../../services/staff/audit';
import { confirmEnrolment, staffLogin } from '../../services/staff/login';
import { closeSession, closeSessionsOf, openSession } from '../../services/staff/sessions';

export async function staffSessionRoutes(app: HallApp) {
  const db = app.database.db;
  const sealKey = app.config.STAFF_TOTP_KEY;

  handle(app, calls.login, async (req) => ok(await staffLogin({ db, sealKey, address: addressOf(req) }, req.body)));
  handle(app, calls.confirm, async (req) => ok(await confirmEnrolment({ db, sealKey, address: addressOf(req) }, req.body)));

  handle(app, calls.logout, async (req) => {
    const me = staffOf(req);
    await db.transaction(async (tx) => {
      await closeSession(tx, req.headers['staff_token'] as string);
      await audit(tx, actorOf(req), { action: 'staff.logout', target: `staff:${me.id}` });
    });
    return ok(null);
  });

  handle(app, calls.me, async (req) => ok(staffOf(req)));

  handle(app, calls.password, async (req) => {
    const me = staffOf(req);
    const [row] = await db.select({ hash: staff.passwordHash }).from(staff).where(eq(staff.id, me.id));
    if (!(await verifyPassword(req.body.current, row.hash))) throw wrongPassword();
    const passwordHash = await hashPassword(req.body.password);
    await db.transaction(async (tx) => {
      await tx.update(staff).set({ passwordHash }).where(eq(staff.id, me.id));
      await closeSessionsOf(tx, me.id);
      await audit(tx, actorOf(req), { action: 'staff.password', target: `staff:${me.id}`, after: { passwordChanged: true } });
    });
    // This session goes on under a new token; every other one has ended.
    return ok({ token: await openSession(db, me.id) });
  });
}
