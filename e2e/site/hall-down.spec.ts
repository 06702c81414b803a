import type { ChildProcess } from 'node:child_process';
import fs from 'node:fs';
import path from 'node:path';
import { test, expect } from '../fixtures';
import { LANGUAGES, isInLanguage, text } from '../pages/language';
import { ShowDetailPage } from '../pages/show-detail-page';
import {
  BUILD_ENV,
  copyBuild,
  expectNothingAt,
  makeTempDir,
  prepareSite,
  removeDir,
  startHall,
  startSite,
  stopGroup,
  waitForUrl,
} from '../support/servers';

// A second pair of servers of its own, since this journey takes its hall API down. Desktop only (see config).
const HALL_PORT = 4310;
const SITE = 'http://localhost:3310';
const PAGE = '/showDetails?id=5&activeType=0';

test.describe.configure({ mode: 'serial' });
test.describe('hall API down', () => {
  test.use({ baseURL: SITE });

  const dirs: string[] = [];
  let hall: ChildProcess | undefined;
  let site: ChildProcess | undefined;
  let dataDir = '';

  const startOwnHall = async () => {
    hall = startHall({ port: HALL_PORT, dataDir, detached: true, logFile: path.join(dataDir, 'hall.log') });
    await waitForUrl(`http://127.0.0.1:${HALL_PORT}/healthz`, 90_000);
  };

  test.beforeAll(async () => {
    test.setTimeout(120_000);
    await expectNothingAt(`http://127.0.0.1:${HALL_PORT}/healthz`);
    await expectNothingAt(`${SITE}/`);
    dataDir = makeTempDir('hall');
    const siteDir = makeTempDir('site');
    dirs.push(dataDir, siteDir);
    // The copy of the build the main site was started from (not .next, which someone may be rebuilding).
    let build = process.env[BUILD_ENV];
    if (!build || !fs.existsSync(path.join(build, '.next', 'BUILD_ID'))) {
      build = makeTempDir('build');
      dirs.push(build);
      await copyBuild(build);
    }
    prepareSite(siteDir, build);
    site = startSite({
      port: 3310,
      hallUrl: `http://127.0.0.1:${HALL_PORT}`,
      dir: siteDir,
      detached: true,
      logFile: path.join(siteDir, 'site.log'),
    });
    await startOwnHall();
    await waitForUrl(`${SITE}/`);
  });

  test.afterAll(async () => {
    await Promise.all([hall, site].filter((child) => child !== undefined).map((child) => stopGroup(child)));
    for (const dir of dirs) removeDir(dir);
  });

  test('a page that needs the hall API says so in the visitor’s language, and retrying brings it back', async ({ browser }) => {
    test.setTimeout(120_000);
    await stopGroup(hall!);

    const pages = [];
    for (const lang of LANGUAGES) {
      const context = await browser.newContext({ baseURL: SITE });
      await context.addCookies([{ name: 'language', value: lang, url: SITE }]);
      const page = await context.newPage();
      await page.goto(PAGE);
      const error = page.getByTestId('error-page');
      await expect(error).toBeVisible();
      await expect(error).toContainText(text(lang, 'errorPage.hallDown'));
      await expect(error.getByTestId('error-retry')).toHaveText(text(lang, 'errorPage.retry'));
      await expect(new ShowDetailPage(page).title).toHaveCount(0);
      pages.push({ lang, page });
    }

    await startOwnHall();
    for (const { lang, page } of pages) {
      await page.getByTestId('error-retry').click();
      const title = new ShowDetailPage(page).title;
      await expect(title, `retry in ${lang}`).toBeVisible();
      expect(isInLanguage(await title.innerText(), lang)).toBe(true);
      await expect(page.getByTestId('error-page')).toHaveCount(0);
      await page.context().close();
    }
  });
});
