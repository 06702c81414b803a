import { test as base, expect } from '@playwright/test';
import type { Lang } from './pages/language';

/**
 * `test.use({ lang })` opens every page of a test in that language, the way a returning visitor arrives:
 * with the `language` cookie the site sets when one switches.
 */
export const test = base.extend<{ lang: Lang }>({
  lang: ['zh-CN', { option: true }],
  context: async ({ context, lang, baseURL }, use) => {
    await context.addCookies([{ name: 'language', value: lang, url: baseURL! }]);
    await use(context);
  },
});

export { expect };
