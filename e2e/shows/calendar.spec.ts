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

for (const lang of LANGUAGES) {
  test.describe(`the month calendar page (${lang})`, () => {
    test.use({ lang });

    test('“view full calendar” leads to this month’s page, server-rendered; months turn and shows lead to their page', async ({
      page,
      browser,
      baseURL,
    }) => {
      await open(page, '/');
      await page.getByTestId('calendar-full').click();
      await expectStamped(page, '/CalendarDiv');
      const heading = page.getByTestId('month-heading');
      const thisMonth = (await heading.innerText()).trim();
      expect(thisMonth).toMatch(/\d{4}/);
      await expect(page.locator('[aria-current="date"]').filter({ visible: true }).or(page.getByTestId('month-agenda'))).not.toHaveCount(0);

      // Next month, then back: the heading changes and "back to this month" appears only away from it.
      await page.getByTestId('month-next').click();
      await expect(page).toHaveURL((url) => /^\d{4}-\d{2}$/.test(url.searchParams.get('month') ?? ''));
      await expectStamped(page, '/CalendarDiv');
      await expect(heading).not.toHaveText(thisMonth);
      await page.getByTestId('month-current').click();
      await expect(page).toHaveURL((url) => !url.searchParams.has('month'));
      await expectStamped(page, '/CalendarDiv');
      await expect(heading).toHaveText(thisMonth);
      await expect(page.getByTestId('month-current')).toHaveCount(0);

      // The seed plays every month from now on: a show of this month (or the next) leads to its page.
      let shows = page.getByTestId('month-show').filter({ visible: true });
      if ((await shows.count()) === 0) {
        await page.getByTestId('month-next').click();
        await expect(page).toHaveURL((url) => url.searchParams.has('month'));
        await expectStamped(page, '/CalendarDiv');
        shows = page.getByTestId('month-show').filter({ visible: true });
      }
      const show = shows.first();
      const title = (await show.locator('span').nth(1).innerText()).trim();
      expect(isInLanguage(title, lang), `"${title}" is not in ${lang}`).toBe(true);
      await show.click();
      await expectStamped(page, '/showDetails');
      await expect(new ShowDetailPage(page).title).toHaveText(title);

      // Rendered on the server: the shows are in the HTML a crawler reads, without running a script.
      const bare = await browser.newContext({ javaScriptEnabled: false, extraHTTPHeaders: { cookie: `language=${lang}` } });
      const html = await (await bare.request.get(`${baseURL}/CalendarDiv`)).text();
      expect(html).toContain('data-testid="month-heading"');
      await bare.close();

      // A month beyond the navigation's reach is not a page.
      const far = await page.request.get('/CalendarDiv?month=2099-01');
      expect(far.status()).toBe(404);
    });
  });
}
