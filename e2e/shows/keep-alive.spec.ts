import { test, expect } from '../fixtures';
import { LANGUAGES } from '../pages/language';
import { ShowDetailPage } from '../pages/show-detail-page';
import { ShowListPage } from '../pages/show-list-page';
import { expectStamped, scrollY, settledScrollY } from '../pages/site';

for (const lang of LANGUAGES) {
  test.describe(`kept-alive performance list (${lang})`, () => {
    test.use({ lang });

    test('back from a detail page finds the filter, the cards and the scroll position as they were', async ({ page }) => {
      const list = new ShowListPage(page);
      await list.open();
      const total = await list.count();

      // The filter leaving the most cards, so that there is something to scroll.
      let best = { value: '', count: 0 };
      for (const option of await list.options('hall')) {
        await list.choose('hall', option.value);
        const count = await list.count();
        if (count > best.count && count < total) best = { value: option.value, count };
      }
      await list.choose('hall', best.value);
      const titles = await list.titles();
      const filteredUrl = new URL(page.url());

      const last = list.cards.last();
      await last.scrollIntoViewIfNeeded();
      await page.mouse.wheel(0, 200);
      const scrolled = await settledScrollY(page);
      expect(scrolled).toBeGreaterThan(300);

      const title = (await last.getByRole('heading').innerText()).trim();
      await last.getByRole('link').first().click();
      await expectStamped(page, '/showDetails');
      await expect(new ShowDetailPage(page).title).toHaveText(title);

      await page.goBack();
      await expectStamped(page, '/showByTickets');
      expect(new URL(page.url()).searchParams.get('hall')).toBe(best.value);
      expect(new URL(page.url()).searchParams.get('_t')).toBe(filteredUrl.searchParams.get('_t'));
      await expect(list.filter('hall', best.value)).toHaveAttribute('aria-current', 'true');
      expect(await list.titles()).toEqual(titles);
      await expect.poll(() => scrollY(page)).toBeGreaterThan(scrolled - 100);
      expect(Math.abs((await settledScrollY(page)) - scrolled)).toBeLessThanOrEqual(100);
    });
  });
}
