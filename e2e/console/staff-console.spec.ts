// The staff console in the browser. The administrator the hall API started with (made by
// `npm run staff -- create`) signs in for the first time, enrols an authenticator from the QR code's key and
// creates a box-office clerk; the clerk enrols in turn, sees only what the role opens, refunds a member's payment
// taken twice (the member sees the order refunded and a letter), reads the report of the session the editor
// published and cancels it (e2e/console/report-journey.ts), is refused the accounts page, and signs out.
// Both languages, both widths (each width with its own administrator).
import { test, expect } from '../accounts/fixtures';
import { text } from '../pages/language';
import { bestPracticeFindings } from '../support/axe-rules';
import { E2E_ADMINS, E2E_STAFF_PASSWORD } from '../support/staff';
import { ready, signIn } from './console-steps';
import { publishAPerformance, type Published } from './publish-journey';
import { reportAndCancel } from './report-journey';
import { editContent, setUpCoupons } from './content-journey';
import { callOf, HALL, newPhone, registerMember } from '../support/accounts';
import { placeOrder, saleSession } from '../support/orders';
import { orderCalls, payCalls } from '@/lib/contract/order-calls';
import { memberLetterCalls } from '@/lib/contract/member-calls';

const MEMBER_PASSWORD = 'Concert2026';

test.describe.configure({ mode: 'serial' });

/** The accounts the administrator creates, for the next tests of the same width. */
const clerk = { username: '', password: 'Clerk2026pw' };
const editor = { username: '', password: 'Editor2026pw' };
/** What the editor published, reported on and cancelled by the clerk. */
let published: Published | null = null;

test.describe('the administrator (zh-CN)', () => {
  test.use({ lang: 'zh-CN' });

  test('signs in the first time with an authenticator, creates a box-office clerk and a content editor, and finds them in the audit log', async ({
    page,
  }, info) => {
    const admin = E2E_ADMINS[info.project.name as keyof typeof E2E_ADMINS];
    await page.goto('/console/accounts');
    await expect(page).toHaveURL(/\/console\/login\?redirect=%2Fconsole%2Faccounts$/);
    await expect(page.getByRole('heading', { name: text('zh-CN', 'console.login.title') })).toBeVisible();
    await ready(page);

    // Nothing filled in: each field says so and nothing is sent; a wrong password is refused in words.
    await page.getByTestId('staff-login-submit').click();
    await expect(page.getByTestId('staff-username-error')).toBeVisible();
    await page.getByLabel('用户名').fill(admin.username);
    await page.getByLabel('密码', { exact: true }).fill('Wrong2026pw');
    await page.getByTestId('staff-login-submit').click();
    await expect(page.getByTestId('form-error')).toHaveText(text('zh-CN', 'errors.wrongPassword'));

    await signIn(page, 'zh-CN', admin.username, E2E_STAFF_PASSWORD);
    await expect(page).toHaveURL(/\/console\/accounts$/);
    await expect(page.getByTestId('console-staff')).toContainText(admin.username);

    clerk.username = `clerk.${info.project.name}.${Date.now() % 100000}`;
    const create = page.getByTestId('staff-create');
    await create.getByTestId('staff-create-submit').click();
    await expect(create.getByTestId('staff-new-roles-error')).toHaveText(text('zh-CN', 'errors.staffRolesRequired'));
    await create.getByLabel('用户名').fill(clerk.username);
    await create.getByLabel('姓名').fill('售票员小周');
    await create.getByLabel('初始密码').fill(clerk.password);
    await create.getByTestId('staff-new-roles-boxOffice').check();
    await create.getByTestId('staff-create-submit').click();
    await expect(page.getByTestId('form-success')).toContainText(clerk.username);
    await expect(page.getByTestId(`staff-account-${clerk.username}`)).toContainText('票务');
    await expect(page.getByTestId(`staff-account-${clerk.username}`)).toContainText('未绑定验证器');

    // And a content editor, who publishes in the next test.
    editor.username = `editor.${info.project.name}.${Date.now() % 100000}`;
    await create.getByLabel('用户名').fill(editor.username);
    await create.getByLabel('姓名').fill('编辑小林');
    await create.getByLabel('初始密码').fill(editor.password);
    await create.getByTestId('staff-new-roles-content').check();
    await create.getByTestId('staff-create-submit').click();
    await expect(page.getByTestId(`staff-account-${editor.username}`)).toContainText('内容');

    await page.getByTestId('console-nav-audit').click();
    await expect(page).toHaveURL(/\/console\/audit$/);
    await ready(page);
    await page.getByLabel('操作', { exact: true }).selectOption('staff.create');
    await page.getByTestId('audit-apply').click();
    // Exactly this administrator (e2e.admin is also the start of the phone's e2e.admin.phone).
    const entry = page
      .getByTestId('audit-entry')
      .filter({ has: page.getByTestId('audit-actor').getByText(admin.username, { exact: true }) })
      .first();
    await expect(entry).toContainText('创建账号');
    await entry.getByText('查看').click();
    await expect(entry).toContainText(editor.username);
  });
});

