// The ceiling of the seat-holds bench: the least any hall API could do for the same crowd. Plain HTTP with no
// sign-in, no validation and no order written: seat_status is one query shared by the requests that arrive
// together (as the hall API's), and an order is one statement that holds all its seats or none. What the real
// hall API reaches, as a share of this on the same machine, says how much of the gap to pgbench is the API's.
import http from 'node:http';
import pg from 'pg';

/**
 * A call's method and address as its starter gives them (bench/seat-holds-servers.ts, from the hall API's calls),
 * matched against a request: the values of its parameters (`:id`, numbers here), or null when it is another call.
 */
function addressOf(name) {
  const [method, path] = (process.env[name] ?? '').split(' ');
  if (!method || !path) throw new Error(`${name} is not set: start the ceiling with startCeiling (bench/seat-holds-servers.ts)`);
  const escaped = path.replace(/[.*+?^${}()|[\]\\]/g, '\\$&').replace(/:\w+/g, '(\\d+)');
  const pattern = new RegExp(`^${escaped}$`);
  return (req) => (req.method === method ? (pattern.exec(req.url ?? '')?.slice(1) ?? null) : null);
}
const seatStatus = addressOf('CEILING_SEAT_STATUS');
const order = addressOf('CEILING_ORDER');
const redeem = addressOf('CEILING_REDEEM');

const pool = new pg.Pool({ connectionString: process.env.DATABASE_URL, max: Number(process.env.PG_POOL_SIZE ?? 20) });
const inFlight = new Map();
const HOLD = `
  with free as (select id from session_seats where id = any($1) and status = 'available' for update skip locked),
       chosen as (select array_agg(id) as ids from free)
  update session_seats s set status = 'held' from chosen
   where s.id = any(chosen.ids) and cardinality(chosen.ids) = cardinality($1::int[])
  returning s.id`;

function takenOf(sessionId) {
  let query = inFlight.get(sessionId);
  if (!query) {
    query = pool
      .query(`select id from session_seats where session_id = $1 and status <> 'available' order by id`, [sessionId])
      .finally(() => inFlight.delete(sessionId));
    inFlight.set(sessionId, query);
  }
  return query;
}

const send = (res, body) => {
  res.setHeader('content-type', 'application/json');
  res.end(JSON.stringify({ code: 20000, subCode: null, subMsg: null, data: null, ...body }));
};

const server = http.createServer(async (req, res) => {
  try {
    const status = seatStatus(req);
    if (status) {
      const { rows } = await takenOf(Number(status[0]));
      return send(res, { data: { taken: rows.map((r) => r.id) } });
    }
    if (req.method === 'GET' && req.url === '/healthz') return send(res, {});
    if (order(req)) {
      const chunks = [];
      for await (const chunk of req) chunks.push(chunk);
      const seatIds = JSON.parse(Buffer.concat(chunks).toString()).lines.seatIds;
      const { rowCount } = await pool.query(HOLD, [seatIds]);
      if (rowCount === seatIds.length) return send(res, { data: { orderId: 0 } });
      return send(res, { code: 40000, subMsg: 'seat already reserved or sold', data: { unavailable: seatIds } });
    }
    // The shop bench's ceiling: a redemption is one conditional update of the goods' stock.
    if (redeem(req)) {
      const chunks = [];
      for await (const chunk of req) chunks.push(chunk);
      const { goodsId, quantity } = JSON.parse(Buffer.concat(chunks).toString());
      const { rowCount } = await pool.query('update goods set sold = sold + $2 where id = $1 and sold + $2 <= stock', [goodsId, quantity]);
      if (rowCount === 1) return send(res, { data: { orderId: 0 } });
      return send(res, { code: 40000, subMsg: 'insufficient stock' });
    }
    res.statusCode = 404;
    res.end();
  } catch (error) {
    res.statusCode = 500;
    res.end(String(error));
  }
});
server.listen(Number(process.env.PORT), '127.0.0.1');
process.on('SIGTERM', () => server.close(() => pool.end().then(() => process.exit(0))));
