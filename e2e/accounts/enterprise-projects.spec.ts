import { test, expect } from './fixtures';
import { AccountMenu, LoginOverlay } from '../pages/login-overlay';
import { text } from '../pages/language';
import { ProjectStepsPage } from '../pages/project-steps';
import { open } from '../pages/site';
import { logIn } from '../support/accounts';
import { PROJECT_STEPS } from '@/lib/contract/project-steps';

// The demo venue renter and its three seeded projects (hall/db/seed/enterprise-projects.ts); venue rental is Chinese only.
const RENTER = '13900000001';
const PASSWORD = 'Concert2026';
const LAUNCH = '星海品牌发布会暨室内乐沙龙';
const CONCERT = '滨江之夜·企业答谢音乐会';
const CHOIR = '春日校友合唱专场';
const step = (process: string) => text('zh-CN', `enterprise.projects.steps.${process}`);
const guide = (process: string, part: 'what' | 'who' | 'when') => text('zh-CN', `enterprise.projects.guide.${process}.${part}`);

test.describe('venue-rental projects (zh-CN)', () => {
  test('the renter opens My projects from the header and follows a project through its steps', async ({ page }) => {
    await open(page, '/fieldInfo');
    await page.getByTestId('venue-login').first().click();
    const overlay = page.getByTestId('enterprise-overlay');
    await overlay.getByTestId('enterprise-phone').fill(RENTER);
    await overlay.getByTestId('enterprise-password').fill(PASSWORD);
    await new LoginOverlay(page, 'zh-CN').puzzle.solveAfter(() => overlay.getByTestId('enterprise-submit').click());
    const menu = new AccountMenu(page);
    await menu.enterprise().click();
    await page.getByRole('link', { name: text('zh-CN', 'header.myProjects') }).click();
    await expect(page).toHaveURL((url) => url.pathname === '/siteConsultation');

    const steps = new ProjectStepsPage(page);
    await expect(steps.list.getByTestId('project-name')).toHaveText([LAUNCH, CONCERT, CHOIR]);
    await expect(steps.project(CONCERT).getByTestId('project-current-step')).toContainText(step('contract_payment'));
    // The newest project is selected: consultation passed, at its booking intention, the rest ahead.
    await expect(steps.project(LAUNCH)).toHaveAttribute('aria-current', 'true');
    await expect(steps.step('consultation').getByRole('link')).toHaveAttribute('aria-current', 'page');
    await expect(steps.step('consultation')).toHaveAttribute('data-state', 'done');
    await expect(steps.step('intention')).toHaveAttribute('data-state', 'current');
    await expect(steps.step('deposit')).toHaveAttribute('data-state', 'upcoming');
    await expect(steps.record.getByTestId('step-form')).toBeVisible();
    await expect(page.getByTestId('rental-process')).toBeVisible();
    // The explanation beside the tracker has its nine steps, by the same names, in the same order.
    const names = PROJECT_STEPS.map((s) => step(s.process));
    await expect(page.getByTestId('rental-process-name')).toHaveText(names);
    await expect(steps.nav.getByRole('listitem')).toHaveCount(names.length);
    for (const [i, { process }] of PROJECT_STEPS.entries()) await expect(steps.step(process)).toContainText(names[i]);
    await expect(page.getByTestId('project-notice')).toBeVisible();

    await steps.project(CONCERT).click();
    await expect(page).toHaveURL((url) => url.pathname === '/siteConsultation' && url.searchParams.has('id'));
    await expect(steps.step('contract')).toHaveAttribute('data-state', 'done');
    await expect(steps.step('contract_payment')).toHaveAttribute('data-state', 'current');
    await steps.step('deposit').getByRole('link').click();
    await expect(page).toHaveURL((url) => url.pathname === '/payDeposit');
    await expect(page.getByRole('heading', { level: 1 })).toHaveText(step('deposit'));
    await expect(steps.record.getByTestId('step-state')).toHaveText(text('zh-CN', 'enterprise.projects.state.done'));
    await expect(steps.record.getByTestId('step-form')).toContainText('¥30,000');
    await expect(steps.record.getByTestId('step-form')).toContainText(text('zh-CN', 'enterprise.projects.values.payMethod.alipay'));

    await steps.step('ticketing').getByRole('link').click();
    await expect(page).toHaveURL((url) => url.pathname === '/ticketing');
    // Not reached yet: what happens at the step, who acts and roughly when, and where the project is now.
    const upcoming = steps.record.getByTestId('step-upcoming');
    await expect(upcoming.getByTestId('step-guide-what')).toHaveText(guide('ticketing', 'what'));
    await expect(upcoming.getByTestId('step-guide-who')).toHaveText(guide('ticketing', 'who'));
    await expect(upcoming.getByTestId('step-guide-when')).toHaveText(guide('ticketing', 'when'));
    await expect(upcoming.getByTestId('step-upcoming-at')).toContainText(step('contract_payment'));
    await expect(upcoming.getByTestId('step-upcoming-current')).toHaveAttribute('href', /^\/contractPayment\?id=\d+$/);
    // Every step says its state in words, on a phone too; there the viewed step and the current one are named.
    for (const process of ['deposit', 'contract_payment', 'ticketing'])
      expect(
        await steps
          .step(process)
          .getByTestId('project-step-state')
          .evaluate((e) => e.getBoundingClientRect().width),
      ).toBeGreaterThan(8);
    if (test.info().project.name === 'phone') {
      await expect(steps.nav.getByTestId('project-steps-viewing')).toContainText(step('ticketing'));
      await expect(steps.nav.getByTestId('project-steps-viewing')).toContainText(step('contract_payment'));
    }

    // Last spring's settled project: its request, its schedule and its statement, as they were agreed.
    await steps.project(CHOIR).click();
    // The steps' links lead to the selected project once it is the one shown.
    await expect(steps.project(CHOIR)).toHaveAttribute('aria-current', 'true');
    await steps.step('coordination').getByRole('link').click();
    await expect(page).toHaveURL((url) => url.pathname === '/projectCoordination');
    await expect(page.getByTestId('project-adjustment')).toHaveAttribute('data-status', 'accepted');
    await steps.step('implementation').getByRole('link').click();
    await expect(page).toHaveURL((url) => url.pathname === '/projectImplementation');
    await expect(page.getByTestId('schedule-item')).toHaveCount(4);
    await steps.step('settlement').getByRole('link').click();
    await expect(page).toHaveURL((url) => url.pathname === '/projectSettlement');
    await expect(steps.step('settlement')).toHaveAttribute('data-state', 'done');
    await expect(page.getByTestId('statement-balance')).toHaveText('¥1,500');
    await expect(page.getByTestId('statement-download')).toHaveAttribute('href', /\/api\/enterpriseprojectrent\/statement\?id=\d+/);
  });

  test('the company page leads to the projects: the newest at their current step, and all of them', async ({ page }) => {
    await logIn(page.request, 'enterprise', RENTER, PASSWORD);
    await open(page, '/myCompany');
    const projects = page.getByTestId('company-projects');
    await expect(projects.getByTestId('company-project')).toHaveCount(3);
    await expect(projects.getByTestId('company-project').filter({ hasText: CONCERT })).toContainText(step('contract_payment'));
    await projects.getByTestId('company-project').filter({ hasText: CONCERT }).click();
    await expect(page).toHaveURL((url) => url.pathname === '/contractPayment' && url.searchParams.has('id'));
    await page.goBack();
    await projects.getByTestId('company-projects-all').click();
    await expect(page).toHaveURL((url) => url.pathname === '/siteConsultation');
    await expect(new ProjectStepsPage(page).list.getByTestId('project-name')).toHaveText([LAUNCH, CONCERT, CHOIR]);
  });

  test('a personal member on /payDeposit goes back, told to use a venue-rental login', async ({ page }) => {
    await logIn(page.request, 'member', '13800000002', PASSWORD);
    await open(page, '/news');
    await expect(new AccountMenu(page).member()).toBeVisible();
    await page.evaluate(() => (window.location.href = '/payDeposit'));
    await expect(page).toHaveURL((url) => url.pathname === '/news');
    await expect(page.getByTestId('toast')).toHaveText(text('zh-CN', 'errors.enterpriseOnly'));
  });
});
