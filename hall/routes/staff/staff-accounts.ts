// GET, POST /api/staff/accounts; PUT /api/staff/accounts/:id (ours, administrator) → services/staff/accounts
import { idParam } from '@/lib/contract/common';
import { staffCreatePayload, staffUpdatePayload } from '@/lib/contract/staff';
import { actorOf } from '../../auth';
import { ok } from '../../http';
import { route, type HallApp } from '../../platform/route-schema';
import { createStaff, listStaff, updateStaff } from '../../services/staff/accounts';

export async function staffAccountRoutes(app: HallApp) {
  const db = app.database.db;
  const admin = { access: 'staff', roles: ['administrator'] } as const;

  app.get('/api/staff/accounts', route({ summary: 'The staff accounts', ...admin }), async () => ok(await listStaff(db)));

  const create = route({
    summary: 'Creates a staff account (it enrols an authenticator at its first sign-in)',
    ...admin,
    body: staffCreatePayload,
  });
  app.post('/api/staff/accounts', create, async (req) => ok(await createStaff(db, actorOf(req), req.body)));

  const update = route({
    summary: 'Changes a staff account: name, roles, active, a new password, a reset authenticator',
    ...admin,
    params: idParam,
    body: staffUpdatePayload,
  });
  app.put('/api/staff/accounts/:id', update, async (req) => ok(await updateStaff(db, actorOf(req), req.params.id, req.body)));
}
