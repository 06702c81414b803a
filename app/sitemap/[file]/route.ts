// GET /sitemap/<n>.xml – one file of the sitemap index, when the public pages outgrow one file (app/sitemap.xml).
import { siteUrl } from '@/lib/seo';
import { sitemapUrls } from '@/lib/sitemap/pages';
import { sitemapDocument, xmlResponse } from '@/lib/sitemap/xml';

export const dynamic = 'force-dynamic';

type Context = { params: Promise<{ file: string }> };

export async function GET(_request: Request, { params }: Context) {
  const n = /^(\d{1,6})\.xml$/.exec((await params).file);
  const xml = n ? sitemapDocument(await sitemapUrls(), siteUrl(), Number(n[1])) : null;
  return xml ? xmlResponse(xml) : new Response('Not found\n', { status: 404, headers: { 'content-type': 'text/plain' } });
}
