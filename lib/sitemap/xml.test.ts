/** @jest-environment jsdom */
// /sitemap.xml once had 295 bare `&` in its <loc>s, so an XML parser (a search engine's) stopped at
// the first. Here jsdom's XML parser (saxes, strict XML 1.0 with namespaces) reads what the sitemap writes.
import { alternates, twinAlternates } from '@/lib/seo';
import { pageUrls } from './page-urls';
import { SITEMAP_LIMITS, sitemapDocument, type SitemapUrl } from './xml';

const BASE = 'http://localhost:3000';
const SITEMAP_NS = 'http://www.sitemaps.org/schemas/sitemap/0.9';

/** The document as an XML parser reads it; one that is not well-formed fails with the parser's words. */
function parse(xml: string | null) {
  const doc = new DOMParser().parseFromString(xml ?? '', 'application/xml');
  const error = doc.querySelector('parsererror');
  if (error) throw new Error(`not well-formed XML: ${error.textContent}`);
  const locOf = (node: Element) => node.getElementsByTagNameNS(SITEMAP_NS, 'loc')[0]?.textContent;
  return {
    root: doc.documentElement.localName,
    namespace: doc.documentElement.namespaceURI,
    sitemaps: [...doc.getElementsByTagNameNS(SITEMAP_NS, 'sitemap')].map(locOf),
    urls: [...doc.getElementsByTagNameNS(SITEMAP_NS, 'url')].map((url) => ({
      loc: locOf(url),
      lastmod: url.getElementsByTagNameNS(SITEMAP_NS, 'lastmod')[0]?.textContent,
      alternates: Object.fromEntries(
        [...url.getElementsByTagNameNS('http://www.w3.org/1999/xhtml', 'link')].map((link) => {
          expect(link.getAttribute('rel')).toBe('alternate');
          return [link.getAttribute('hreflang'), link.getAttribute('href')];
        }),
      ),
    })),
  };
}

const absolute = (languages: object | undefined) =>
  Object.fromEntries(Object.entries(languages ?? {}).map(([lang, href]) => [lang, `${BASE}${href}`]));

describe('the sitemap’s XML', () => {
  it('is well-formed: a performance’s & is escaped, and the parser reads each URL back as it was', () => {
    const urls = [...pageUrls('/showDetails?id=48&activeType=0'), ...pageUrls('/newsDes?id=7&index=2', '2026-03-01T02:00:00.000Z')];
    const read = parse(sitemapDocument(urls, BASE));
    expect(read.root).toBe('urlset');
    expect(read.namespace).toBe(SITEMAP_NS);
    expect(read.urls).toEqual(urls.map(({ loc, lastmod, alternates }) => ({ loc, lastmod, alternates })));
    expect(read.urls[0].loc).toBe(`${BASE}/showDetails?id=48&activeType=0`);
  });

  it('escapes every character XML reserves, in text and in attributes', () => {
    const odd = `${BASE}/news?q=a&b<c>d"e'f`;
    const read = parse(sitemapDocument([{ loc: odd, alternates: { 'zh-CN': odd, 'en-US': `${odd}&lang=en-US` } }], BASE));
    expect(read.urls).toEqual([{ loc: odd, lastmod: undefined, alternates: { 'zh-CN': odd, 'en-US': `${odd}&lang=en-US` } }]);
  });
});

describe('the sitemap’s languages', () => {
  it('lists a page offered in both languages once in each, with the alternates its own head announces', () => {
    const path = '/showDetails?id=48&activeType=0';
    const head = absolute(alternates(path, 'zh-CN')?.languages);
    expect(head).toEqual({
      'zh-CN': `${BASE}${path}`,
      'en-US': `${BASE}${path}&lang=en-US`,
      'x-default': `${BASE}${path}`,
    });
    expect(parse(sitemapDocument(pageUrls(path), BASE)).urls).toEqual([
      { loc: head['zh-CN'], lastmod: undefined, alternates: head },
      { loc: head['en-US'], lastmod: undefined, alternates: head },
    ]);
  });

  it('gives a page with an English twin (§4: /visit ↔ /enVisit) the twin’s path', () => {
    const head = absolute(twinAlternates('/visit', '/enVisit', 'zh-CN')?.languages);
    expect(head['en-US']).toBe(`${BASE}/enVisit?lang=en-US`);
    expect(pageUrls('/visit')).toEqual([
      { loc: `${BASE}/visit`, alternates: head },
      { loc: `${BASE}/enVisit?lang=en-US`, alternates: head },
    ]);
    expect(pageUrls('/fieldInfo').map((u) => u.loc)).toEqual([`${BASE}/fieldInfo`, `${BASE}/enFieldInfo?lang=en-US`]);
  });

  it('announces no English version of a page offered in Chinese only', () => {
    expect(pageUrls('/pointsShop')).toEqual([{ loc: `${BASE}/pointsShop` }]);
  });
});

describe('the sitemap’s size', () => {
  const many = (n: number): SitemapUrl[] =>
    Array.from({ length: n }, (_, i) => ({
      loc: `${BASE}/showDetails?id=${i}&activeType=0`,
      alternates: { 'zh-CN': `${BASE}/x?id=${i}&y=1` },
    }));

  it('keeps 50,000 URLs in one file and makes the 50,001st the index of two (the protocol’s limit)', () => {
    expect(parse(sitemapDocument(many(3), BASE)).root).toBe('urlset');
    const urls = many(SITEMAP_LIMITS.urls + 1);
    const count = (xml: string | null) => (xml?.match(/<url>/g) ?? []).length;
    expect(count(sitemapDocument(urls.slice(1), BASE))).toBe(SITEMAP_LIMITS.urls);
    expect(parse(sitemapDocument(urls, BASE))).toMatchObject({
      root: 'sitemapindex',
      sitemaps: [`${BASE}/sitemap/0.xml`, `${BASE}/sitemap/1.xml`],
    });
    expect(count(sitemapDocument(urls, BASE, 0))).toBe(SITEMAP_LIMITS.urls);
    expect(count(sitemapDocument(urls, BASE, 1))).toBe(1);
    expect(sitemapDocument(urls, BASE, 2)).toBeNull();
  });

  it('cuts the files by bytes too, each well-formed, every URL in one of them once and in order', () => {
    const urls = many(40);
    const limits = { urls: 1_000, bytes: 2_000 };
    const index = parse(sitemapDocument(urls, BASE, undefined, limits));
    expect(index.root).toBe('sitemapindex');
    const files = index.sitemaps.map((_, n) => sitemapDocument(urls, BASE, n, limits)!);
    for (const xml of files) expect(Buffer.byteLength(xml)).toBeLessThanOrEqual(limits.bytes);
    expect(files.flatMap((xml) => parse(xml).urls.map((u) => u.loc))).toEqual(urls.map((u) => u.loc));
  });
});
