// GET /api/member/receiver, /{id}; POST, PUT /api/member/receiver; DELETE /{id} (§7 Membership: addresses) → services/members/receivers
// (also services/members/regions).
import { receiverCalls as calls } from '@/lib/contract/member-calls';
import { requireMember } from '../../auth';
import { ok } from '../../http';
import { handle, type HallApp } from '../../platform/route-schema';
import * as receivers from '../../services/members/receivers';
import { isKnownRegion } from '../../services/members/regions';
import { HallError } from '../../errors';

/** An address in a province, city and district that exist. */
function inKnownRegion<T extends { province: string; city: string; county: string }>(address: T): T {
  if (!isKnownRegion(address.province, address.city, address.county)) throw new HallError('regionUnknown');
  return address;
}

export async function receiverRoutes(app: HallApp) {
  const db = app.database.db;
  handle(app, calls.list, async (req) => ok(await receivers.listReceivers(db, requireMember(req))));
  handle(app, calls.one, async (req) => {
    const memberId = requireMember(req);
    return ok(await receivers.getReceiver(db, memberId, req.params.id));
  });
  handle(app, calls.add, async (req) => {
    const memberId = requireMember(req);
    return ok(await receivers.createReceiver(db, memberId, inKnownRegion(req.body)));
  });
  handle(app, calls.change, async (req) => {
    const memberId = requireMember(req);
    const payload = inKnownRegion(req.body);
    return ok(await receivers.updateReceiver(db, memberId, payload.id, payload));
  });
  handle(app, calls.remove, async (req) => {
    const memberId = requireMember(req);
    await receivers.deleteReceiver(db, memberId, req.params.id);
    return ok(null);
  });
}
