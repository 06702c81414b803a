import { expect, type Page } from '@playwright/test';
import { checkPage } from '../support/axe';

/** §2: every navigation carries a timestamp `_t`; it is also the sign that the page has hydrated, so axe reads it then. */
export async function expectStamped(page: Page, pathname?: string) {
  await expect(page).toHaveURL((url) => /^\d{10,}$/.test(url.searchParams.get('_t') ?? '') && (!pathname || url.pathname === pathname));
  await checkPage(page);
}

/** Opens a public URL the way a visitor types it, and waits until the page is interactive. */
export async function open(page: Page, url: string) {
  await page.goto(url);
  await expectStamped(page, new URL(url, 'http://x').pathname);
}

export const scrollY = (page: Page) => page.evaluate(() => window.scrollY);

/** The scroll offset once scrolling has come to rest (wheel scrolling is animated), so its last event has fired. */
export async function settledScrollY(page: Page): Promise<number> {
  let last = Number.NaN;
  await expect
    .poll(
      async () => {
        const [previous, now] = [last, await scrollY(page)];
        last = now;
        return now === previous;
      },
      { intervals: [150] },
    )
    .toBe(true);
  return last;
}
