import { test, expect } from '../fixtures';
import { HomePage } from '../pages/home-page';
import { LANGUAGES, isInLanguage, otherLanguage } from '../pages/language';
import { ShowDetailPage } from '../pages/show-detail-page';
import { SiteHeader } from '../pages/site-header';
import { expectStamped, open } from '../pages/site';

/** §4: the pages that exist in one language only, and their twin in the other. */
const TWINS = { '/visit': '/enVisit', '/fieldInfo': '/enFieldInfo' } as const;

for (const lang of LANGUAGES) {
  const other = otherLanguage(lang);

  test.describe(`language (${lang})`, () => {
    test.use({ lang });

    test('switching on a performance page keeps the page and translates it', async ({ page }) => {
      const home = new HomePage(page, lang);
      await home.open();
      await home.hot.getByTestId('performance-card').first().getByRole('link').first().click();
      await expectStamped(page, '/showDetails');
      const detail = new ShowDetailPage(page);
      const id = detail.idInUrl();
      const before = (await detail.title.innerText()).trim();
      expect(isInLanguage(before, lang)).toBe(true);

      await new SiteHeader(page).switchLanguage();
      await expect(page.locator('html')).toHaveAttribute('lang', other);
      await expect(detail.title).not.toHaveText(before);
      const after = (await detail.title.innerText()).trim();
      expect(isInLanguage(after, other), `"${after}" is not in ${other}`).toBe(true);
      await expectStamped(page, '/showDetails');
      expect(detail.idInUrl()).toBe(id);

      // The choice sticks: the next page opened is in the new language too.
      await open(page, '/');
      await expect(page.locator('html')).toHaveAttribute('lang', other);
    });

    test('the Chinese-only and English-only pages lead to their twin', async ({ page }) => {
      for (const [zh, en] of Object.entries(TWINS)) {
        const [own, twin] = lang === 'zh-CN' ? [zh, en] : [en, zh];
        // Asking for the other language's page lands on this language's one.
        await page.goto(twin);
        await expectStamped(page, own);
        await expect(page.locator('html')).toHaveAttribute('lang', lang);
      }

      const [own, twin] = lang === 'zh-CN' ? ['/visit', '/enVisit'] : ['/enVisit', '/visit'];
      await open(page, own);
      const header = new SiteHeader(page);
      await header.switchLanguage();
      await expectStamped(page, twin);
      await expect(page.locator('html')).toHaveAttribute('lang', other);
      await header.switchLanguage();
      await expectStamped(page, own);
      await expect(page.locator('html')).toHaveAttribute('lang', lang);
    });

    if (lang === 'zh-CN')
      test('on a page in Chinese only, English is not forced: the switch says so in English and offers the English home', async ({
        page,
      }) => {
        await open(page, '/pointsShop');
        const header = new SiteHeader(page);
        await header.switchLanguage();
        const notice = page.getByTestId('language-only-here').filter({ visible: true });
        await expect(notice).toContainText('available in Chinese only');
        await expect(notice).toHaveAttribute('lang', 'en-US');
        await expectStamped(page, '/pointsShop');
        await expect(page.locator('html')).toHaveAttribute('lang', 'zh-CN');

        await notice.getByTestId('language-other-home').click();
        await expect(page.locator('html')).toHaveAttribute('lang', 'en-US');
        await expect(page).toHaveURL((url) => url.pathname === '/');
      });

    test(`?lang=${other} renders the other language, for crawlers following hreflang`, async ({ page }) => {
      const detail = new ShowDetailPage(page);
      await open(page, '/showDetails?id=1&activeType=0');
      expect(isInLanguage((await detail.title.innerText()).trim(), lang)).toBe(true);

      await open(page, `/showDetails?id=1&activeType=0&lang=${other}`);
      await expect(page.locator('html')).toHaveAttribute('lang', other);
      const title = (await detail.title.innerText()).trim();
      expect(isInLanguage(title, other), `"${title}" is not in ${other}`).toBe(true);
    });
  });
}
