// GET /api/member/buyer, POST /api/member/buyer, DELETE /api/member/buyer/{id} (§7 Membership: regular purchasers) → services/members/buyers
import type { FastifyInstance } from 'fastify';
import { buyerPayload } from '@/lib/contract/member';
import { idParam } from '@/lib/contract/common';
import { requireMember } from '../../auth';
import { ok, parse } from '../../http';
import { createBuyer, deleteBuyer, listBuyers } from '../../services/members/buyers';

export async function buyerRoutes(app: FastifyInstance) {
  const db = app.database.db;

  app.get('/api/member/buyer', async (req) => ok(await listBuyers(db, requireMember(req))));

  app.post('/api/member/buyer', async (req) => {
    const memberId = requireMember(req);
    return ok(await createBuyer(db, memberId, parse(buyerPayload, req.body)));
  });

  app.delete('/api/member/buyer/:id', async (req) => {
    const memberId = requireMember(req);
    await deleteBuyer(db, memberId, parse(idParam, req.params).id);
    return ok(null);
  });
}
