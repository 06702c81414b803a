import { test, expect } from './accounts/fixtures';
import { logIn } from './support/accounts';
import { E2E_ADMINS, E2E_STAFF_PASSWORD } from './support/staff';
import { signIn } from './console/console-steps';

const W = (info: { project: { name: string } }) => (info.project.name === 'phone' ? 375 : 1440);

test('renter pages', async ({ page }, info) => {
  await logIn(page.request, 'enterprise', '13900000001', 'Concert2026');
  await page.goto('/siteConsultation');
  await page.getByTestId('consultation-new').click();
  await expect(page.getByTestId('consultation-form')).toBeVisible();
  await page.screenshot({ path: `/work/screens/consult-new-${W(info)}.png`, fullPage: true });
  await page.goto('/intentionReservation');
  await expect(page.getByTestId('project-answers')).toBeVisible();
  await page.screenshot({ path: `/work/screens/intention-${W(info)}.png`, fullPage: true });
});

test('console rental', async ({ page }, info) => {
  await page.context().addCookies([{ name: 'language', value: 'zh-CN', url: 'http://localhost:3300' }]);
  await page.goto('/console/rental');
  const admin = info.project.name === 'phone' ? E2E_ADMINS.rentalPhone : E2E_ADMINS.rental;
  await signIn(page, 'zh-CN', admin.username, E2E_STAFF_PASSWORD);
  await expect(page.getByTestId('rental-board')).toBeVisible();
  await page.waitForTimeout(800);
  await page.screenshot({ path: `/work/screens/console-board-${W(info)}.png`, fullPage: true });
  await page.getByTestId('rental-step-intention').getByRole('link').first().click();
  await expect(page.getByTestId('rental-project')).toBeVisible();
  await page.waitForTimeout(500);
  await page.screenshot({ path: `/work/screens/console-project-${W(info)}.png`, fullPage: true });
});
