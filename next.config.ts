import type { NextConfig } from 'next';
import createNextIntlPlugin from 'next-intl/plugin';
import { contentSecurityPolicy, securityHeaders } from './lib/security/headers';

const withNextIntl = createNextIntlPlugin('./lib/i18n/request.ts');
const production = process.env.NODE_ENV === 'production';

const nextConfig: NextConfig = {
  poweredByHeader: false,
  // `npm start` runs .next/standalone/server.js (scripts/site-server.mjs): the server with only the files it uses.
  output: 'standalone',
  // `npm test` type-checks the whole package (site, hall API and tests) with tsc; the build need not repeat it.
  typescript: { ignoreBuildErrors: true },
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
