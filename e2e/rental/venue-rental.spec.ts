import type { Browser } from '@playwright/test';
import { test, expect } from '../accounts/fixtures';
import { text } from '../pages/language';
import { ProjectStepsPage } from '../pages/project-steps';
import { latestCode, newPhone, registerEnterprise } from '../support/accounts';
import { SlidePuzzle } from '../pages/slide-puzzle';
import { E2E_ADMINS, E2E_STAFF_PASSWORD } from '../support/staff';
import { signIn } from '../console/console-steps';

// Issue 16 (venue rental), its first steps in a browser, Chinese (the renter's pages are Chinese only), on each
// width: a new renter starts a project with its consultation and a proposal PDF; the rental staff hold the hall
// as a first option and quote in the console; the renter reads the offer, accepts it and pays the deposit in the
// Alipay sandbox, which makes the booking definite; the staff replace contract version 1 by version 2, which the
// renter signs with a texted code; the hall countersigns with two instalments, which the renter pays.
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

test('a renter’s project from consultation to the contract paid: offer, deposit, contract version 2 signed, instalments', async ({
  page,
  browser,
  baseURL,
}, info) => {
  test.setTimeout(300_000);
  const name = `企业年会 ${Date.now() % 100_000}`;
  const day = eventDay();
  const phone = newPhone();
  let registeredAt = 0;
  const steps = new ProjectStepsPage(page);

  await test.step('a new renter starts a project with its consultation and proposal', async () => {
    await registerEnterprise(page.request, phone, PASSWORD);
    registeredAt = Date.now();
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
    await form.getByTestId('proposal-choose-input').setInputFiles(PROPOSAL);
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

  const staff = await staffPage(browser, baseURL!, page.viewportSize()!);
  await test.step('the rental staff hold the small hall as a first option and quote', async () => {
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

  // The hall API sends payers to its own SITE_URL; here that is this test's site.
  const elsewhere = 'http://localhost:3000';
  await test.step('the renter pays the deposit in the Alipay sandbox; the booking is definite and the contract next', async () => {
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
  });

  await test.step('the staff upload contract version 1, then version 2 in its place', async () => {
    await staff.page.goto(`/console/rental/${projectId}`);
    const contract = staff.page.getByTestId('rental-contract');
    for (const version of [1, 2]) {
      await contract.getByTestId('contract-upload-input').setInputFiles({
        name: `场地租赁合同第${version}版.pdf`,
        mimeType: 'application/pdf',
        buffer: Buffer.from(`%PDF-1.4\n% contract version ${version}\n%%EOF\n`, 'latin1'),
      });
      await expect(staff.page.getByTestId('project-file').filter({ hasText: `第${version}版` })).toBeVisible();
    }
  });

  await test.step('the renter reads version 2 and signs it with the code texted to the account’s phone', async () => {
    await page.goto(`/signContract?id=${projectId}`);
    const signing = page.getByTestId('contract-signing');
    await expect(signing.getByTestId('contract-version')).toContainText('场地租赁合同第2版.pdf');
    await expect(signing.getByTestId('contract-read')).toHaveAttribute('href', /inline=1/);
    await signing.getByTestId('contract-signer').fill('王经理');
    // One code a minute to a phone: the registration's was the last.
    await page.waitForTimeout(Math.max(0, registeredAt + 61_000 - Date.now()));
    const since = Date.now();
    await new SlidePuzzle(page).solveAfter(() => signing.getByTestId('contract-code-send').click());
    await signing.getByTestId('contract-code').fill(await latestCode(phone, since));
    await signing.getByTestId('contract-sign').click();
    await expect(page.getByTestId('contract-waiting')).toBeVisible();
    await expect(page.getByTestId('contract-signature')).toHaveAttribute('data-party', 'renter');
  });

  await test.step('the hall countersigns with two instalments; the renter pays both in the sandbox', async () => {
    await staff.page.goto(`/console/rental/${projectId}`);
    const sign = staff.page.getByTestId('rental-countersign');
    await sign.getByTestId('countersign-name').fill('场地运营部 陈主任');
    await sign.getByTestId('instalment-0-amount').fill('22000');
    await sign.getByTestId('instalment-add').click();
    await sign.getByTestId('instalment-1-amount').fill('15000');
    await sign.getByTestId('countersign-submit').click();
    await expect(staff.page.getByTestId('rental-project-step')).toHaveText(t('enterprise.projects.steps.contract_payment'));
    await staff.close();

    for (const amount of ['¥22,000', '¥15,000']) {
      await page.goto(`/contractPayment?id=${projectId}`);
      await expect(page.getByTestId('instalment-amount')).toHaveText(amount);
      await page.getByTestId('instalment-alipay').click();
      await page.getByTestId('cashier-pay').click();
      await expect(page).toHaveURL((url) => url.pathname === '/contractPayment');
    }
    // An event without tickets goes on to coordination once the contract is paid.
    await expect(steps.step('coordination')).toHaveAttribute('data-state', 'current');
    await expect(page.getByTestId('project-payment').and(page.locator('[data-paid="true"]'))).toHaveCount(3);
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
