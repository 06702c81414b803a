import { expect, type Page } from '@playwright/test';
import { COMPANY, latestCode } from '../support/accounts';
import { open } from './site';
import { SlidePuzzle } from './slide-puzzle';

/**
 * /siteRegister as a company fills it in: the phone, the texted code (through the slide puzzle), the password
 * twice and the company; the new venue renter lands on /myCompany, logged in.
 */
export async function registerCompany(page: Page, phone: string, password: string) {
  await open(page, '/siteRegister');
  const form = page.getByTestId('site-register');
  await form.getByTestId('register-phone').fill(phone);
  const since = Date.now();
  await new SlidePuzzle(page).solveAfter(() => form.getByTestId('register-code-send').click());
  await form.getByTestId('register-code').fill(await latestCode(phone, since));
  await form.getByTestId('register-password').fill(password);
  await form.getByTestId('register-password1').fill(password);
  await form.getByTestId('company-name').fill(COMPANY.companyName);
  await form.getByTestId('company-creditCode').fill(COMPANY.creditCode);
  await form.getByTestId('company-contact').fill(COMPANY.contactName);
  await form.getByTestId('company-email').fill(COMPANY.email);
  await form.getByTestId('register-submit').click();
  await expect(page).toHaveURL((url) => url.pathname === '/myCompany');
}
