import 'server-only';
import { Counter, Histogram, Registry, collectDefaultMetrics } from 'prom-client';

/**
 * The site's own Prometheus metrics (GET /metrics): the BFF's forwarded calls by hall API path pattern and
 * status, their latency, and the Node process's defaults (event-loop lag, heap, CPU). Kept on globalThis so
 * the route handlers' bundles share one registry in the server process.
 */
function create() {
  const registry = new Registry();
  collectDefaultMetrics({ register: registry, prefix: 'site_' });
  const forwards = new Counter({
    name: 'site_bff_forwards_total',
    help: 'Calls the BFF forwarded to the hall API, by path pattern and status (503: the hall API was unreachable)',
    labelNames: ['method', 'path', 'status'] as const,
    registers: [registry],
  });
  const duration = new Histogram({
    name: 'site_bff_forward_duration_seconds',
    help: 'Time the hall API took to answer the BFF',
    labelNames: ['method'] as const,
    buckets: [0.005, 0.01, 0.025, 0.05, 0.1, 0.25, 0.5, 1, 2.5, 5, 30],
    registers: [registry],
  });
  return { registry, forwards, duration };
}

const holder = globalThis as typeof globalThis & { __siteMetrics?: ReturnType<typeof create> };
export const siteMetrics = () => (holder.__siteMetrics ??= create());

/** Numbers in a path become `:id`, so a series stands for a call, not for one performance or order. */
export const pathPattern = (path: string) => path.replace(/\/\d+(?=\/|$)/g, '/:id');
