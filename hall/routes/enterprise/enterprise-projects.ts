// GET /api/enterpriseprojectrent/detail, /api/enterpriseprojectrent/{id}/{process}/detail (§7 Enterprise) → services/enterprise/enterprise-projects
import { projectStepParams } from '@/lib/contract/enterprise-project';
import { requireEnterprise } from '../../auth';
import { ok } from '../../http';
import { route, type HallApp } from '../../platform/route-schema';
import { getProjectStep, listProjects } from '../../services/enterprise/enterprise-projects';

export async function enterpriseProjectRoutes(app: HallApp) {
  const db = app.database.db;

  app.get(
    '/api/enterpriseprojectrent/detail',
    route({ summary: 'The account’s venue-rental projects', access: 'enterprise' }),
    async (req) => ok(await listProjects(db, requireEnterprise(req))),
  );

  const step = route({ summary: 'One step of a venue-rental project', access: 'enterprise', params: projectStepParams });
  app.get('/api/enterpriseprojectrent/:id/:process/detail', step, async (req) => {
    const enterpriseUserId = requireEnterprise(req);
    const { id, process } = req.params;
    return ok(await getProjectStep(db, enterpriseUserId, id, process));
  });
}
