import { test, expect } from '../accounts/fixtures';

// Scripts run under a Content-Security-Policy without 'unsafe-inline'. Every HTML answer names the SHA-256
// of its own inline scripts (scripts/script-hashes.mjs), so the cached public pages keep their cache and a script
// that an injection adds to a page does not run.
const PAGES = [
  '/',
  '/showDetails?id=5&activeType=0',
  '/showByTickets',
  '/news',
  '/visit',
  '/CalendarDiv',
  '/feedback',
  '/siteRegister',
  '/console/login',
];

/** Violations of the page's policy, as the browser reports them (collected from the first script on). */
async function violationsOf(page: import('@playwright/test').Page) {
  return page.evaluate(() => (window as unknown as { __violations: string[] }).__violations);
}

test.describe('the script policy', () => {
  test.beforeEach(async ({ page }) => {
    await page.addInitScript(() => {
      const seen: string[] = [];
      (window as unknown as { __violations: string[] }).__violations = seen;
      document.addEventListener('securitypolicyviolation', (e) =>
        seen.push(`${e.violatedDirective} ${e.blockedURI} ${e.sample} ${e.sourceFile}:${e.lineNumber}:${e.columnNumber}`),
      );
    });
  });

  test('names no unsafe-inline for scripts, and every page runs its own scripts without a violation', async ({ page, api }) => {
    test.setTimeout(90_000);
    for (const path of PAGES) {
      const head = await api.get(path, { maxRedirects: 0 });
      const policy = head.headers()['content-security-policy'] ?? '';
      const scriptSrc = policy.split(';').find((d) => d.trim().startsWith('script-src')) ?? '';
      expect(scriptSrc, path).not.toContain("'unsafe-inline'");
      expect(scriptSrc, path).toMatch(/'sha256-[A-Za-z0-9+/]+=*'/);

      await page.goto(path);
      // Hydrated: React has taken the page over, which needs every one of Next's inline scripts to have run.
      await page.waitForFunction(() => Array.isArray((self as unknown as { __next_f?: unknown[] }).__next_f));
      await page.waitForLoadState('networkidle');
      expect(await violationsOf(page), path).toEqual([]);
    }
  });

  test('a page visited again (answered 304 from the browser’s cache) still runs its scripts', async ({ page }) => {
    for (const path of ['/feedback', '/CalendarDiv']) {
      await page.goto(path);
      await page.waitForFunction(() => Array.isArray((self as unknown as { __next_f?: unknown[] }).__next_f));
      await page.goto(path);
      // Not 'networkidle': under a loaded CI a page's later fetches kept the network busy past the test's limit,
      // and the address stamp below is the proof of hydration this test needs.
      await page.waitForLoadState('load');
      // Hydrated again: the site's navigation stamps the address (`_t`) once React runs.
      await expect(page).toHaveURL(/[?&]_t=\d+/);
      expect(await violationsOf(page), path).toEqual([]);
    }
  });

  test('a script added to the page does not run', async ({ page }) => {
    await page.goto('/');
    await page.waitForLoadState('networkidle');
    const ran = await page.evaluate(async () => {
      const script = document.createElement('script');
      script.textContent = 'window.__injected = 1';
      document.body.append(script);
      const img = document.createElement('div');
      img.innerHTML = '<img src="x" onerror="window.__injected = 2">';
      document.body.append(img);
      await new Promise((resolve) => setTimeout(resolve, 300));
      return (window as unknown as { __injected?: number }).__injected ?? null;
    });
    expect(ran).toBeNull();
    expect((await violationsOf(page)).length).toBeGreaterThanOrEqual(1);
  });
});
