// Steps of the console journeys: waiting for a console page to hydrate, and a staff member's first sign-in with
// the enrolment of an authenticator from the QR code's key.
import { expect, type Page } from '@playwright/test';
import { text, type Lang } from '../pages/language';
import { totpCode } from '../support/staff';

/** Waits until the console page in the tab has hydrated: its forms answer, not the browser's own submit. */
export const ready = (page: Page) => expect(page.getByTestId('console-hydrated')).toBeAttached();

export async function signIn(page: Page, lang: Lang, username: string, password: string): Promise<string> {
  await ready(page);
  await page.getByLabel(text(lang, 'console.login.username')).fill(username);
  await page.getByLabel(text(lang, 'console.login.password'), { exact: true }).fill(password);
  await page.getByTestId('staff-login-submit').click();
  // The first sign-in: the QR code, and the key under it for typing into the app.
  await expect(page.getByTestId('staff-enrol-qr')).toBeVisible();
  const secret = (await page.getByTestId('staff-enrol-secret').textContent())!.trim();
  await page.getByLabel(text(lang, 'console.login.code')).fill(totpCode(secret));
  await page.getByTestId('staff-enrol-submit').click();
  await expect(page).not.toHaveURL(/\/console\/login/);
  await ready(page);
  return secret;
}
