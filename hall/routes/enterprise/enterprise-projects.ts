// GET /api/enterpriseprojectrent/detail, /api/enterpriseprojectrent/{id}/{process}/detail (§7 Enterprise; the calls
// in lib/contract/rental-calls.ts) → services/enterprise/enterprise-projects
import { renterCalls as calls } from '@/lib/contract/rental-calls';
import { requireEnterprise } from '../../auth';
import { ok } from '../../http';
import { handle, type HallApp } from '../../platform/route-schema';
import { getProjectStep, listProjects } from '../../services/enterprise/enterprise-projects';

export async function enterpriseProjectRoutes(app: HallApp) {
  const db = app.database.db;
  handle(app, calls.projects, async (req) => ok(await listProjects(db, requireEnterprise(req))));
  handle(app, calls.step, async (req) => {
    const enterpriseUserId = requireEnterprise(req);
    const { id, process } = req.params;
    return ok(await getProjectStep(db, enterpriseUserId, id, process));
  });
}
