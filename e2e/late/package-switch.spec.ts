import type { Page } from '@playwright/test';
import { test, expect } from '../accounts/fixtures';
import { text } from '../pages/language';
import { newPhone, registerMember } from '../support/accounts';
import { E2E_ADMINS, E2E_STAFF_PASSWORD } from '../support/staff';
import { signIn } from '../console/console-steps';

// The package card's switches in the console: a
// content editor changes the season pass's summary (public within 5 s) and closes the package feature; the main
// menu's entry disappears and the card's routes go home, for visitors and for a member without a card; opened
// again, the entry is back. Run in the 'late' project, after every other journey, because it changes the site
// for everyone.
const PASSWORD = 'Concert2026';
const SHORT = { timeout: 500 };

/**
 * The public page as it is a few seconds after a change: cached pages are told and re-rendered. Each try loads the
 * page afresh, so `check` must not wait on the page it got (a page served before the change never changes by
 * itself): its expectations take `SHORT`, and the tries together take 5 s.
 */
async function eventually(page: Page, path: string, check: () => Promise<void>) {
  const started = Date.now();
  await expect(async () => {
    await page.goto(path);
    await check();
  }).toPass({ timeout: 5_000, intervals: [250, 500, 1_000] });
  console.log(`package switch → ${path} as it should be after ${Date.now() - started} ms`);
}

test('a content editor edits the season pass and switches the package feature off and on; the site follows', async ({
  page,
  browser,
  checkAccessibility,
}) => {
  test.setTimeout(90_000);
  await page.goto('/console/packages');
  await signIn(page, 'zh-CN', E2E_ADMINS.late.username, E2E_STAFF_PASSWORD);
  await expect(page).toHaveURL(/\/console\/packages$/);
  await expect(page.getByTestId('switch-packageOpen')).toBeChecked();
  await checkAccessibility();
  // The card's page as the site has cached it (the other journeys read it before this one): the change must reach it.
  const visitor = await browser.newPage();
  for (let i = 0; i < 2; i += 1) {
    await visitor.goto('/falaCardDetail?activeType=3');
    await expect(visitor.getByTestId('package-card')).toBeVisible();
  }

  // The season pass's summary, changed in the form, is on its public page within 5 s.
  const list = page.getByTestId('package-cards');
  await list
    .getByRole('button', { name: text('zh-CN', 'console.packages.cards.edit') })
    .first()
    .click();
  const summary = page.getByLabel(text('zh-CN', 'console.packages.cards.fields.summary'));
  const changed = `十张乐季音乐会门票，乙等及以下（${Date.now() % 10_000}）`;
  await summary.fill(changed);
  await page.getByTestId('package-card-save').click();
  await expect(page.getByTestId('package-card-form')).toContainText(text('zh-CN', 'console.packages.cards.saved'));
  await eventually(visitor, '/falaCardDetail?activeType=3', () => expect(visitor.getByText(changed)).toBeVisible(SHORT));

  // Closed: the entry leaves the menu, the card's pages go home, for a visitor and for a member without a card.
  await page.getByTestId('switch-packageOpen').click();
  await expect(page.getByTestId('switch-packageOpen')).not.toBeChecked();
  await expect(page.getByTestId('package-switches')).toContainText(
    text('zh-CN', 'console.packages.switches.closed').replace('{feature}', text('zh-CN', 'console.packages.switches.packageOpen.name')),
  );
  const menu = visitor.getByRole('navigation', { name: text('zh-CN', 'nav.mainMenu') });
  // The menu learns the flag in the browser (§3's session state): once it is known to be closed, no entry.
  await eventually(visitor, '/', async () => {
    await expect(menu.getByTestId('nav-packages-closed')).toBeAttached({ timeout: 2_000 });
    await expect(menu.getByRole('link', { name: text('zh-CN', 'nav.packages') })).toHaveCount(0, SHORT);
  });
  await eventually(visitor, '/falaCardDetail?activeType=3', () => expect(visitor).toHaveURL(/localhost:\d+\/(\?|$)/, SHORT));
  await registerMember(visitor.request, newPhone(), PASSWORD);
  for (const path of ['/falaOrder?cardId=1', '/falaOrder', '/cardCase']) {
    await visitor.goto(path);
    await expect(visitor).toHaveURL(/localhost:\d+\/(\?|$)/);
  }

  // Open again: the entry is back.
  await page.getByTestId('switch-packageOpen').click();
  await expect(page.getByTestId('switch-packageOpen')).toBeChecked();
  await expect(page.getByTestId('package-switches')).toContainText(
    text('zh-CN', 'console.packages.switches.opened').replace('{feature}', text('zh-CN', 'console.packages.switches.packageOpen.name')),
  );
  await eventually(visitor, '/', () => expect(menu.getByRole('link', { name: text('zh-CN', 'nav.packages') })).toBeVisible(SHORT));
  await visitor.close();
});
