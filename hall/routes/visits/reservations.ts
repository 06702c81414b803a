// GET /api/reservation_slot (ours), GET /api/reservation_order, /detail; POST /api/reservation_order/create, /teamCreate;
// PUT /api/reservation_order/cancel (§7 Commerce; the visit notices are site params, routes/catalogue/content.ts) → services/visits
import type { FastifyInstance } from 'fastify';
import { idQuery } from '@/lib/contract/common';
import { pageQuery } from '@/lib/contract/envelope';
import { reservationCreate, reservationIdBody, slotQuery, teamCreate } from '@/lib/contract/visit';
import { requireMember } from '../../auth';
import { ok, parse } from '../../http';
import { bookVisit } from '../../services/visits/book';
import { cancelReservation } from '../../services/visits/cancel';
import { getReservation, listReservations } from '../../services/visits/read';
import { listGroupIntentions, submitGroupIntention } from '../../services/visits/groups';
import { listSlots } from '../../services/visits/slots';

export async function reservationRoutes(app: FastifyInstance) {
  const db = app.database.db;

  app.get('/api/reservation_slot', async (req) => {
    const { from, to } = parse(slotQuery, req.query);
    return ok(await listSlots(db, from, to));
  });

  app.post('/api/reservation_order/create', async (req) => {
    const memberId = requireMember(req);
    const input = parse(reservationCreate, req.body);
    return ok(await bookVisit(db, memberId, input, { windowSeconds: app.config.PAYMENT_WINDOW_SECONDS }));
  });

  app.post('/api/reservation_order/teamCreate', async (req) => {
    const memberId = requireMember(req);
    return ok(await submitGroupIntention(db, memberId, parse(teamCreate, req.body)));
  });

  app.put('/api/reservation_order/cancel', async (req) => {
    const memberId = requireMember(req);
    const { id } = parse(reservationIdBody, req.body);
    await cancelReservation(db, app.payments, memberId, id);
    return ok(await getReservation(db, memberId, id));
  });

  app.get('/api/reservation_order', async (req) => {
    const memberId = requireMember(req);
    const { page, pageSize } = parse(pageQuery, req.query);
    return ok({ reservations: await listReservations(db, memberId, page, pageSize), groups: await listGroupIntentions(db, memberId) });
  });

  app.get('/api/reservation_order/detail', async (req) => {
    const memberId = requireMember(req);
    return ok(await getReservation(db, memberId, parse(idQuery, req.query).id));
  });
}
