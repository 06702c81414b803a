/**
 * The site's security headers, set by next.config.ts on every answer (pages, BFF, assets).
 *
 * The pages are prerendered and cached per language (README), so a per-request nonce cannot be in them: Next's
 * inline bootstrap scripts are allowed by their hashes, added per answer by the server, and everything else is locked down:
 * scripts, styles, fonts and connections from this origin only, no plugins, no <base> rewriting, forms posting
 * only here, and no framing at all (the checkout and the cashier are what a clickjacker would frame).
 * Images and videos may come from an https CDN, since editors link content media there.
 */
export function contentSecurityPolicy(production: boolean): string {
  return [
    "default-src 'self'",
    // React's development build evaluates strings for its debugging aids; production never does. WebAssembly may be
    // compiled (the door scanner's QR reader, served from this origin), which is all 'wasm-unsafe-eval' allows.
    // In production no inline script runs but those whose SHA-256 the server adds to this list for each HTML answer
    // (scripts/script-hashes.mjs); `next dev` streams and evaluates what it likes, so development keeps the old rule.
    `script-src 'self' 'wasm-unsafe-eval'${production ? '' : " 'unsafe-inline' 'unsafe-eval'"}`,
    "style-src 'self' 'unsafe-inline'",
    "img-src 'self' data: blob: https:",
    "media-src 'self' https:",
    "font-src 'self' data:",
    "connect-src 'self'",
    "object-src 'none'",
    "base-uri 'self'",
    "form-action 'self'",
    "frame-ancestors 'none'",
    "frame-src 'none'",
    "worker-src 'self' blob:",
    "manifest-src 'self'",
  ].join('; ');
}

export function securityHeaders(production: boolean): { key: string; value: string }[] {
  return [
    { key: 'X-Content-Type-Options', value: 'nosniff' },
    { key: 'X-Frame-Options', value: 'DENY' },
    { key: 'Referrer-Policy', value: 'strict-origin-when-cross-origin' },
    // The door's scanner (staff console) will ask for the camera on this origin; nothing asks for the rest.
    { key: 'Permissions-Policy', value: 'camera=(self), microphone=(), geolocation=(), payment=(), usb=()' },
    // Browsers ignore HSTS over http, but a production site behind TLS must never be reached in the clear.
    ...(production ? [{ key: 'Strict-Transport-Security', value: 'max-age=31536000; includeSubDomains' }] : []),
  ];
}
