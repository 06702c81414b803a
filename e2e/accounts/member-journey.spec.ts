import { test, expect } from './fixtures';
import { AccountMenu, LoginOverlay } from '../pages/login-overlay';
import { text, type Lang } from '../pages/language';
import { open } from '../pages/site';
import { endCodeWindow, newIdCard, newPhone, registerMember } from '../support/accounts';

const PASSWORD = 'Concert2026';

// One long journey per language: sign-up, profile, logout, password and code logins, five wrong passwords,
// reset. It is long, so it runs in Chinese on phones and in English on desktops rather than four times over.
// Its second code to one phone ends the phone's code minute on the sandbox's clock (the limit is the hall API's test).
for (const [lang, project] of [
  ['zh-CN', 'phone'],
  ['en-US', 'desktop'],
] as [Lang, string][]) {
  test.describe(`member accounts (${lang})`, () => {
    test.use({ lang });

    test('sign up, complete the profile, log out, log in by password and by code, lock out, reset', async ({ page, api }, info) => {
      test.skip(info.project.name !== project, `runs on ${project} in ${lang}`);
      test.setTimeout(180_000);
      const [phone, other] = [newPhone(), newPhone()];
      // A second member, who resets a forgotten password below.
      await registerMember(api, other, PASSWORD);

      const overlay = new LoginOverlay(page, lang);
      const menu = new AccountMenu(page);
      await open(page, '/');
      await overlay.openFromHeader();
      await overlay.register(phone, PASSWORD);

      // Mode 4 → 5: the ID number fills birthday and sex; saving reloads the page logged in.
      await overlay.root.getByTestId('congrats-complete').click();
      await expect(overlay.mode(5)).toBeVisible();
      await overlay.field('profile-name').fill(lang === 'zh-CN' ? '陈晓' : 'Chen Xiao');
      await overlay.field('profile-idCard').fill(newIdCard('1990-03-08', 0));
      await expect(overlay.field('profile-birthday')).toHaveValue('1990-03-08');
      await expect(overlay.field('profile-sex-0')).toBeChecked();
      await overlay.field('profile-email').fill(`m${phone}@example.com`);
      await overlay.field('profile-industry').selectOption({ index: 1 });
      await overlay.field('profile-submit').click();
      await expect(page.getByTestId('toast').filter({ hasText: text(lang, 'login.profileSaved') })).toBeVisible();
      await expect(menu.member()).toBeVisible();
      await expect(overlay.root).toBeHidden();

      await menu.logout();
      await overlay.openFromHeader();
      await overlay.submitPassword(phone, PASSWORD);
      await expect(menu.member()).toBeVisible();
      await menu.logout();

      // §8: wrong passwords say so; the fifth locks the account for 30 minutes (30059).
      await overlay.openFromHeader();
      for (let attempt = 1; attempt <= 5; attempt++) {
        await overlay.submitPassword(other, 'Wrong2026x');
        await expect(overlay.error).toHaveText(text(lang, attempt < 5 ? 'errors.wrongPassword' : 'errors.locked'));
      }

      await endCodeWindow(phone);
      // Switching to the code tab clears what was typed (§4).
      await overlay.root.getByTestId('login-tab-code').click();
      await expect(overlay.field('login-code')).toHaveValue('');
      await overlay.loginByCode(phone);
      await expect(menu.member()).toBeVisible();
      await menu.logout();

      // Reset lifts the lock; the new password logs in.
      await overlay.openFromHeader();
      await overlay.root.getByTestId('login-forgot').click();
      await expect(overlay.mode(1)).toBeVisible();
      await endCodeWindow(other);
      await overlay.field('reset-phone').fill(other);
      await overlay.fillCode('reset', other);
      await overlay.field('reset-password').fill('Renewed2026');
      await overlay.field('reset-password1').fill('Renewed2026');
      await overlay.field('reset-submit').click();
      await expect(page.getByTestId('toast').filter({ hasText: text(lang, 'login.resetDone') })).toBeVisible();
      await expect(overlay.mode(0)).toBeVisible();
      await overlay.submitPassword(other, 'Renewed2026');
      await expect(menu.member()).toBeVisible();
    });
  });
}
