// GET /api/reservation_slot (ours), GET /api/reservation_order, /detail; POST /api/reservation_order/create, /teamCreate;
// PUT /api/reservation_order/cancel (§7 Commerce; the visit notices are site params, routes/catalogue/content.ts) → services/visits
import { idQuery } from '@/lib/contract/common';
import { pageQuery } from '@/lib/contract/envelope';
import { reservationCreate, reservationIdBody, slotQuery, teamCreate } from '@/lib/contract/visit';
import { requireMember } from '../../auth';
import { ok } from '../../http';
import { route, type HallApp } from '../../platform/route-schema';
import { bookVisit } from '../../services/visits/book';
import { cancelReservation } from '../../services/visits/cancel';
import { getReservation, listReservations } from '../../services/visits/read';
import { listGroupIntentions, submitGroupIntention } from '../../services/visits/groups';
import { listSlots } from '../../services/visits/slots';

export async function reservationRoutes(app: HallApp) {
  const db = app.database.db;

  app.get(
    '/api/reservation_slot',
    route({ summary: 'The visit slots of a date range, with places left', query: slotQuery }),
    async (req) => {
      const { from, to } = req.query;
      return ok(await listSlots(db, from, to));
    },
  );

  const create = route({ summary: 'Books a personal visit (an order paid like tickets)', access: 'member', body: reservationCreate });
  app.post('/api/reservation_order/create', create, async (req) => {
    const memberId = requireMember(req);
    return ok(await bookVisit(db, memberId, req.body, { windowSeconds: app.config.PAYMENT_WINDOW_SECONDS }));
  });

  app.post(
    '/api/reservation_order/teamCreate',
    route({ summary: 'Submits a group visit intention', access: 'member', body: teamCreate }),
    async (req) => {
      const memberId = requireMember(req);
      return ok(await submitGroupIntention(db, memberId, req.body));
    },
  );

  app.put(
    '/api/reservation_order/cancel',
    route({ summary: 'Cancels a visit booking', access: 'member', body: reservationIdBody }),
    async (req) => {
      const memberId = requireMember(req);
      const { id } = req.body;
      await cancelReservation(db, app.payments, memberId, id);
      return ok(await getReservation(db, memberId, id));
    },
  );

  app.get(
    '/api/reservation_order',
    route({ summary: 'The member’s visit bookings and group intentions', access: 'member', query: pageQuery }),
    async (req) => {
      const memberId = requireMember(req);
      const { page, pageSize } = req.query;
      return ok({ reservations: await listReservations(db, memberId, page, pageSize), groups: await listGroupIntentions(db, memberId) });
    },
  );

  app.get('/api/reservation_order/detail', route({ summary: 'One visit booking', access: 'member', query: idQuery }), async (req) => {
    const memberId = requireMember(req);
    return ok(await getReservation(db, memberId, req.query.id));
  });
}
