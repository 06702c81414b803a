// POST, GET, DELETE /api/order, GET /api/order/detail, PUT /api/order/cancel; GET /api/member_code_promotion/event_price (§7 Commerce) → services/orders
// (create, read, actions and preview: creating, listing, reading, cancelling and deleting orders, the price preview; the invoice is in invoice.ts).
import { orderCreate, orderIdBody, orderListQuery, priceQuery } from '@/lib/contract/order';
import { idQuery } from '@/lib/contract/common';
import { ROOM_PASS_HEADER } from '@/lib/contract/waiting-room';
import { requireMember } from '../../auth';
import { HallError } from '../../errors';
import { ok } from '../../http';
import { route, type HallApp } from '../../platform/route-schema';
import { createOrder } from '../../services/tickets/create';
import { SeatClaims } from '../../services/tickets/seat-claims';
import { cancelOrder, deleteOrder } from '../../services/orders/actions';
import { getOrder, listOrders } from '../../services/orders/read';
import { linesFromQuery, previewPrice } from '../../services/tickets/preview';
import { checkRoomPass } from '../../services/waiting-room/pass-check';

/** An order naming a seat that a read of the session this recent saw taken is refused without a query (SeatBoard). */
const KNOWN_TAKEN_MS = 1_000;

export async function orderRoutes(app: HallApp) {
  const db = app.database.db;
  const windowSeconds = app.config.PAYMENT_WINDOW_SECONDS;
  const claims = new SeatClaims();

  app.post(
    '/api/order',
    route({ summary: 'Places a ticket order, holding its seats for the payment window', access: 'member', body: orderCreate }),
    async (req) => {
      const memberId = requireMember(req);
      try {
        // A session under a waiting room takes orders only with an admitted visitor's pass; an offer's seats are
        // already held for its member, so an order through a waiting-list offer needs none.
        if (!req.body.offerId) {
          await checkRoomPass(db, req.body.lines.sessionId, memberId, req.headers[ROOM_PASS_HEADER], app.config.SIGN_SECRET);
        }
        const placed = await createOrder(db, memberId, req.body, {
          windowSeconds,
          claims,
          knownTaken: (sessionId, ids) => app.seatBoard.knownTaken(sessionId, ids, KNOWN_TAKEN_MS),
        });
        app.metrics.seatHolds.inc({ outcome: 'held', reason: '' });
        return ok(placed);
      } catch (error) {
        app.metrics.seatHolds.inc({ outcome: 'refused', reason: error instanceof HallError ? error.key : 'fault' });
        if (error instanceof HallError && error.key === 'seatTaken') throw await withTakenNow(error, req.body.lines.sessionId);
        throw error;
      }
    },
  );

  /**
   * "Seat already reserved" also tells the map what to grey out instead of asking again (in an on-sale that
   * request followed every refusal): `taken`, the seats seat_status answers now (the read in flight, shared with
   * the maps polling it), and `pending`, the seats orders on this instance are in the middle of holding, which
   * that read cannot know yet. (A read a mere 100 ms old instead left the buyers' views so stale that refusals
   * rose by a third in the seat-holds bench; adding `pending` halved them.)
   */
  async function withTakenNow(refusal: HallError, sessionId: number) {
    const { taken } = await app.seatBoard.read(sessionId);
    return new HallError(refusal.key, refusal.code, refusal.subCode, refusal.values, {
      ...(refusal.data as object),
      taken,
      pending: claims.all(),
    });
  }

  app.get(
    '/api/order',
    route({ summary: 'The member’s orders of every kind, by state, a page', access: 'member', query: orderListQuery }),
    async (req) => {
      const memberId = requireMember(req);
      return ok(await listOrders(db, memberId, req.query));
    },
  );

  app.get('/api/order/detail', route({ summary: 'One order', access: 'member', query: idQuery }), async (req) => {
    const memberId = requireMember(req);
    return ok(await getOrder(db, memberId, req.query.id));
  });

  app.put(
    '/api/order/cancel',
    route({ summary: 'Cancels an unpaid order; what it held is given back', access: 'member', body: orderIdBody }),
    async (req) => {
      const memberId = requireMember(req);
      return ok(await cancelOrder(db, app.payments, memberId, req.body.id));
    },
  );

  app.delete('/api/order', route({ summary: 'Deletes a closed order from the list', access: 'member', query: idQuery }), async (req) => {
    const memberId = requireMember(req);
    await deleteOrder(db, memberId, req.query.id);
    return ok(null);
  });

  const price = route({
    summary: 'The price of chosen tickets with a coupon, points or a discount code',
    access: 'member',
    query: priceQuery,
  });
  app.get('/api/member_code_promotion/event_price', price, async (req) => {
    const memberId = requireMember(req);
    const q = req.query;
    const lines = linesFromQuery(q.sessionId, q.seatIds, q.classes);
    return ok(
      await previewPrice(db, memberId, {
        lines,
        memberCouponId: q.memberCouponId,
        points: q.points,
        discountCode: q.discountCode,
        memberCardId: q.memberCardId,
      }),
    );
  });
}
