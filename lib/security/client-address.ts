/**
 * The visitor's address from an X-Forwarded-For chain, for per-address limits. Each proxy appends the address it
 * saw, so only the last `hops` entries were written by proxies we trust; entries left of them were written by the
 * visitor and cannot be trusted. The BFF trusts TRUSTED_PROXY_HOPS (default 1: one nginx or load balancer in
 * front; Next itself fills the header with the socket's address only when it is absent). The hall API passes
 * `Infinity`: the BFF replaces the header with the one address it settled on, so the first entry is that address.
 */
export function clientAddress(
  forwardedFor: string | null | undefined,
  hops = Number(process.env.TRUSTED_PROXY_HOPS ?? 1),
  fallback = '127.0.0.1',
): string {
  const chain = (forwardedFor ?? '')
    .split(',')
    .map((s) => s.trim())
    .filter(Boolean);
  return chain[Math.max(0, chain.length - Math.max(1, hops))] ?? fallback;
}
