import { test, expect } from '../fixtures';
import { LANGUAGES, isInLanguage, text } from '../pages/language';
import { ShowListPage } from '../pages/show-list-page';
import { open } from '../pages/site';

// The music season (/music?activeType=2) lists the season's concerts beside its content, filtered like
// /showByTickets, server-rendered, in both languages: fewer than all performances, narrowed by a genre, each
// card leading to its performance.
for (const lang of LANGUAGES) {
  test.describe(`the music season (${lang})`, () => {
    test.use({ lang });

    test('lists the season’s concerts, filtered by genre, beside the season’s content', async ({ page }) => {
      const list = new ShowListPage(page);
      await list.open('activeType=0');
      const performances = await list.count();

      await open(page, '/music?activeType=2');
      const season = page.getByTestId('season-concerts');
      await expect(season.getByRole('heading', { name: text(lang, 'music.concerts') })).toBeVisible();
      const total = await list.count();
      expect(total).toBeGreaterThan(0);
      expect(total).toBeLessThan(performances);
      const titles = await list.titles();
      for (const title of titles) expect(isInLanguage(title, lang), `"${title}" is not in ${lang}`).toBe(true);
      await expect(page.getByTestId('music-materials')).toBeVisible();

      for (const option of await list.options('genre')) {
        await list.choose('genre', option.value);
        const count = await list.count();
        if (count > 0 && count < total) {
          expect(new URL(page.url()).pathname).toBe('/music');
          expect(await list.cards.count()).toBe(Math.min(count, 12));
          break;
        }
      }
      await list.cards.first().getByRole('link').first().click();
      await expect(page).toHaveURL(/\/showDetails\?id=\d+/);
    });
  });
}
