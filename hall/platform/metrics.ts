import { sql } from 'drizzle-orm';
import { Counter, Gauge, Histogram, Registry, collectDefaultMetrics } from 'prom-client';
import type { Database } from '../db/client';

/**
 * The hall API's Prometheus metrics (GET /metrics), one registry per app so tests and a second instance in
 * one process do not mix. Requests by route, the on-sale path's outcomes, payment notifications, and on
 * each scrape the orders by state, the expiry sweep's lag and the database pool; the process's own
 * (event-loop lag, heap, CPU) come from prom-client's defaults.
 */
export function hallMetrics(database: Database) {
  const registry = new Registry();
  collectDefaultMetrics({ register: registry });

  const requests = new Counter({
    name: 'hall_http_requests_total',
    help: 'Requests answered, by method, route pattern and HTTP status',
    labelNames: ['method', 'route', 'status'] as const,
    registers: [registry],
  });
  const duration = new Histogram({
    name: 'hall_http_request_duration_seconds',
    help: 'Time to answer, by method and route pattern',
    labelNames: ['method', 'route'] as const,
    buckets: [0.005, 0.01, 0.025, 0.05, 0.1, 0.25, 0.5, 1, 2.5, 5],
    registers: [registry],
  });
  const seatHolds = new Counter({
    name: 'hall_seat_holds_total',
    help: 'POST /api/order outcomes: held (an order placed) or refused, with the refusal code',
    labelNames: ['outcome', 'reason'] as const,
    registers: [registry],
  });
  const notifications = new Counter({
    name: 'hall_payment_notifications_total',
    help: 'Payment notifications by provider: accepted (recorded or repeated) or refused (forged, mismatched, unknown)',
    labelNames: ['provider', 'outcome'] as const,
    registers: [registry],
  });

  new Gauge({
    name: 'hall_orders',
    help: 'Orders by kind and status (read on each scrape)',
    labelNames: ['kind', 'status'] as const,
    registers: [registry],
    async collect() {
      const rows = await rowsOf<{ kind: string; status: string; n: number }>(
        database,
        sql`select kind, status, count(*)::int as n from orders group by kind, status`,
      );
      this.reset();
      for (const r of rows) this.set({ kind: r.kind, status: r.status }, Number(r.n));
    },
  });
  new Gauge({
    name: 'hall_expiry_sweep_lag_seconds',
    help: 'How long the oldest unpaid order has been past its payment window, parked ones aside (0 when the sweep is keeping up)',
    registers: [registry],
    async collect() {
      const [row] = await rowsOf<{ lag: number | null }>(
        database,
        // A unit parked or settled by the box office is theirs, not the sweep's: it does not make the sweep look behind.
        sql`select extract(epoch from now() - min(expires_at))::float8 as lag from orders o where status = 'unpaid' and expires_at < now()
            and not exists (select 1 from work_failures f where f.kind = 'orderExpiry' and f.unit_key = o.id::text and f.state <> 'retrying')`,
      );
      this.set(Math.max(0, Number(row?.lag ?? 0)));
    },
  });
  new Gauge({
    name: 'hall_db_pool_connections',
    help: 'Database pool: connections in use, idle, and requests waiting for one (PostgreSQL driver only)',
    labelNames: ['state'] as const,
    registers: [registry],
    collect() {
      const pool = database.pool?.();
      if (!pool) return;
      this.set({ state: 'in_use' }, pool.total - pool.idle);
      this.set({ state: 'idle' }, pool.idle);
      this.set({ state: 'waiting' }, pool.waiting);
    },
  });

  const workFailures = new Counter({
    name: 'hall_work_failures_total',
    help: 'Units of periodic work that failed, by kind, and whether they will be retried or were parked',
    labelNames: ['kind', 'state'] as const,
    registers: [registry],
  });
  new Gauge({
    name: 'hall_work_units_failing',
    help: 'Units of periodic work being retried or parked for the box office (read on each scrape)',
    labelNames: ['kind', 'state'] as const,
    registers: [registry],
    async collect() {
      const rows = await rowsOf<{ kind: string; state: string; n: number }>(
        database,
        sql`select kind, state, count(*)::int as n from work_failures where state in ('retrying', 'parked') group by kind, state`,
      );
      this.reset();
      for (const r of rows) this.set({ kind: r.kind, state: r.state }, Number(r.n));
    },
  });

  return { registry, requests, duration, seatHolds, notifications, workFailures };
}

export type HallMetrics = ReturnType<typeof hallMetrics>;

/**
 * Seconds until each payment provider certificate's notAfter (negative once past: what it signs is refused), read
 * on each scrape. Registered by the payment routes, which hold the provider (hallMetrics is given only the database).
 */
export function certificateExpiryGauge(registry: Registry, certificates: () => { provider: string; serial: string; notAfter: Date }[]) {
  new Gauge({
    name: 'hall_payment_certificate_expiry_seconds',
    help: 'Seconds until each payment provider certificate stops being trusted (its notAfter), by provider and serial',
    labelNames: ['provider', 'serial'] as const,
    registers: [registry],
    collect() {
      this.reset();
      for (const c of certificates()) this.set({ provider: c.provider, serial: c.serial }, (c.notAfter.getTime() - Date.now()) / 1000);
    },
  });
}

async function rowsOf<T>(database: Database, query: ReturnType<typeof sql>): Promise<T[]> {
  const result = (await database.db.execute(query)) as unknown as { rows: T[] };
  return result.rows;
}
