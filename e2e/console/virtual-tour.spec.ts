import type { Browser, Page } from '@playwright/test';
import { test, expect } from '../accounts/fixtures';
import { text, type Lang } from '../pages/language';
import { E2E_ADMINS, E2E_STAFF_PASSWORD } from '../support/staff';
import { signIn } from './console-steps';

// The virtual tour: the seed has no tour, so its entries are hidden; once the content staff set
// an https address in the console, the visit and About us pages and the header offer it in both languages, opening it
// in a new page; emptied, the entries go again. Desktop only (one administrator, the header's icon is for wide screens).
const LANG: Lang = 'zh-CN';
const TOUR = 'https://tour.example.com/binjiang?scene=foyer';

/** A visitor's page in a language, with the tour's own site answered locally (nothing leaves the machine). */
async function visitor(browser: Browser, baseURL: string, lang: Lang) {
  const context = await browser.newContext({ baseURL, viewport: { width: 1440, height: 900 } });
  await context.addCookies([{ name: 'language', value: lang, url: baseURL }]);
  await context.route('https://tour.example.com/**', (route) => route.fulfill({ contentType: 'text/html', body: '<title>tour</title>' }));
  return { page: await context.newPage(), close: () => context.close() };
}

async function expectHidden(page: Page, path: string) {
  await page.goto(path);
  // Known and absent: the hidden markers, and no entry.
  await expect(page.getByTestId('virtual-tour-none-button')).toBeAttached();
  await expect(page.getByTestId('virtual-tour-none-icon')).toBeAttached();
  await expect(page.getByTestId('virtual-tour-button')).toHaveCount(0);
  await expect(page.getByTestId('virtual-tour-icon')).toHaveCount(0);
}

test('the virtual tour: hidden without an address, offered once the console sets one, hidden again when emptied', async ({
  page,
  browser,
  baseURL,
}, info) => {
  test.skip(info.project.name !== 'desktop', 'one administrator; the header’s tour icon is for wide screens');
  test.setTimeout(120_000);
  const zh = await visitor(browser, baseURL!, 'zh-CN');
  const en = await visitor(browser, baseURL!, 'en-US');

  await test.step('hidden by default', async () => {
    await expectHidden(zh.page, '/visit');
    await expectHidden(en.page, '/aboutUs?activeIdx=4');
  });

  await test.step('the content staff set the address; a plain-http one is refused', async () => {
    await page.goto('/console/content/settings');
    await signIn(page, LANG, E2E_ADMINS.content.username, E2E_STAFF_PASSWORD);
    const field = page.getByTestId('virtualTourUrl');
    await expect(field).toHaveValue('');
    await field.fill('http://tour.example.com/binjiang');
    await page.getByTestId('site-settings-save').click();
    await expect(page.getByTestId('virtualTourUrl-error')).toHaveText(text(LANG, 'errors.tourUrlFormat'));
    await field.fill(TOUR);
    await page.getByTestId('site-settings-save').click();
    await expect(page.getByTestId('form-success')).toHaveText(text(LANG, 'console.content.settings.savedShown'));
  });

  await test.step('offered in both languages, opening in a new page', async () => {
    for (const [who, path, lang] of [
      [zh, '/visit', 'zh-CN'],
      [en, '/enVisit', 'en-US'],
      [en, '/aboutUs?activeIdx=4', 'en-US'],
    ] as const) {
      await who.page.goto(path);
      const entry = who.page.getByTestId('virtual-tour-button');
      await expect(entry).toContainText(text(lang, 'header.virtualTour'));
      await expect(entry).toHaveAttribute('href', TOUR);
      await expect(who.page.getByTestId('virtual-tour-icon')).toHaveAttribute('href', TOUR);
    }
    const opened = zh.page.waitForEvent('popup');
    await zh.page.goto('/visit');
    await zh.page.getByTestId('virtual-tour-button').click();
    const tour = await opened;
    await expect(tour).toHaveURL(TOUR);
    await tour.close();
  });

  await test.step('emptied in the console: hidden again', async () => {
    await page.getByTestId('virtualTourUrl').fill('');
    await page.getByTestId('site-settings-save').click();
    await expect(page.getByTestId('form-success')).toHaveText(text(LANG, 'console.content.settings.savedHidden'));
    await expectHidden(zh.page, '/visit');
  });
  await zh.close();
  await en.close();
});
