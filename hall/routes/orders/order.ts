// POST, GET, DELETE /api/order, GET /api/order/detail, PUT /api/order/cancel; GET /api/member_code_promotion/event_price (§7 Commerce) → services/orders
// (create, read, actions and preview: creating, listing, reading, cancelling and deleting orders, the price preview; the invoice is in invoice.ts).
import { orderCalls as calls } from '@/lib/contract/order-calls';
import { ROOM_PASS_HEADER } from '@/lib/contract/waiting-room';
import { requireMember } from '../../auth';
import { HallError } from '../../errors';
import { ok } from '../../http';
import { handle, type HallApp } from '../../platform/route-schema';
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

  handle(app, calls.place, async (req) => {
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
  });

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

  handle(app, calls.list, async (req) => ok(await listOrders(db, requireMember(req), req.query)));
  handle(app, calls.detail, async (req) => ok(await getOrder(db, requireMember(req), req.query.id)));
  handle(app, calls.cancel, async (req) => ok(await cancelOrder(db, app.payments, requireMember(req), req.body.id)));
  handle(app, calls.remove, async (req) => {
    await deleteOrder(db, requireMember(req), req.query.id);
    return ok(null);
  });

  handle(app, calls.price, async (req) => {
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
