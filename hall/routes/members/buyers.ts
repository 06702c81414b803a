// GET /api/member/buyer, POST /api/member/buyer, DELETE /api/member/buyer/{id} (§7 Membership: regular purchasers) → services/members/buyers
import { buyerCalls as calls } from '@/lib/contract/member-calls';
import { requireMember } from '../../auth';
import { ok } from '../../http';
import { handle, type HallApp } from '../../platform/route-schema';
import { createBuyer, deleteBuyer, listBuyers } from '../../services/members/buyers';

export async function buyerRoutes(app: HallApp) {
  const db = app.database.db;
  handle(app, calls.list, async (req) => ok(await listBuyers(db, requireMember(req))));
  handle(app, calls.add, async (req) => ok(await createBuyer(db, requireMember(req), req.body)));
  handle(app, calls.remove, async (req) => {
    await deleteBuyer(db, requireMember(req), req.params.id);
    return ok(null);
  });
}
