import type { APIRequestContext } from '@playwright/test';
import { test, expect } from './fixtures';
import { AccountMenu, LoginOverlay } from '../pages/login-overlay';
import { LANGUAGES, text } from '../pages/language';
import { open } from '../pages/site';
import { logIn, newPhone, registerEnterprise, registerMember } from '../support/accounts';
import { GUARD } from '../../lib/guard';

const PASSWORD = 'Concert2026';
const MEMBER_PAGES = Object.keys(GUARD).filter((p) => GUARD[p].role === 'member' && !GUARD[p].anonymous);
const ENTERPRISE_PAGES = Object.keys(GUARD).filter((p) => GUARD[p].role === 'enterprise');

/** Where proxy.ts sends a request for `path` (no redirect followed). */
async function redirectOf(api: APIRequestContext, path: string, referer?: string) {
  const res = await api.get(path, { maxRedirects: 0, headers: referer ? { referer } : {} });
  const location = res.headers()['location'];
  return location ? new URL(location, 'http://site') : null;
}

test.describe('route guard (§4, §6)', () => {
  test('every guarded page asks a visitor to log in first, with the page kept as the redirect URL', async ({ api }) => {
    for (const path of MEMBER_PAGES) {
      const to = await redirectOf(api, `${path}?id=7`);
      expect(to?.pathname, path).toBe('/');
      expect(to?.searchParams.get('login'), path).toBe('personal');
      expect(to?.searchParams.get('redirect'), path).toBe(`${path}?id=7`);
    }
    for (const path of ENTERPRISE_PAGES) {
      const to = await redirectOf(api, path);
      expect(to?.searchParams.get('login'), path).toBe('enterprise');
    }
    // /visit is also the public introduction: readable without logging in.
    expect(await redirectOf(api, '/visit')).toBeNull();
  });

  test('each kind of account is sent back from the other kind’s pages, and away from /siteRegister', async ({ api, baseURL }) => {
    const back = `${baseURL}/showByTickets?activeType=0`;
    await registerMember(api, newPhone(), PASSWORD);
    for (const path of ENTERPRISE_PAGES) {
      const to = await redirectOf(api, path, back);
      expect(`${to?.pathname}${to?.searchParams.get('guard')}`, path).toBe('/showByTicketsenterprise');
    }
    expect(await redirectOf(api, '/userCenter')).toBeNull();
    expect((await redirectOf(api, '/siteRegister'))?.pathname).toBe('/');

    await registerEnterprise(api, newPhone(), PASSWORD);
    for (const path of MEMBER_PAGES) {
      const to = await redirectOf(api, path, back);
      expect(`${to?.pathname}${to?.searchParams.get('guard')}`, path).toBe('/showByTicketsmember');
    }
    // No Referer (or one the account may not see either): home.
    expect((await redirectOf(api, '/userCenter', `${baseURL}/coupon`))?.pathname).toBe('/');
    expect(await redirectOf(api, '/myCompany')).toBeNull();
    expect((await redirectOf(api, '/siteRegister'))?.pathname).toBe('/');
  });
});

for (const lang of LANGUAGES) {
  test.describe(`route guard in the browser (${lang})`, () => {
    test.use({ lang });

    test('a member page opens the login overlay, and logging in goes on to the page', async ({ page, api }) => {
      const phone = newPhone();
      await registerMember(api, phone, PASSWORD);
      await page.goto('/userPointLog');
      await expect(page).toHaveURL((url) => url.pathname === '/' && !url.searchParams.has('login'));
      const overlay = new LoginOverlay(page, lang);
      await expect(overlay.mode(0)).toBeVisible();
      await overlay.submitPassword(phone, PASSWORD);
      await expect(page).toHaveURL((url) => url.pathname === '/userPointLog');
      await expect(new AccountMenu(page).member()).toBeVisible();
    });
  });
}

test.describe('route guard in the browser, both kinds (zh-CN)', () => {
  test('a venue renter on a member page and a member on a venue-rental page go back, told which login is needed', async ({ page, api }) => {
    const [member, renter] = [newPhone(), newPhone()];
    await registerMember(api, member, PASSWORD);
    await registerEnterprise(api, renter, PASSWORD);

    await logIn(page.request, 'enterprise', renter, PASSWORD);
    await open(page, '/showByTickets?activeType=0');
    await expect(new AccountMenu(page).enterprise()).toBeVisible();
    await page.evaluate(() => (window.location.href = '/userCenter'));
    await expect(page).toHaveURL((url) => url.pathname === '/showByTickets' && !url.searchParams.has('guard'));
    await expect(page.getByTestId('toast')).toHaveText(text('zh-CN', 'errors.personalOnly'));
    // A venue renter has no cart.
    await expect(page.getByTestId('header-cart')).toHaveCount(0);

    await new AccountMenu(page).logout('enterprise');
    await logIn(page.request, 'member', member, PASSWORD);
    await open(page, '/news');
    await expect(page.getByTestId('header-cart')).toBeVisible();
    await page.evaluate(() => (window.location.href = '/myCompany'));
    await expect(page).toHaveURL((url) => url.pathname === '/news');
    await expect(page.getByTestId('toast')).toHaveText(text('zh-CN', 'errors.enterpriseOnly'));
  });

  test('a venue-rental page opens the venue-rental login, which goes on to the page', async ({ page, api }) => {
    const renter = newPhone();
    await registerEnterprise(api, renter, PASSWORD);
    await page.goto('/myCompany');
    const overlay = page.getByTestId('enterprise-overlay');
    await expect(overlay.getByTestId('enterprise-login')).toBeVisible();
    await overlay.getByTestId('enterprise-phone').fill(` ${renter} `);
    await overlay.getByTestId('enterprise-password').fill(PASSWORD);
    await new LoginOverlay(page, 'zh-CN').puzzle.solveAfter(() => overlay.getByTestId('enterprise-submit').click());
    await expect(page).toHaveURL((url) => url.pathname === '/myCompany');
    await expect(new AccountMenu(page).enterprise()).toBeVisible();
  });
});
