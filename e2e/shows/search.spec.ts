import { test, expect } from '../fixtures';
import { HomePage } from '../pages/home-page';
import { LANGUAGES, countIn, type Lang } from '../pages/language';
import { SiteHeader } from '../pages/site-header';

const COUNT_LINE: Record<Lang, RegExp> = { 'zh-CN': /^共 \d+ 条记录$/, 'en-US': /^\d+ records? found$/ };

/** Part of a title a visitor might type: two Chinese characters, or its longest word. */
function fragmentOf(title: string, lang: Lang) {
  if (lang === 'zh-CN') return title.match(/\p{Script=Han}{2}/u)![0];
  return title.split(/[^A-Za-z]+/).reduce((a, b) => (b.length > a.length ? b : a), '');
}

for (const lang of LANGUAGES) {
  test.describe(`search (${lang})`, () => {
    test.use({ lang });

    test('a fragment of a title finds it; clearing empties; nonsense finds nothing', async ({ page }) => {
      const home = new HomePage(page, lang);
      await home.open();
      const [title] = await home.hotTitles();
      const fragment = fragmentOf(title, lang);
      expect(fragment.length).toBeGreaterThanOrEqual(2);

      const search = await new SiteHeader(page).openSearch();
      await search.input.fill(fragment);
      await expect(search.count).toHaveText(COUNT_LINE[lang]);
      expect(countIn(await search.count.innerText())).toBeGreaterThanOrEqual(1);
      await expect(search.results.filter({ hasText: title })).toHaveCount(1);
      const found = await search.results.count();
      expect(found).toBeGreaterThanOrEqual(1);
      expect(countIn(await search.count.innerText())).toBeGreaterThanOrEqual(found);
      for (const href of await search.results.evaluateAll((links) => links.map((a) => a.getAttribute('href')))) {
        expect(href).toMatch(/^\/showDetails\?id=\d+&activeType=[01]$/);
      }

      await search.input.fill('');
      await expect(search.results).toHaveCount(0);
      await expect(search.count).toHaveText('');

      await search.input.fill('zqxjvw');
      await expect(search.count).toHaveText(COUNT_LINE[lang]);
      await expect.poll(async () => countIn(await search.count.innerText())).toBe(0);
      await expect(search.results).toHaveCount(0);
    });
  });
}
