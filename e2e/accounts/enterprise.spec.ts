import { test, expect } from './fixtures';
import { AccountMenu } from '../pages/login-overlay';
import { text } from '../pages/language';
import { SlidePuzzle } from '../pages/slide-puzzle';
import { open } from '../pages/site';
import { newPhone } from '../support/accounts';
import { registerCompany } from '../pages/site-register';

const PASSWORD = 'Rental2026';

// Venue rental is Chinese only (§6).
test.describe('venue-rental accounts (zh-CN)', () => {
  test('a company registers on /siteRegister, logs out, and logs in from the venue-rental page', async ({ page }) => {
    const phone = newPhone();
    const puzzle = new SlidePuzzle(page);
    await registerCompany(page, phone, PASSWORD);
    const menu = new AccountMenu(page);
    await expect(menu.enterprise()).toBeVisible();
    await menu.logout('enterprise');

    await open(page, '/fieldInfo');
    await page.getByTestId('venue-login').first().click();
    const overlay = page.getByTestId('enterprise-overlay');
    // §5: the venue-rental form's own words, inputs trimmed.
    await overlay.getByTestId('enterprise-submit').click();
    await expect(overlay.getByTestId('enterprise-phone-error')).toHaveText(text('zh-CN', 'errors.phoneRequired'));
    await overlay.getByTestId('enterprise-phone').fill('12345');
    await overlay.getByTestId('enterprise-password').fill('short1');
    await overlay.getByTestId('enterprise-submit').click();
    await expect(overlay.getByTestId('enterprise-phone-error')).toHaveText(text('zh-CN', 'login.enterprisePhoneFormat'));
    await expect(overlay.getByTestId('enterprise-password-error')).toHaveText(text('zh-CN', 'errors.passwordTooShort'));

    await overlay.getByTestId('enterprise-phone').fill(` ${phone} `);
    await overlay.getByTestId('enterprise-password').fill(PASSWORD);
    await puzzle.solveAfter(() => overlay.getByTestId('enterprise-submit').click());
    await expect(menu.enterprise()).toBeVisible();
    await expect(page).toHaveURL((url) => url.pathname === '/fieldInfo');
    // A venue renter gets no cart, and a menu of their own.
    await expect(page.getByTestId('header-cart')).toHaveCount(0);
    await menu.enterprise().click();
    await page.getByRole('link', { name: text('zh-CN', 'header.companyInfo') }).click();
    await expect(page).toHaveURL((url) => url.pathname === '/myCompany');
  });
});
