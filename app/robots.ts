import type { MetadataRoute } from 'next';
import { siteUrl } from '@/lib/seo';

export default function robots(): MetadataRoute.Robots {
  return {
    rules: [{ userAgent: '*', allow: '/', disallow: ['/api/', '/userCenter', '/myOrder', '/cart', '/confirmOrder', '/settlementOrder', '/chooseSeat'] }],
    sitemap: `${siteUrl()}/sitemap.xml`,
  };
}
