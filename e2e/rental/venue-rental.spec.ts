import type { Browser } from '@playwright/test';
import { test, expect } from '../accounts/fixtures';
import { text } from '../pages/language';
import { ProjectStepsPage } from '../pages/project-steps';
import { endCodeWindow, latestCode, newPhone, registerEnterprise } from '../support/accounts';
import { SlidePuzzle } from '../pages/slide-puzzle';
import { registerCompany } from '../pages/site-register';
import { E2E_ADMINS, E2E_STAFF_PASSWORD } from '../support/staff';
import { signIn } from '../console/console-steps';
import { payInSandbox, placeOrder } from '../support/orders';
import { callOf, registerMember } from '../support/accounts';
import { performanceCalls } from '@/lib/contract/performance-calls';
import { formatYuanGrouped } from '@/lib/format';

// Venue rental, its first steps in a browser, Chinese (the renter's pages are Chinese only), on each
// width: a new renter starts a project with its consultation and a proposal PDF; the rental staff hold the hall
// as a first option and quote in the console; the renter reads the offer, accepts it and pays the deposit in the
// Alipay sandbox, which makes the booking definite; the staff replace contract version 1 by version 2, which the
// renter signs with a texted code; the hall countersigns with two instalments, which the renter pays; the renter
// sends the performance, the staff approve it and a member buys a ticket, which the renter sees sold; a rider is
// asked for and accepted, coordination closed; the schedule set and confirmed; the statement issued, confirmed by
// both, and downloaded as a PDF.
const LANG = 'zh-CN';
/** A message of the renter's language, its {placeholders} filled in. */
const t = (key: string, values: Record<string, string> = {}) =>
  Object.entries(values).reduce((s, [k, v]) => s.replace(`{${k}}`, v), text(LANG, key));
const PASSWORD = 'Rental2026x';
/** A poster: the smallest PNG, one transparent pixel. */
const POSTER = {
  name: '海报.png',
  mimeType: 'image/png',
  buffer: Buffer.from('iVBORw0KGgoAAAANSUhEUgAAAAEAAAABCAQAAAC1HAwCAAAAC0lEQVR42mNkYAAAAAYAAjCB0C8AAAAASUVORK5CYII=', 'base64'),
};
/** Now less an hour, as a datetime-local value in the hall's time (Shanghai, UTC+8). */
const anHourAgoInShanghai = () => new Date(Date.now() + 7 * 3_600_000).toISOString().slice(0, 16);
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

