// GET /api/session/:id/seat_map, /api/session/:id/seat_status: seat selection on /chooseSeat (ours; §7 names no call) → services/performances/seats
import { seatCalls } from '@/lib/contract/seats-schema';
import { ok } from '../../http';
import { handle, type HallApp } from '../../platform/route-schema';
import { getSeatMap } from '../../services/performances/seats';

/**
 * The drawing changes only when a hall is re-mapped; the short max-age still lets the sale status (coming
 * soon → on sale) turn within a minute, and shared caches may serve a stale copy while they refetch.
 */
const SEAT_MAP_CACHE = 'public, max-age=60, stale-while-revalidate=300';

export async function seatRoutes(app: HallApp) {
  const db = app.database.db;

  handle(app, seatCalls.map, async (req, reply) => {
    const map = await getSeatMap(db, req.params.id);
    reply.header('cache-control', SEAT_MAP_CACHE);
    return ok(map);
  });

  // Polled every few seconds by each open map: never cached, so a seat taken a moment ago shows at once; maps
  // asking at the same moment share one query.
  handle(app, seatCalls.status, async (req, reply) => {
    const status = await app.seatBoard.read(req.params.id);
    reply.header('cache-control', 'no-store');
    return ok(status);
  });
}
