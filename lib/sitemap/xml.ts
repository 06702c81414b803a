/**
 * The sitemap protocol's XML (sitemaps.org 0.9) with the hreflang alternates of Google's extension (xhtml:link),
 * written here because Next's MetadataRoute.Sitemap (16.4) puts each URL into the XML as it is: the `&` of every
 * performance's URL made the whole file unreadable to an XML parser, and so to search engines.
 */
export type SitemapUrl = {
  loc: string;
  lastmod?: string;
  /** hreflang → the absolute URL of that language's version, this one included (pages offered in both languages). */
  alternates?: Record<string, string>;
};

/** The protocol's limits for one file; beyond them /sitemap.xml is the index of several. */
export const SITEMAP_LIMITS = { urls: 50_000, bytes: 50 * 1024 * 1024 };
export type SitemapLimits = typeof SITEMAP_LIMITS;

const ENTITIES: Record<string, string> = { '&': '&amp;', '<': '&lt;', '>': '&gt;', '"': '&quot;', "'": '&apos;' };
export const escapeXml = (text: string) => text.replace(/[&<>"']/g, (c) => ENTITIES[c]);

const DECLARATION = '<?xml version="1.0" encoding="UTF-8"?>\n';
const SITEMAP_NS = 'http://www.sitemaps.org/schemas/sitemap/0.9';
const URLSET_OPEN = `<urlset xmlns="${SITEMAP_NS}" xmlns:xhtml="http://www.w3.org/1999/xhtml">\n`;
const URLSET_CLOSE = '</urlset>\n';

function urlElement({ loc, lastmod, alternates = {} }: SitemapUrl): string {
  const lines = [`<loc>${escapeXml(loc)}</loc>`];
  if (lastmod) lines.push(`<lastmod>${escapeXml(lastmod)}</lastmod>`);
  for (const [lang, href] of Object.entries(alternates)) {
    lines.push(`<xhtml:link rel="alternate" hreflang="${escapeXml(lang)}" href="${escapeXml(href)}"/>`);
  }
  return `<url>\n${lines.map((line) => `  ${line}\n`).join('')}</url>\n`;
}

const urlsetXml = (elements: string[]) => DECLARATION + URLSET_OPEN + elements.join('') + URLSET_CLOSE;

function sitemapIndexXml(locs: string[]): string {
  const entries = locs.map((loc) => `<sitemap>\n  <loc>${escapeXml(loc)}</loc>\n</sitemap>\n`);
  return `${DECLARATION}<sitemapindex xmlns="${SITEMAP_NS}">\n${entries.join('')}</sitemapindex>\n`;
}

/** The URLs' elements cut, in order, into files of at most `limits.urls` URLs and `limits.bytes` bytes each. */
function sitemapFiles(urls: SitemapUrl[], limits: SitemapLimits): string[][] {
  const frame = Buffer.byteLength(urlsetXml([]));
  const files: string[][] = [[]];
  let bytes = frame;
  for (const url of urls) {
    const element = urlElement(url);
    const size = Buffer.byteLength(element);
    const file = files[files.length - 1];
    if (file.length && (file.length >= limits.urls || bytes + size > limits.bytes)) {
      files.push([element]);
      bytes = frame + size;
    } else {
      file.push(element);
      bytes += size;
    }
  }
  return files;
}

/** Where the index finds its n-th file (app/sitemap/[file]/route.ts serves it). */
export const sitemapFileUrl = (base: string, n: number) => new URL(`/sitemap/${n}.xml`, base).toString();

/**
 * /sitemap.xml (`file` undefined): the one file when the URLs fit in it, else the index of /sitemap/<n>.xml.
 * /sitemap/<n>.xml: that file of the index, or null when there is none.
 */
export function sitemapDocument(urls: SitemapUrl[], base: string, file?: number, limits = SITEMAP_LIMITS): string | null {
  const files = sitemapFiles(urls, limits);
  if (file !== undefined) return files[file] ? urlsetXml(files[file]) : null;
  return files.length === 1 ? urlsetXml(files[0]) : sitemapIndexXml(files.map((_, n) => sitemapFileUrl(base, n)));
}

export const xmlResponse = (xml: string) =>
  new Response(xml, {
    headers: { 'content-type': 'application/xml; charset=utf-8', 'cache-control': 'public, max-age=0, must-revalidate' },
  });
