import { test, expect } from '../fixtures';
import { LANGUAGES, isInLanguage } from '../pages/language';
import { ShowDetailPage } from '../pages/show-detail-page';

// What crawlers read; the same on every screen, so desktop only (see config).
const locs = (xml: string) => [...xml.matchAll(/<loc>([^<]+)<\/loc>/g)].map((m) => m[1].replace(/&amp;/g, '&'));

test('the sitemap lists performances and news, and robots.txt points to it', async ({ request, baseURL }) => {
  const sitemap = await request.get('/sitemap.xml');
  expect(sitemap.ok()).toBe(true);
  const urls = locs(await sitemap.text());
  expect(urls.filter((u) => /\/showDetails\?id=\d+&activeType=[01]$/.test(u)).length).toBeGreaterThan(0);
  expect(urls.filter((u) => /\/newsDes\?id=\d+&index=[012]$/.test(u)).length).toBeGreaterThan(0);
  for (const url of urls) expect(url.startsWith(baseURL!)).toBe(true);

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
