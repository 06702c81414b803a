import { test, expect } from '../fixtures';
import { LANGUAGES, isInLanguage, text } from '../pages/language';
import { expectStamped, open } from '../pages/site';

// The activity review and the annual reports, reached from their entries in both languages.
for (const lang of LANGUAGES) {
  test.describe(`looking back (${lang})`, () => {
    test.use({ lang });

    test('the activity review, from the activities list: past activities with pictures and stories', async ({ page }) => {
      await open(page, '/showByTickets?activeType=1');
      // The tab row with the review link fits the screen in every face (a wide English serif pushed it past 375 px).
      expect(await page.evaluate(() => document.documentElement.scrollWidth - document.documentElement.clientWidth)).toBe(0);
      await page.getByTestId('activity-review-link').click();
      await expectStamped(page, '/activityReview');
      await expect(page.getByRole('heading', { level: 1, name: text(lang, 'activityReview.title') })).toBeVisible();
      const reviews = page.getByTestId('activity-review');
      await expect(reviews).toHaveCount(8);
      const first = reviews.first();
      const title = (await first.getByRole('heading', { level: 2 }).innerText()).trim();
      expect(isInLanguage(title, lang), `"${title}" is not in ${lang}`).toBe(true);
      // The story is told on the page (there is no detail page to open), with its picture beside it.
      await expect(first.locator('.rich-text p')).not.toHaveCount(0);
      expect(await first.locator('img').evaluate((img: HTMLImageElement) => img.complete && img.naturalWidth > 0)).toBe(true);
      // The activities list is not the only way in: the footer of every page leads here too.
      await expect(page.getByTestId('footer').getByRole('link', { name: text(lang, 'footer.activityReview') })).toHaveAttribute(
        'href',
        '/activityReview',
      );
    });

    test('the annual reports, from About us: by year, newest first, each a PDF to read or download', async ({ page }) => {
      await open(page, '/aboutUs?activeIdx=4');
      await page
        .getByTestId('about-more')
        .getByRole('link', { name: text(lang, 'about.annualReports') })
        .click();
      await expectStamped(page, '/annualReport');
      await expect(page.getByRole('heading', { level: 1, name: text(lang, 'annualReport.title') })).toBeVisible();
      const reports = page.getByTestId('annual-report');
      await expect(reports).toHaveCount(3);
      const shown = await Promise.all((await reports.all()).map(async (r) => Number((await r.locator('p').first().innerText()).trim())));
      expect(shown.every((year) => year >= 2019)).toBe(true);
      expect(shown).toEqual([...shown].sort((a, b) => b - a));

      const download = reports.first().getByTestId('annual-report-download');
      const downloading = page.waitForEvent('download');
      await download.click();
      const file = await downloading;
      expect(file.suggestedFilename()).toBe(`annual-report-${shown[0]}.pdf`);
      const served = await page.request.get((await download.getAttribute('href'))!);
      expect(served.headers()['content-type']).toBe('application/pdf');
      expect((await served.body()).subarray(0, 5).toString()).toBe('%PDF-');
    });
  });
}
