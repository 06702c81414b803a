// GET /api/member/receiver, /{id}; POST, PUT /api/member/receiver; DELETE /{id} (§7 Membership: addresses) → services/members/receivers
// (also services/members/regions).
import { receiver, receiverPayload } from '@/lib/contract/member';
import { idParam } from '@/lib/contract/common';
import { requireMember } from '../../auth';
import { ok } from '../../http';
import { route, type HallApp } from '../../platform/route-schema';
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

  app.get(
    '/api/member/receiver',
    route({ summary: 'The member’s delivery addresses', access: 'member', data: receiver.array() }),
    async (req) => ok(await receivers.listReceivers(db, requireMember(req))),
  );

  app.get(
    '/api/member/receiver/:id',
    route({ summary: 'One delivery address', access: 'member', params: idParam, data: receiver }),
    async (req) => {
      const memberId = requireMember(req);
      return ok(await receivers.getReceiver(db, memberId, req.params.id));
    },
  );

  app.post('/api/member/receiver', route({ summary: 'Adds a delivery address', access: 'member', body: receiverPayload }), async (req) => {
    const memberId = requireMember(req);
    return ok(await receivers.createReceiver(db, memberId, inKnownRegion(req.body)));
  });

  app.put('/api/member/receiver', route({ summary: 'Changes a delivery address', access: 'member', body: receiver }), async (req) => {
    const memberId = requireMember(req);
    const payload = inKnownRegion(req.body);
    return ok(await receivers.updateReceiver(db, memberId, payload.id, payload));
  });

  app.delete(
    '/api/member/receiver/:id',
    route({ summary: 'Deletes a delivery address', access: 'member', params: idParam }),
    async (req) => {
      const memberId = requireMember(req);
      await receivers.deleteReceiver(db, memberId, req.params.id);
      return ok(null);
    },
  );
}
