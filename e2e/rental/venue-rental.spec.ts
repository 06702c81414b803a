import type { Browser } from '@playwright/test';
import { test, expect } from '../accounts/fixtures';
import { text } from '../pages/language';
import { ProjectStepsPage } from '../pages/project-steps';
import { newPhone, registerEnterprise } from '../support/accounts';
import { E2E_ADMINS, E2E_STAFF_PASSWORD } from '../support/staff';
import { signIn } from '../console/console-steps';

// Issue 16 (venue rental), its first steps in a browser, Chinese (the renter's pages are Chinese only), on each
// width: a new renter starts a project with its consultation and a proposal PDF; the rental staff hold the hall
// as a first option and quote in the console; the renter reads the offer, accepts it and pays the deposit in the
// Alipay sandbox, which makes the booking definite.
const LANG = 'zh-CN';
/** A message of the renter's language, its {placeholders} filled in. */
const t = (key: string, values: Record<string, string> = {}) =>
  Object.entries(values).reduce((s, [k, v]) => s.replace(`{${k}}`, v), text(LANG, key));
const PASSWORD = 'Rental2026x';
const PROPOSAL = {
  name: '活动方案.pdf',
  mimeType: 'application/pdf',
  buffer: Buffer.from('%PDF-1.4\n1 0 obj <<>> endobj\ntrailer <<>>\n%%EOF\n'),
};

/** A day far enough ahead that each run, and each width, has its own dates in the small hall. */
const eventDay = () => new Date(Date.now() + (120 + Math.floor(Math.random() * 500)) * 86_400_000).toISOString().slice(0, 10);

async function staffPage(browser: Browser, baseURL: string, viewport: { width: number; height: number }) {
  const context = await browser.newContext({ baseURL, viewport });
  await context.addCookies([{ name: 'language', value: LANG, url: baseURL }]);
  return { page: await context.newPage(), close: () => context.close() };
}

