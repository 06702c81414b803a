import { test, expect } from '../fixtures';
import { HomePage } from '../pages/home-page';
import { LANGUAGES, isInLanguage, text } from '../pages/language';
import { ShowDetailPage } from '../pages/show-detail-page';
import { ShowListPage, type FilterKind } from '../pages/show-list-page';
import { expectStamped } from '../pages/site';

for (const lang of LANGUAGES) {
  test.describe(`browsing performances (${lang})`, () => {
    test.use({ lang });

    test('home → list filtered by hall and genre → detail → seat selection', async ({ page }) => {
      const home = new HomePage(page, lang);
      await home.open();
      const hot = await home.hotTitles();
      expect(hot.length).toBeGreaterThan(0);
      for (const title of hot) expect(isInLanguage(title, lang), `"${title}" is not in ${lang}`).toBe(true);

      await home.goToPerformanceList();
      await expectStamped(page, '/showByTickets');
      const list = new ShowListPage(page);
      const total = await list.count();
      expect(total).toBeGreaterThan(0);

      // Options come from the page; the first that narrows the list without emptying it is taken.
      async function narrow(kind: FilterKind, before: number) {
        for (const option of await list.options(kind)) {
          await list.choose(kind, option.value);
          const count = await list.count();
          if (count > 0 && count < before) return { ...option, count };
        }
        throw new Error(`no ${kind} narrows a list of ${before}`);
      }

      const hall = await narrow('hall', total);
      let halls = await list.halls();
      expect(halls.length).toBeGreaterThan(0);
      expect(
        halls.every((h) => h === hall.label),
        `cards of ${halls.join(', ')} under ${hall.label}`,
      ).toBe(true);

      const genre = await narrow('genre', hall.count);
      await expect(list.filter('hall', hall.value)).toHaveAttribute('aria-current', 'true');
      halls = await list.halls();
      expect(halls.length).toBeGreaterThan(0);
      expect(halls.length).toBeLessThanOrEqual(genre.count);
      expect(halls.every((h) => h === hall.label)).toBe(true);

      // A card that is on sale, so that its sessions can be bought.
      const onSale = list.cards.filter({ hasText: text(lang, 'shows.saleStatus.on_sale') }).first();
      const cardTitle = (await onSale.getByRole('heading').innerText()).trim();
      await onSale.getByRole('link').first().click();
      await expectStamped(page, '/showDetails');
      const detail = new ShowDetailPage(page);
      await expect(detail.title).toHaveText(cardTitle);
      expect(new URL(page.url()).searchParams.get('activeType')).toBe('0');
      await expect(detail.sessions.first()).toBeVisible();
      await expect(detail.buyLinks.first()).toBeVisible();

      const id = detail.idInUrl();
      await detail.buyLinks.first().click();
      await expectStamped(page, '/chooseSeat');
      expect(new URL(page.url()).searchParams.get('id')).toBe(id);
    });
  });
}
