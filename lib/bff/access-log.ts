import 'server-only';
import { pathPattern, siteMetrics } from './site-metrics';

/**
 * One JSON line per call the BFF forwards, with the request's id: the same id the hall API writes on every line
 * of that request, so one member's failed payment can be followed from the site to the database. No query,
 * body or token is written (the path names the call; parameters may hold a phone number).
 */
export function logForward(entry: { requestId: string; method: string; path: string; status: number; ms: number }) {
  console.info(JSON.stringify({ level: 'info', time: new Date().toISOString(), msg: 'bff forward', ...entry }));
  const metrics = siteMetrics();
  metrics.forwards.inc({ method: entry.method, path: pathPattern(entry.path), status: String(entry.status) });
  metrics.duration.observe({ method: entry.method }, entry.ms / 1000);
}
