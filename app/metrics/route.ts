import { siteMetrics } from '@/lib/bff/site-metrics';

// Read on every scrape, never cached.
export const dynamic = 'force-dynamic';

/**
 * The site's metrics for Prometheus. With METRICS_TOKEN set only its bearer reads them; without one they are
 * open in development and absent in production (a public site must not publish its internals).
 */
export async function GET(request: Request) {
  const token = process.env.METRICS_TOKEN;
  const allowed = token ? request.headers.get('authorization') === `Bearer ${token}` : process.env.NODE_ENV !== 'production';
  if (!allowed) return new Response('Not found\n', { status: 404, headers: { 'content-type': 'text/plain' } });
  const { registry } = siteMetrics();
  return new Response(await registry.metrics(), { headers: { 'content-type': registry.contentType, 'cache-control': 'no-store' } });
}
