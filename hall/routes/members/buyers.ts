// GET /api/member/buyer, POST /api/member/buyer, DELETE /api/member/buyer/{id} (§7 Membership: regular purchasers) → services/members/buyers
import { buyer, buyerPayload } from '@/lib/contract/member';
import { idParam } from '@/lib/contract/common';
import { requireMember } from '../../auth';
import { ok } from '../../http';
import { route, type HallApp } from '../../platform/route-schema';
import { createBuyer, deleteBuyer, listBuyers } from '../../services/members/buyers';

export async function buyerRoutes(app: HallApp) {
  const db = app.database.db;

  app.get('/api/member/buyer', route({ summary: 'The member’s regular purchasers', access: 'member', data: buyer.array() }), async (req) =>
    ok(await listBuyers(db, requireMember(req))),
  );

  app.post(
    '/api/member/buyer',
    route({ summary: 'Adds a regular purchaser (real name and certificate)', access: 'member', body: buyerPayload, data: buyer }),
    async (req) => {
      const memberId = requireMember(req);
      return ok(await createBuyer(db, memberId, req.body));
    },
  );

  app.delete('/api/member/buyer/:id', route({ summary: 'Deletes a regular purchaser', access: 'member', params: idParam }), async (req) => {
    const memberId = requireMember(req);
    await deleteBuyer(db, memberId, req.params.id);
    return ok(null);
  });
}
