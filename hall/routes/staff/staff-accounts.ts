// The administrator's staff accounts (lib/contract/staff-account-calls.ts, ours): the list, a new account, a
// change → services/staff/accounts
import { staffAccountCalls as calls } from '@/lib/contract/staff-account-calls';
import { actorOf } from '../../auth';
import { ok } from '../../http';
import { handle, type HallApp } from '../../platform/route-schema';
import { createStaff, listStaff, updateStaff } from '../../services/staff/accounts';

export async function staffAccountRoutes(app: HallApp) {
  const db = app.database.db;
  handle(app, calls.list, async () => ok(await listStaff(db)));
  handle(app, calls.create, async (req) => ok(await createStaff(db, actorOf(req), req.body)));
  handle(app, calls.update, async (req) => ok(await updateStaff(db, actorOf(req), req.params.id, req.body)));
}
