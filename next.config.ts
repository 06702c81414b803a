import type { NextConfig } from 'next';
import createNextIntlPlugin from 'next-intl/plugin';
import { contentSecurityPolicy, securityHeaders } from './lib/security/headers';
import { PROXY_BODY_LIMIT } from './lib/bff/body-limits';

// Messages precompiled at build time (icu-minify): the browser formats them without intl-messageformat's parser, about
// 9 kB gzip less on every page's first load. The loader rewrites every import of messages/*.json, so the site's own
// reader of the raw strings (lib/i18n/error-messages.ts) takes either form; the hall API's bundle reads them raw.
const withNextIntl = createNextIntlPlugin({
  requestConfig: './lib/i18n/request.ts',
  experimental: { messages: { path: './messages', locales: 'infer', format: 'json', precompile: true } },
});
const production = process.env.NODE_ENV === 'production';

const nextConfig: NextConfig = {
  poweredByHeader: false,
  // Compression is done outside Next, after each page's script hashes are taken (scripts/script-hashes.mjs).
  compress: false,
  // `npm start` runs .next/standalone/server.js (scripts/site-server.mjs): the server with only the files it uses.
  output: 'standalone',
  // `npm test` type-checks the whole package (site, hall API and tests) with tsc; the build need not repeat it.
  typescript: { ignoreBuildErrors: true },
  // Next passes a body through proxy.ts only up to this, silently cut beyond it: above every upload's limit, so that a
  // body Next would cut is one the gate refuses whole (lib/bff/body-limits.ts).
  experimental: { proxyClientMaxBodySize: PROXY_BODY_LIMIT },
  // Next's file-system cache, with tag invalidations shared by every site process and instance (the file says how).
  cacheHandler: require.resolve('./lib/site-cache/cache-handler.mjs'),
  async headers() {
    return [
      { source: '/:path*', headers: securityHeaders(production) },
      // The sandbox cashier brings its own, stricter policy from the hall API (no scripts at all).
      {
        source: '/((?!api/dev/).*)',
        headers: [{ key: 'Content-Security-Policy', value: contentSecurityPolicy(production) }],
      },
    ];
  },
};

export default withNextIntl(nextConfig);
