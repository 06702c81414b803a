// The administrator's audit log (lib/contract/staff-account-calls.ts, ours) → services/staff/audit: every staff
// write, filtered by who, what and when.
import { staffAccountCalls as calls } from '@/lib/contract/staff-account-calls';
import { ok } from '../../http';
import { handle, type HallApp } from '../../platform/route-schema';
import { listAudit } from '../../services/staff/audit';

export async function auditLogRoutes(app: HallApp) {
  const db = app.database.db;
  handle(app, calls.audit, async (req) => ok(await listAudit(db, req.query)));
}