test.describe('the content editor (zh-CN)', () => {
  test.use({ lang: 'zh-CN' });

  test('publishes a new performance with a session, classes, prices and seats, then news, a banner, a page and a coupon activity; each is public within 5 s', async ({
    page,
    api,
    checkAccessibility,
  }, info) => {
    // Ten console pages and four public ones, each read by axe: longer than a page's journey.
    test.setTimeout(180_000);
    expect(editor.username, 'the administrator’s test created the editor').not.toBe('');
    await page.goto('/console/performances');
    await signIn(page, 'zh-CN', editor.username, editor.password);
    await expect(page).toHaveURL(/\/console\/performances$/);
    published = await publishAPerformance(page, api, checkAccessibility);
    await page.goto('/console');
    await editContent(page, info.project.name as 'desktop' | 'phone', checkAccessibility);
    await setUpCoupons(page, published.title, checkAccessibility);
  });
});

test.describe('the box-office clerk (en-US)', () => {
  test.use({ lang: 'en-US' });

  test('enrols, refunds a payment taken twice, reports on and cancels the published session, is refused the accounts page, and signs out', async ({
    page,
    api,
    checkAccessibility,
  }) => {
    // Eleven console pages read by axe, and a cancellation's refunds: longer than a page's journey.
    test.setTimeout(150_000);
    expect(clerk.username, 'the administrator’s test created the clerk').not.toBe('');
    expect(published, 'the editor’s test published a performance').not.toBeNull();
    await page.goto('/console');
    await expect(page).toHaveURL(/\/console\/login\?redirect=%2Fconsole$/);
    await signIn(page, 'en-US', clerk.username, clerk.password);
    await expect(page).toHaveURL(/\/console$/);
    await expect(page.getByTestId('console-roles')).toHaveText('Your roles: Box office');
    await expect(page.getByTestId('console-nav-accounts')).toHaveCount(0);
    await expect(page.getByTestId('console-nav-refunds')).toBeVisible();
    await expect(page.getByTestId('console-nav-password')).toBeVisible();
    // Reached by the sign-in's redirect, not a goto: read here, before signing out ends the session.
    await checkAccessibility();

    // Their own password: refused empty; changed, the session goes on under the token the hall API answered.
    await page.getByTestId('console-nav-password').click();
    await expect(page).toHaveURL(/\/console\/password$/);
    await page.getByTestId('staff-password-submit').click();
    await expect(page.getByTestId('staff-password-current-error')).toHaveText(text('en-US', 'errors.oldPasswordRequired'));
    await page.getByLabel('Current password').fill(clerk.password);
    await page.getByLabel('New password').fill('Clerk2027pw');
    await page.getByTestId('staff-password-submit').click();
    await expect(page.getByTestId('form-success')).toHaveText(text('en-US', 'console.password.done'));
    await checkAccessibility();
    await page.goto('/console');
    await expect(page.getByTestId('console-roles')).toBeVisible();

    // A member paid one order twice (Alipay, then WeChat Pay from a second tab): the box office refunds the second.
    await registerMember(api, newPhone(), MEMBER_PASSWORD);
    const order = await placeOrder(api, (await saleSession(api)).sessionId, 1);
    const trades: string[] = [];
    for (const pay of [payCalls.alipay, payCalls.wechatCode]) {
      const start = await callOf(api, pay, { body: { orderId: order.orderId } });
      trades.push((start.kind === 'redirect' ? start.url : start.kind === 'qr' ? start.codeUrl : '').split('/').pop()!);
    }
    for (const trade of trades) {
      expect((await api.fetch(`${HALL}/api/dev/cashier/${trade}/pay`, { method: 'POST', maxRedirects: 0 })).status()).toBe(303);
    }
    await page.getByTestId('console-nav-refunds').click();
    await expect(page).toHaveURL(/\/console\/refunds$/);
    const owed = page.getByTestId(`refund-${order.orderNo}`);
    await expect(owed).toContainText('Paid twice');
    await expect(owed).toContainText('by WeChat Pay');
    await owed.getByTestId(`refund-${order.orderNo}-submit`).click();
    await expect(page.getByTestId('refund-confirm')).toBeVisible();
    await checkAccessibility();
    await page.getByTestId('refund-confirm-confirm').click();
    await expect(page.getByTestId('form-success')).toContainText(`order ${order.orderNo} refunded`);
    await expect(owed).toHaveCount(0);
    await expect(page.getByTestId('refund-recent')).toContainText(order.orderNo);
    // The order, found by the start of its number, reads its whole story.
    await page.getByTestId('console-nav-orders').click();
    await expect(page).toHaveURL(/\/console\/orders$/);
    await page.getByLabel('Order number, phone or name').fill(order.orderNo.slice(0, 14));
    await page.getByTestId('order-search-submit').click();
    const found = page.getByTestId(`order-${order.orderNo}`);
    await found.getByTestId(`order-${order.orderNo}-open`).click();
    await expect(found.getByTestId('order-history')).toContainText('Another payment arrived');
    await expect(found.getByTestId('order-history')).toContainText('Refunded');
    await expect(found.getByTestId('order-in-full')).toContainText('WeChat Pay trade');
    await checkAccessibility();
    // The member sees it on the order, and in a station letter.
    const view = await callOf(api, orderCalls.detail, { query: { id: order.orderId } });
    expect(view.refundState).toBe('refunded');
    const letters = await callOf(api, memberLetterCalls.list, { query: {} });
    expect(letters.list[0].title).toBe('退款已原路退回');

    // The background work the box office watches: nothing of this run's has failed, so nothing is parked.
    await page.getByTestId('console-nav-work').click();
    await expect(page).toHaveURL(/\/console\/work$/);
    await expect(page.getByTestId('parked-work-empty')).toHaveText(text('en-US', 'console.work.empty.parked'));
    await checkAccessibility();

    await reportAndCancel(page, published!, checkAccessibility);

    await page.goto('/console/accounts');
    await expect(page.getByTestId('console-denied')).toHaveText(text('en-US', 'console.denied'));

    await page.getByTestId('console-sign-out').click();
    await expect(page).toHaveURL(/\/console\/login$/);
    await page.goto('/console');
    await expect(page).toHaveURL(/\/console\/login\?redirect=%2Fconsole$/);
  });

  test('the sign-in page names the hall and the staff console in its one h1', async ({ page, lang }) => {
    await page.goto('/console/login');
    await ready(page);
    await expect(page.getByRole('heading', { level: 1 })).toHaveText(`${text(lang, 'meta.siteName')} · ${text(lang, 'console.title')}`);
    expect(await bestPracticeFindings(page, ['page-has-heading-one', 'heading-order'])).toEqual([]);
  });

  test('the console is never indexed', async ({ api }) => {
    const res = await api.get('/console/login');
    expect(res.headers()['x-robots-tag']).toBe('noindex, nofollow');
    expect(await res.text()).toContain('<meta name="robots" content="noindex, nofollow"/>');
    expect(await (await api.get('/robots.txt')).text()).toContain('Disallow: /console');
  });
});
