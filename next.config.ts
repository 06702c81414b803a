import type { NextConfig } from 'next';
import createNextIntlPlugin from 'next-intl/plugin';

const withNextIntl = createNextIntlPlugin('./lib/i18n/request.ts');

const nextConfig: NextConfig = {
  poweredByHeader: false,
  // `npm test` type-checks the whole package (site, hall API and tests) with tsc; the build need not repeat it.
  typescript: { ignoreBuildErrors: true },
  // One public URL renders in two languages (the `language` cookie picks): a shared cache must not keep
  // one language's page for everyone. Next's own ISR cache, keyed by the internal path, does the caching.
  async headers() {
    return [{ source: '/((?!_next|art|api).*)', headers: [{ key: 'Vary', value: 'Cookie' }] }];
  },
};

export default withNextIntl(nextConfig);
