// GET /api/staff/audit (ours, administrator) → services/staff/audit: every staff write, filtered by who, what and when.
import { auditQuery } from '@/lib/contract/staff';
import { ok } from '../../http';
import { route, type HallApp } from '../../platform/route-schema';
import { listAudit } from '../../services/staff/audit';

export async function auditLogRoutes(app: HallApp) {
  const db = app.database.db;
  const description = route({ summary: 'The audit log, newest first', access: 'staff', roles: ['administrator'], query: auditQuery });
  app.get('/api/staff/audit', description, async (req) => ok(await listAudit(db, req.query)));
}
