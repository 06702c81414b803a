import type { Page } from '@playwright/test';
import { test, expect } from '../fixtures';
import { LANGUAGES, isInLanguage } from '../pages/language';
import { ShowDetailPage } from '../pages/show-detail-page';

// What crawlers read; the same on every screen, so desktop only (see config).

type SitemapUrl = { loc: string; alternates: Record<string, string> };
type Sitemap = { root: string; sitemaps: string[]; urls: SitemapUrl[] };

/** A sitemap as an XML parser (Chromium's) reads it; a document that is not well-formed fails with the parser's words. */
const readSitemap = (page: Page, xml: string) =>
  page.evaluate((text): Sitemap => {
    const doc = new DOMParser().parseFromString(text, 'application/xml');
    const error = doc.querySelector('parsererror');
    if (error) throw new Error(`not well-formed XML: ${error.textContent}`);
    const NS = 'http://www.sitemaps.org/schemas/sitemap/0.9';
    const locOf = (node: Element) => node.getElementsByTagNameNS(NS, 'loc')[0]?.textContent ?? '';
    return {
      root: doc.documentElement.localName,
      sitemaps: [...doc.getElementsByTagNameNS(NS, 'sitemap')].map(locOf),
      urls: [...doc.getElementsByTagNameNS(NS, 'url')].map((url) => ({
        loc: locOf(url),
        alternates: Object.fromEntries(
          [...url.getElementsByTagNameNS('http://www.w3.org/1999/xhtml', 'link')].map((link) => [
            link.getAttribute('hreflang'),
            link.getAttribute('href'),
          ]),
        ),
      })),
    };
  }, xml);

test('the sitemap is well-formed XML listing performances and news in both languages, and robots.txt points to it', async ({
  page,
  request,
  baseURL,
}) => {
  const res = await request.get('/sitemap.xml');
  expect(res.ok()).toBe(true);
  expect(res.headers()['content-type']).toContain('xml');
  const top = await readSitemap(page, await res.text());
  // Beyond the protocol's 50,000 URLs a file, /sitemap.xml is the index of the files.
  const files = top.root === 'sitemapindex' ? top.sitemaps : [];
  const urls = top.root === 'urlset' ? top.urls : [];
  for (const file of files) {
    expect(file.startsWith(`${baseURL}/`)).toBe(true);
    urls.push(...(await readSitemap(page, await (await request.get(file)).text())).urls);
  }
  expect(urls.length).toBeGreaterThan(0);
  const locs = urls.map((u) => u.loc);
  expect(locs.filter((u) => /\/showDetails\?id=\d+&activeType=[01]$/.test(u)).length).toBeGreaterThan(0);
  expect(locs.filter((u) => /\/newsDes\?id=\d+&index=[012]$/.test(u)).length).toBeGreaterThan(0);
  for (const url of urls) {
    expect(url.loc.startsWith(baseURL!)).toBe(true);
    for (const href of Object.values(url.alternates)) expect(href.startsWith(baseURL!)).toBe(true);
  }

  // Each language its own entry, both announcing the same alternates as the page's head (the test below).
  const path = '/showDetails?id=1&activeType=0';
  const pair = { 'zh-CN': `${baseURL}${path}`, 'en-US': `${baseURL}${path}&lang=en-US`, 'x-default': `${baseURL}${path}` };
  expect(urls).toContainEqual({ loc: pair['zh-CN'], alternates: pair });
  expect(urls).toContainEqual({ loc: pair['en-US'], alternates: pair });
  // §4: the visit page's English twin lives at its own path.
  const visit = { 'zh-CN': `${baseURL}/visit`, 'en-US': `${baseURL}/enVisit?lang=en-US`, 'x-default': `${baseURL}/visit` };
  expect(urls).toContainEqual({ loc: visit['en-US'], alternates: visit });

  const robots = await request.get('/robots.txt');
  expect(robots.ok()).toBe(true);
  expect(await robots.text()).toContain(`Sitemap: ${baseURL}/sitemap.xml`);
});

for (const lang of LANGUAGES) {
  test.describe(`a performance page for crawlers (${lang})`, () => {
    test.use({ lang });

    test('has a canonical URL, hreflang alternates, Open Graph and a schema.org Event', async ({ page, baseURL }) => {
      const detail = new ShowDetailPage(page);
      await detail.open(1);
      const title = (await detail.title.innerText()).trim();
      expect(isInLanguage(title, lang)).toBe(true);

      const path = '/showDetails?id=1&activeType=0';
      const head = page.locator('head');
      await expect(head.locator('link[rel="canonical"]')).toHaveAttribute(
        'href',
        `${baseURL}${path}${lang === 'en-US' ? '&lang=en-US' : ''}`,
      );
      await expect(head.locator('link[rel="alternate"][hreflang="zh-CN"]')).toHaveAttribute('href', `${baseURL}${path}`);
      await expect(head.locator('link[rel="alternate"][hreflang="en-US"]')).toHaveAttribute('href', `${baseURL}${path}&lang=en-US`);
      await expect(head.locator('link[rel="alternate"][hreflang="x-default"]')).toHaveAttribute('href', `${baseURL}${path}`);
      await expect(head.locator('meta[property="og:title"]')).toHaveAttribute('content', title);

      const scripts = await page.locator('script[type="application/ld+json"]').allTextContents();
      const events = scripts.flatMap((s) => [JSON.parse(s)].flat()).filter((item) => item['@type'] === 'Event');
      expect(events.length).toBeGreaterThan(0);
      for (const event of events) {
        expect(event.name).toBe(title);
        expect(Number.isNaN(Date.parse(event.startDate))).toBe(false);
        expect(event.offers.length).toBeGreaterThan(0);
        for (const offer of event.offers) {
          expect(offer['@type']).toBe('Offer');
          expect(offer.priceCurrency).toBe('CNY');
          expect(Number(offer.price)).toBeGreaterThanOrEqual(0);
        }
      }
    });
  });
}