test('a renter’s consultation, the hall’s offer in the console, the renter’s acceptance and deposit paid in the sandbox', async ({
  page,
  browser,
  baseURL,
}, info) => {
  test.setTimeout(180_000);
  const name = `企业年会 ${Date.now() % 100_000}`;
  const day = eventDay();
  const steps = new ProjectStepsPage(page);

  await test.step('a new renter starts a project with its consultation and proposal', async () => {
    await registerEnterprise(page.request, newPhone(), PASSWORD);
    await page.goto('/siteConsultation');
    await expect(page.getByTestId('projects-empty')).toBeVisible();
    await page.getByTestId('consultation-new').click();
    const form = page.getByTestId('consultation-form');
    await form.getByTestId('consultation-name').fill(name);
    await form.getByTestId('consultation-hall').selectOption({ label: '小音乐厅' });
    await form.getByTestId('consultation-setupStart').fill(`${day}T09:00`);
    await form.getByTestId('consultation-eventStart').fill(`${day}T14:00`);
    await form.getByTestId('consultation-eventEnd').fill(`${day}T16:30`);
    await form.getByTestId('consultation-teardownEnd').fill(`${day}T19:00`);
    await form.getByTestId('consultation-type').selectOption('corporate');
    await form.getByTestId('consultation-audience').fill('280');
    await form.getByTestId('consultation-technical').fill('投影两台，无线话筒四支');
    await form.getByTestId('proposal-file').setInputFiles(PROPOSAL);
    await expect(form.getByTestId('proposal-name')).toHaveText(
      t('enterprise.projects.consultation.proposalUploaded', { name: PROPOSAL.name }),
    );
    // Sent without the notice accepted: refused in the form, nothing sent.
    await form.getByTestId('consultation-submit').click();
    await expect(form.getByTestId('consultation-notice-error')).toHaveText(t('errors.rentalNoticeRequired'));
    await form.getByTestId('consultation-notice').check();
    await form.getByTestId('consultation-submit').click();
    await expect(page).toHaveURL((url) => url.pathname === '/siteConsultation' && url.searchParams.has('id'));
    await expect(steps.project(name).getByTestId('project-status')).toHaveText(t('enterprise.projects.status.submitted'));
    await expect(steps.record.getByTestId('project-file')).toContainText(PROPOSAL.name);
    await expect(steps.record.getByTestId('history-line').first()).toHaveAttribute('data-action', 'submit');
  });
  const projectId = Number(new URL(page.url()).searchParams.get('id'));

  await test.step('the rental staff hold the small hall as a first option and quote', async () => {
    const staff = await staffPage(browser, baseURL!, page.viewportSize()!);
    await staff.page.goto(`/console/rental/${projectId}`);
    const admin = info.project.name === 'phone' ? E2E_ADMINS.rentalPhone : E2E_ADMINS.rental;
    await signIn(staff.page, LANG, admin.username, E2E_STAFF_PASSWORD);
    await expect(staff.page.getByTestId('rental-project-step')).toHaveText(t('enterprise.projects.steps.consultation'));
    const offer = staff.page.getByTestId('rental-offer');
    // Filled in from the consultation: its set-up to tear-down.
    await expect(offer.getByTestId('offer-starts')).toHaveValue(`${day}T09:00`);
    await expect(offer.getByTestId('offer-ends')).toHaveValue(`${day}T19:00`);
    await offer.getByTestId('offer-quote').fill('45000');
    await offer.getByTestId('offer-deposit').fill('8000');
    await offer.getByTestId('offer-note').fill('含小厅灯光音响与一名技术人员');
    await offer.getByTestId('offer-submit').click();
    await expect(staff.page.getByTestId('rental-project-step')).toHaveText(t('enterprise.projects.steps.intention'));
    await expect(staff.page.getByTestId('project-hold-option')).toHaveText(t('enterprise.projects.holds.first'));
    await staff.page.goto('/console/rental');
    await expect(staff.page.getByTestId('rental-step-intention').getByTestId(`rental-project-${projectId}`)).toContainText(name);
    await staff.close();
  });

  await test.step('the renter reads the offer, accepts it, and the deposit is due', async () => {
    await page.goto(`/intentionReservation?id=${projectId}`);
    const answers = page.getByTestId('project-answers');
    await expect(answers.getByTestId('project-offer')).toContainText('¥45,000');
    await expect(answers.getByTestId('project-offer')).toContainText('¥8,000');
    await expect(answers.getByTestId('project-offer')).toContainText('含小厅灯光音响与一名技术人员');
    await expect(page.getByTestId('project-hold-option')).toHaveText(t('enterprise.projects.holds.first'));
    await answers.getByTestId('offer-accept').click();
    await expect(steps.step('deposit')).toHaveAttribute('data-state', 'current');
    await expect(steps.record.getByTestId('history-line').first()).toHaveAttribute('data-action', 'accept');
  });

  await test.step('the renter pays the deposit in the Alipay sandbox; the booking is definite and the contract next', async () => {
    // The hall API sends payers to its own SITE_URL; here that is this test's site.
    const elsewhere = 'http://localhost:3000';
    await page.route(`${elsewhere}/**`, (route) =>
      route.fulfill({ status: 302, headers: { location: route.request().url().replace(elsewhere, baseURL!) } }),
    );
    await page.goto(`/payDeposit?id=${projectId}`);
    await expect(page.getByTestId('deposit-amount')).toHaveText('¥8,000');
    await expect(page.getByTestId('project-payment-state')).toHaveText(t('enterprise.projects.payments.unpaid'));
    await page.getByTestId('deposit-alipay').click();
    await page.getByTestId('cashier-pay').click();
    await expect(page).toHaveURL((url) => url.pathname === '/payDeposit' && url.searchParams.get('id') === String(projectId));
    await expect(steps.step('contract')).toHaveAttribute('data-state', 'current');
    await expect(page.getByTestId('project-payment')).toHaveAttribute('data-paid', 'true');
    await expect(page.getByTestId('project-hold-option')).toHaveText(t('enterprise.projects.holds.definite'));
    await expect(steps.record.getByTestId('history-line').first()).toHaveAttribute('data-action', 'depositPaid');
    await page.unroute(`${elsewhere}/**`);
  });
});

test('a renter withdraws a consultation; it ends, and says so', async ({ page }) => {
  const name = `撤回的咨询 ${Date.now() % 100_000}`;
  await registerEnterprise(page.request, newPhone(), PASSWORD);
  await page.goto('/siteConsultation');
  await page.getByTestId('consultation-new').click();
  await page.getByTestId('consultation-name').fill(name);
  await page.getByTestId('consultation-draft').click();
  await expect(page).toHaveURL((url) => url.searchParams.has('id'));
  const steps = new ProjectStepsPage(page);
  await expect(steps.project(name).getByTestId('project-status')).toHaveText(t('enterprise.projects.status.draft'));
  await page.getByTestId('project-withdraw').click();
  await page.getByTestId('withdraw-dialog-confirm').click();
  await expect(steps.project(name).getByTestId('project-status')).toHaveText(t('enterprise.projects.status.withdrawn'));
  await expect(steps.record.getByTestId('history-line').first()).toHaveAttribute('data-action', 'withdraw');
});