test('a renter’s ticketed project from consultation to settlement: offer, deposit, contract, instalments, tickets sold, schedule, statement', async ({
  page,
  browser,
  baseURL,
  api,
}, info) => {
  test.setTimeout(420_000);
  const name = `企业年会 ${Date.now() % 100_000}`;
  const day = eventDay();
  const phone = newPhone();
  const steps = new ProjectStepsPage(page);

  await test.step('a new renter registers on /siteRegister and starts a project with its consultation and proposal', async () => {
    await registerCompany(page, phone, PASSWORD);
    await page.goto('/siteConsultation');
    await expect(page.getByTestId('projects-empty')).toBeVisible();
    // With no project yet, starting one is the page's primary action (the brand's fill, not a white button).
    await expect(page.getByTestId('consultation-new')).toHaveCSS('background-color', 'rgb(140, 28, 44)');
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
    await form.getByTestId('consultation-ticketed').check();
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
    // A letter says the consultation arrived and what comes next; the company page leads back to the project.
    await page.goto('/myCompany');
    const letter = page.getByTestId('letter-item').first();
    await expect(letter).toContainText(t('letters.project.title', { what: t('letters.project.moves.submit.what'), project: name }));
    await page.getByTestId('company-projects').getByTestId('company-project').filter({ hasText: name }).click();
    await expect(page).toHaveURL((url) => url.pathname === '/siteConsultation' && url.searchParams.has('id'));
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
    // Beside the form, the hall's calendar of holds around these dates.
    await expect(offer.getByTestId('rental-hall-calendar')).toContainText(t('console.rental.calendar.title'));
    await offer.getByTestId('offer-quote').fill('45000');
    await offer.getByTestId('offer-deposit').fill('8000');
    await offer.getByTestId('offer-note').fill('含小厅灯光音响与一名技术人员');
    await offer.getByTestId('offer-submit').click();
    await expect(staff.page.getByTestId('rental-project-step')).toHaveText(t('enterprise.projects.steps.intention'));
    await expect(staff.page.getByTestId('project-hold-option')).toHaveText(t('enterprise.projects.holds.first'));
    // Until the deposit is paid the hall may offer other dates; its calendar now shows this project's first option.
    const held = staff.page.getByTestId('rental-hall-calendar').getByTestId('calendar-hold');
    await expect(held.filter({ hasText: t('console.rental.calendar.thisProject') })).toContainText(t('enterprise.projects.holds.first'));
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
    await endCodeWindow(phone);
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

    for (const amount of ['¥22,000', '¥15,000']) {
      await page.goto(`/contractPayment?id=${projectId}`);
      await expect(page.getByTestId('instalment-amount')).toHaveText(amount);
      await page.getByTestId('instalment-alipay').click();
      await page.getByTestId('cashier-pay').click();
      await expect(page).toHaveURL((url) => url.pathname === '/contractPayment');
    }
    // A ticketed event goes on to ticketing once the contract is paid.
    await expect(steps.step('ticketing')).toHaveAttribute('data-state', 'current');
    await expect(page.getByTestId('project-payment').and(page.locator('[data-paid="true"]'))).toHaveCount(3);
    await page.unroute(`${elsewhere}/**`);
  });

  const title = `${name} 音乐会`;
  await test.step('the renter sends the performance: titles, poster, a session, two classes', async () => {
    await page.goto(`/ticketing?id=${projectId}`);
    const form = page.getByTestId('ticketing-form');
    await form.getByTestId('ticketing-title').fill(title);
    await form.getByTestId('ticketing-en-title').fill(`Annual Concert ${projectId}`);
    await form.getByTestId('ticketing-genre').selectOption({ index: 1 });
    await form.getByTestId('ticketing-sale-start').fill(anHourAgoInShanghai());
    await form.getByTestId('ticketing-intro').fill('年度音乐会，曲目含贝多芬第七交响曲。');
    await form.getByTestId('ticketing-poster-input').setInputFiles(POSTER);
    await expect(form.getByText(t('enterprise.projects.ticketing.posterChosen', { name: POSTER.name }))).toBeVisible();
    await form.getByTestId('ticketing-session-0-start').fill(`${day}T14:00`);
    await form.getByTestId('ticketing-session-0-end').fill(`${day}T16:30`);
    await form.getByTestId('ticketing-class-0-name').fill('甲等');
    await form.getByTestId('ticketing-class-0-en-name').fill('A');
    await form.getByTestId('ticketing-class-0-price').fill('280');
    await form.getByTestId('ticketing-class-0-seats').fill('30');
    await form.getByRole('button', { name: t('enterprise.projects.ticketing.addClass') }).click();
    await form.getByTestId('ticketing-class-1-name').fill('乙等');
    await form.getByTestId('ticketing-class-1-en-name').fill('B');
    await form.getByTestId('ticketing-class-1-price').fill('120');
    await form.getByTestId('ticketing-class-1-seats').fill('50');
    await form.getByTestId('ticketing-submit').click();
    await expect(page.getByTestId('ticketing-summary')).toContainText(title);
    await expect(steps.record.getByTestId('history-line').first()).toHaveAttribute('data-action', 'submitTicketing');
  });

  let performanceId = 0;
  await test.step('the staff approve it: the performance is on sale at the box office', async () => {
    await staff.page.goto(`/console/rental/${projectId}`);
    const review = staff.page.getByTestId('rental-ticketing');
    await expect(review.getByTestId('ticketing-summary')).toContainText(title);
    await review.getByTestId('ticketing-approve').click();
    await expect(staff.page.getByTestId('rental-project-step')).toHaveText(t('enterprise.projects.steps.coordination'));
    const link = staff.page.getByTestId('rental-performance-link');
    performanceId = Number((await link.getAttribute('href'))!.split('/').pop());
    expect(performanceId).toBeGreaterThan(0);
  });

  await test.step('a member buys a ticket of the show; the renter sees it sold, with its takings', async () => {
    const member = await browser.newContext({ baseURL, viewport: page.viewportSize()! });
    await member.addCookies([{ name: 'language', value: LANG, url: baseURL! }]);
    const memberPage = await member.newPage();
    await memberPage.goto(`/showDetails?id=${performanceId}&activeType=0`);
    await expect(memberPage.getByRole('heading', { level: 1 })).toContainText(title);
    await registerMember(api, newPhone(), PASSWORD);
    const show = await callOf(api, performanceCalls.detail, { params: { id: performanceId } });
    const order = await placeOrder(api, show.sessions[0].id, 1);
    await payInSandbox(memberPage, api, order.orderId);
    await member.close();

    await page.goto(`/ticketing?id=${projectId}`);
    await expect(page.getByTestId('ticketing-on-sale')).toBeVisible();
    const row = page.getByTestId('ticketing-sales-row');
    await expect(row.locator('td').first()).toHaveText('1');
    await expect(page.getByTestId('ticketing-takings')).toHaveText(formatYuanGrouped(order.payFen));
  });

  await test.step('coordination: the renter sends a rider, the hall accepts it and closes coordination', async () => {
    await page.goto(`/projectCoordination?id=${projectId}`);
    const form = page.getByTestId('adjustment-form');
    await form.getByTestId('adjustment-kind').selectOption('rider');
    await form.getByTestId('adjustment-request').fill('需要两台追光与一名追光师');
    await form.getByTestId('adjustment-file-input').setInputFiles({ ...PROPOSAL, name: '技术附件.pdf' });
    await expect(form.getByText(t('enterprise.projects.adjustments.fileChosen', { name: '技术附件.pdf' }))).toBeVisible();
    await form.getByTestId('adjustment-submit').click();
    await expect(page.getByTestId('adjustment-waiting')).toBeVisible();
    await expect(page.getByTestId('project-adjustment')).toHaveAttribute('data-status', 'pending');

    await staff.page.goto(`/console/rental/${projectId}`);
    const coordination = staff.page.getByTestId('rental-coordination');
    await coordination.getByTestId('adjustment-answer').fill('可提供两台追光，追光师由本馆安排');
    await coordination.getByTestId('adjustment-accept').click();
    await expect(coordination.getByTestId('project-adjustment')).toHaveAttribute('data-status', 'accepted');
    await coordination.getByTestId('coordination-close').click();
    await expect(staff.page.getByTestId('rental-project-step')).toHaveText(t('enterprise.projects.steps.implementation'));
  });

  await test.step('implementation: the hall sets the schedule of the day, the renter confirms it', async () => {
    const schedule = staff.page.getByTestId('rental-schedule');
    // The first row starts when the booking does.
    await expect(schedule.getByTestId('schedule-0-start')).toHaveValue(`${day}T09:00`);
    await schedule.getByTestId('schedule-0-end').fill(`${day}T12:00`);
    await schedule.getByTestId('schedule-add').click();
    await schedule.getByTestId('schedule-1-start').fill(`${day}T14:00`);
    await schedule.getByTestId('schedule-1-end').fill(`${day}T16:30`);
    await schedule.getByTestId('schedule-submit').click();
    await expect(schedule.getByTestId('schedule-item')).toHaveCount(2);

    await page.goto(`/projectImplementation?id=${projectId}`);
    await expect(page.getByTestId('schedule-item').first()).toContainText(t('enterprise.projects.schedule.kinds.loadIn'));
    await page.getByTestId('schedule-confirm-button').click();
    await expect(steps.step('settlement')).toHaveAttribute('data-state', 'current');
  });

  await test.step('settlement: the hall issues the statement, both confirm it, the renter downloads its PDF', async () => {
    await staff.page.goto(`/console/rental/${projectId}`);
    const statement = staff.page.getByTestId('rental-statement');
    await statement.getByTestId('statement-add-extra').click();
    await statement.getByTestId('extra-0-name').fill('追光师加班费');
    await statement.getByTestId('extra-0-amount').fill('600');
    await statement.getByTestId('statement-share').fill('10');
    await statement.getByTestId('statement-issue').click();
    await expect(statement.getByTestId('project-statement')).toBeVisible();

    await page.goto(`/projectSettlement?id=${projectId}`);
    await expect(page.getByTestId('project-statement')).toContainText('追光师加班费');
    await page.getByTestId('statement-confirm').click();
    await expect(page.getByTestId('statement-renterConfirmed')).not.toHaveText(t('enterprise.projects.statement.notYet'));

    await staff.page.reload();
    await staff.page.getByTestId('statement-settle').click();
    await expect(staff.page.getByTestId('statement-hallConfirmed')).not.toHaveText(t('enterprise.projects.statement.notYet'));
    await staff.close();

    await page.reload();
    await expect(steps.step('settlement')).toHaveAttribute('data-state', 'done');
    const [download] = await Promise.all([page.waitForEvent('download'), page.getByTestId('statement-download').click()]);
    expect(download.suggestedFilename()).toBe(`statement-${projectId}.pdf`);
    const pdf = await download.createReadStream().then(async (stream) => {
      const chunks: Buffer[] = [];
      for await (const chunk of stream) chunks.push(chunk as Buffer);
      return Buffer.concat(chunks);
    });
    expect(pdf.subarray(0, 5).toString('latin1')).toBe('%PDF-');
    // The renter was written to at each of the hall's moves.
    await page.goto('/myCompany');
    await expect(page.getByTestId('letter-item').first()).toContainText(`项目已结算：${name}`);
    // Fourteen letters (the consultation's receipt, then the hall's moves), two pages: the pager speaks the renter's language too.
    await expect(page.getByRole('button', { name: text(LANG, 'member.pager.next') })).toBeVisible();
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
