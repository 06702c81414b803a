// GET /sitemap.xml – every public page in both languages (lib/sitemap/); beyond the protocol's limits for one
// file, the index of /sitemap/<n>.xml. Served by hand, not by Next's sitemap.ts, which left `&` unescaped.
import { siteUrl } from '@/lib/seo';
import { sitemapUrls } from '@/lib/sitemap/pages';
import { sitemapDocument, xmlResponse } from '@/lib/sitemap/xml';

// Rendered on request (the hall API is not up during `next build`); the hall's answers are cached for an hour.
export const dynamic = 'force-dynamic';

export async function GET() {
  return xmlResponse(sitemapDocument(await sitemapUrls(), siteUrl())!);
}
