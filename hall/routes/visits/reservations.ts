// GET /api/reservation_slot (ours), GET /api/reservation_order, /detail; POST /api/reservation_order/create, /teamCreate;
// PUT /api/reservation_order/cancel (§7 Commerce; the visit notices are site params, routes/content/content.ts) → services/visits
import { visitCalls as calls } from '@/lib/contract/visit-calls';
import { requireMember } from '../../auth';
import { ok } from '../../http';
import { handle, type HallApp } from '../../platform/route-schema';
import { bookVisit } from '../../services/visits/book';
import { cancelReservation } from '../../services/visits/cancel';
import { getReservation, listReservations } from '../../services/visits/read';
import { listGroupIntentions, submitGroupIntention } from '../../services/visits/groups';
import { listSlots } from '../../services/visits/slots';

export async function reservationRoutes(app: HallApp) {
  const db = app.database.db;

  handle(app, calls.slots, async (req) => ok(await listSlots(db, req.query.from, req.query.to)));
  handle(app, calls.book, async (req) =>
    ok(await bookVisit(db, requireMember(req), req.body, { windowSeconds: app.config.PAYMENT_WINDOW_SECONDS })),
  );
  handle(app, calls.groupIntention, async (req) => ok(await submitGroupIntention(db, requireMember(req), req.body)));
  handle(app, calls.cancel, async (req) => {
    const memberId = requireMember(req);
    await cancelReservation(db, app.payments, memberId, req.body.id);
    return ok(await getReservation(db, memberId, req.body.id));
  });
  handle(app, calls.mine, async (req) => {
    const memberId = requireMember(req);
    const { page, pageSize } = req.query;
    return ok({ reservations: await listReservations(db, memberId, page, pageSize), groups: await listGroupIntentions(db, memberId) });
  });
  handle(app, calls.detail, async (req) => ok(await getReservation(db, requireMember(req), req.query.id)));
}
