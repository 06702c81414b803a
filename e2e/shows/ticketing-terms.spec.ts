import { test, expect } from '../fixtures';
import { LANGUAGES, text } from '../pages/language';
import { open } from '../pages/site';

// The hall's ticketing description (§7 /api/ticketing_description/detail) folded under a performance's
// purchase notes, in the page's language; no coupon box for a visitor.
for (const lang of LANGUAGES) {
  test.describe(`ticketing terms (${lang})`, () => {
    test.use({ lang });

    test('a performance’s page folds the hall’s ticketing description under its notes', async ({ page }) => {
      await open(page, '/showByTickets?activeType=0');
      await page.getByTestId('performance-card').first().getByRole('link').first().click();
      await expect(page).toHaveURL((url) => url.pathname === '/showDetails');
      const terms = page.getByTestId('ticketing-description');
      await expect(terms.locator('summary')).toHaveText(text(lang, 'detail.ticketingDescription'));
      await terms.locator('summary').click();
      await expect(terms).toContainText(lang === 'zh-CN' ? '支付宝' : 'Alipay');
      await expect(page.getByTestId('my-coupons-here')).toHaveCount(0);
    });
  });
}
