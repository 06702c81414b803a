// GET /api/enterpriseprojectrent/detail, /api/enterpriseprojectrent/{id}/{process}/detail (§7 Enterprise) → services/enterprise/enterprise-projects
import type { FastifyInstance } from 'fastify';
import { projectStepParams } from '@/lib/contract/enterprise-project';
import { requireEnterprise } from '../../auth';
import { ok, parse } from '../../http';
import { getProjectStep, listProjects } from '../../services/enterprise/enterprise-projects';

export async function enterpriseProjectRoutes(app: FastifyInstance) {
  const db = app.database.db;

  app.get('/api/enterpriseprojectrent/detail', async (req) => ok(await listProjects(db, requireEnterprise(req))));

  app.get('/api/enterpriseprojectrent/:id/:process/detail', async (req) => {
    const enterpriseUserId = requireEnterprise(req);
    const { id, process } = parse(projectStepParams, req.params);
    return ok(await getProjectStep(db, enterpriseUserId, id, process));
  });
}
