import type { MetadataRoute } from 'next';
import { siteUrl } from '@/lib/seo';

// SITE_URL is read when serving, not baked in at build time.
export const dynamic = 'force-dynamic';

export default function robots(): MetadataRoute.Robots {
  return {
    rules: [
      {
        userAgent: '*',
        allow: '/',
        disallow: ['/api/', '/console', '/userCenter', '/myOrder', '/cart', '/confirmOrder', '/settlementOrder', '/chooseSeat'],
      },
    ],
    sitemap: `${siteUrl()}/sitemap.xml`,
  };
}
