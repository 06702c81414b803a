import { test as base, expect } from '@playwright/test';
import { axeFindings, checkPage, describeFindings, findingsOf, note, readShownPages, type AxeFinding } from './support/axe';
import type { Lang } from './pages/language';

/**
 * `test.use({ lang })` opens every page of a test in that language, the way a returning visitor arrives:
 * with the `language` cookie the site sets when one switches.
 *
 * Every test is also an accessibility check: axe (WCAG 2.2 A and AA) reads each page the test opens with
 * `page.goto`, each page the page objects see settle (`checkPage`), the page the test ends on, and, opened again
 * after the test, any page it showed on the way that none of these read; once per worker for each width,
 * language and page (e2e/support/axe.ts); any violation fails the test after its own
 * steps passed. `checkAccessibility()` reads the page as it stands, for a state worth reading on the way (an
 * open dialog).
 */
export const test = base.extend<{ lang: Lang; checkAccessibility: () => Promise<void> }>({
  lang: ['zh-CN', { option: true }],
  context: async ({ context, lang, baseURL }, use) => {
    await context.addCookies([{ name: 'language', value: lang, url: baseURL! }]);
    await use(context);
  },
  checkAccessibility: async ({ page }, use) => use(() => checkPage(page, { always: true })),
  page: async ({ page }, use, info) => {
    const started = Date.now();
    const found: AxeFinding[] = [];
    findingsOf.set(page, found);
    const shown: URL[] = [];
    page.on('framenavigated', (frame) => {
      if (frame !== page.mainFrame() || !frame.url().startsWith('http')) return;
      shown.push(new URL(frame.url()));
      note(info, new URL(frame.url()), 'visited');
    });
    const goto = page.goto.bind(page);
    page.goto = async (...args) => {
      const response = await goto(...args);
      found.push(...(await axeFindings(page, info)));
      return response;
    };
    await use(page);
    // Only a test that passed: a failed one already says what went wrong, and its page may be anywhere.
    if (info.status === info.expectedStatus) {
      // Within the test's time, leaving some for the teardown that follows (0: no limit).
      const deadline = info.timeout ? started + info.timeout - 15_000 : Infinity;
      found.push(...(await axeFindings(page, info, { deadline })));
      found.push(...(await readShownPages(page, info, shown, deadline)));
    }
    expect(found, `accessibility violations (axe, WCAG 2.2 AA):\n${describeFindings(found)}`).toEqual([]);
  },
});

export { expect };
