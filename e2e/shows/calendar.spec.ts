import { test, expect } from '../fixtures';
import { LANGUAGES, isInLanguage, text } from '../pages/language';
import { ShowDetailPage } from '../pages/show-detail-page';
import { SiteHeader } from '../pages/site-header';
import { expectStamped, open } from '../pages/site';

for (const lang of LANGUAGES) {
  test.describe(`performance calendar (${lang})`, () => {
    test.use({ lang });

    test('a quiet day says so; a day with shows leads to their page', async ({ page }) => {
      await open(page, '/');
      const calendar = await new SiteHeader(page).openCalendar();

      await (await calendar.findDay(lang, false)).click();
      await expect(calendar.empty).toHaveText(text(lang, 'calendar.noShows'));
      await expect(calendar.shows).toHaveCount(0);

      await (await calendar.findDay(lang, true)).click();
      await expect(calendar.empty).toHaveCount(0);
      const show = calendar.shows.first();
      const title = (await show.locator('span').first().innerText()).trim();
      expect(isInLanguage(title, lang), `"${title}" is not in ${lang}`).toBe(true);
      const href = new URL((await show.getAttribute('href'))!, page.url());

      await show.click();
      await expectStamped(page, '/showDetails');
      const url = new URL(page.url());
      expect(url.searchParams.get('id')).toMatch(/^\d+$/);
      expect(url.searchParams.get('id')).toBe(href.searchParams.get('id'));
      expect(url.searchParams.get('activeType')).toMatch(/^[01]$/);
      expect(url.searchParams.get('activeType')).toBe(href.searchParams.get('activeType'));
      await expect(calendar.root).toBeHidden();
      await expect(new ShowDetailPage(page).title).toHaveText(title);
    });
  });
}
