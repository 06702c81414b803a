import type { NextConfig } from 'next';
import createNextIntlPlugin from 'next-intl/plugin';

const withNextIntl = createNextIntlPlugin('./lib/i18n/request.ts');

const nextConfig: NextConfig = {
  poweredByHeader: false,
  // `npm test` type-checks the whole package (site, hall API and tests) with tsc; the build need not repeat it.
  typescript: { ignoreBuildErrors: true },
};

export default withNextIntl(nextConfig);
