import type { APIRequestContext, Page } from '@playwright/test';
import { test, expect } from '../accounts/fixtures';
import { text } from '../pages/language';
import { open, settledScrollY } from '../pages/site';
import { callOf, logIn, newPhone, registerMember, devCallOf } from '../support/accounts';
import { payCalls } from '@/lib/contract/order-calls';
import { pointOrderCalls } from '@/lib/contract/shop-calls';
import { memberCalls } from '@/lib/contract/member-calls';
import { devCalls } from '@/lib/contract/dev-calls';

// The points shop in Chinese on phone and desktop. A member browses the cultural
// goods, redeems a notebook to an address added in the sheet with its freight paid in the Alipay sandbox, sees it
// waiting to ship, then shipped with the sandbox carrier's events; redeems a coffee voucher wholly in points and
// sees its pick-up QR; a member without the points learns by how much before choosing an address; the
// list puts sold-out goods last; English visitors go home.
const PASSWORD = 'Concert2026';
/** Demo members with points to spend: one per project, so neither spends the other's. */
const SHOPPER: Record<string, string> = { phone: '13800000004', desktop: '13800000005' };
const SHOP_ROUTES = ['/pointsShop?type=0', '/pointsShopDetail?id=1', '/pointsPaySuccess?orderId=1', '/integralOrder'];

const pointsOf = async (api: APIRequestContext) => (await callOf(api, memberCalls.detail, {})).pointsBalance;

async function openGoods(page: Page, type: 0 | 1, name: string) {
  await open(page, `/pointsShop?type=${type}`);
  await page.getByTestId('goods-card').filter({ hasText: name }).getByRole('link').first().click();
  await expect(page.getByRole('heading', { level: 1, name })).toBeVisible();
}

/** The hall API's sandbox carrier (development routes, reached on the hall API directly as the staff console would). */

test.describe('the points shop (zh-CN)', () => {
  test.use({ lang: 'zh-CN' });

  test('a notebook delivered to a new address with freight, then shipped with tracking', async ({ page }, info) => {
    await logIn(page.context().request, 'member', SHOPPER[info.project.name], PASSWORD);
    const before = await pointsOf(page.context().request);

    // The cultural goods tab: recommended first, each with its stock state; the second page exists.
    await open(page, '/pointsShop?type=0');
    const cards = page.getByTestId('goods-card');
    await expect(cards).toHaveCount(12);
    await expect(cards.first().getByText(text('zh-CN', 'shop.recommend'))).toBeVisible();
    await expect(page.getByTestId('page-next')).toBeVisible();
    await expect(page.getByTestId('shop-balance')).toContainText(String(before));

    await openGoods(page, 0, '音乐厅建筑笔记本');
    await expect(page.getByTestId('fulfilment')).toHaveText(text('zh-CN', 'shop.delivery'));
    await page.getByTestId('redeem').click();
    const sheet = page.getByTestId('redeem-sheet');
    await expect(sheet).toBeVisible();

    // A new address, added inside the sheet, is chosen at once, and the freight follows the hall's rule:
    // 800 points is under the 3,000 of free shipping, one piece to Zhejiang costs the first piece's ¥10.
    await sheet.getByTestId('sheet-add-receiver').click();
    await sheet.locator('#receiver-name').fill('周杰');
    await sheet.locator('#receiver-phone').fill('13912345678');
    await sheet.locator('#receiver-province').selectOption('浙江省');
    await sheet.locator('#receiver-city').selectOption('杭州市');
    await sheet.locator('#receiver-county').selectOption('西湖区');
    await sheet.locator('#receiver-address').fill('文三路 90 号 3 幢');
    await sheet.getByTestId('receiver-submit').click();
    await expect(sheet.getByTestId('sheet-receiver').filter({ hasText: '周杰' }).getByRole('radio')).toBeChecked();
    await expect(sheet.getByTestId('sheet-points')).toHaveText('800 积分');
    await expect(sheet.getByTestId('sheet-freight')).toHaveText('¥10');
    await expect(sheet.getByTestId('sheet-to-pay')).toHaveText('¥10');

    // The freight is paid in cash like tickets: the order waits on /confirmOrder until the sandbox pays it.
    await sheet.getByTestId('sheet-confirm').click();
    await expect(page).toHaveURL(/\/confirmOrder\?orderId=\d+/);
    const orderId = Number(new URL(page.url()).searchParams.get('orderId'));
    expect(await pointsOf(page.context().request)).toBe(before - 800);
    await open(page, `/integralOrder?orderId=${orderId}`);
    await expect(page.getByTestId('shop-state')).toHaveAttribute('data-state', 'unpaid');

    const start = await callOf(page.context().request, payCalls.alipay, { body: { orderId } });
    expect(start.kind).toBe('redirect');
    await page.goto(new URL((start as { url: string }).url).pathname);
    const site = new URL(page.url()).origin;
    await page.route(
      (url) => url.origin !== site,
      (route) => route.fulfill({ contentType: 'text/html', body: '' }),
    );
    await page.getByTestId('cashier-pay').click();
    await expect
      .poll(async () => (await callOf(page.context().request, pointOrderCalls.detail, { query: { id: orderId } })).shop.state)
      .toBe('to_ship');
    await page.unrouteAll();

    await open(page, `/integralOrder?orderId=${orderId}`);
    await expect(page.getByTestId('shop-state')).toHaveText(text('zh-CN', 'shop.orders.states.to_ship'));
    await expect(page.getByTestId('point-order-receiver')).toContainText('文三路 90 号 3 幢');
    await expect(page.getByTestId('point-order-amounts')).toContainText('¥10');

    // The box office ships it (the staff console's call, here through the sandbox's development route) and the
    // sandbox carrier reports two events: the member reads them newest first.
    await devCallOf(devCalls.shipParcel, { body: { orderId, carrier: 'shunfeng', trackingNo: `SF${Date.now()}` } });
    await devCallOf(devCalls.advanceParcel, { body: { orderId } });
    await devCallOf(devCalls.advanceParcel, { body: { orderId } });
    await page.reload();
    await expect(page.getByTestId('shop-state')).toHaveText(text('zh-CN', 'shop.orders.states.shipped'));
    await expect(page.getByTestId('express-carrier')).toContainText('顺丰速运');
    await expect(page.getByTestId('express-event')).toHaveCount(2);
  });

  test('a coffee voucher wholly in points: issued at once with its pick-up QR', async ({ page }, info) => {
    await logIn(page.context().request, 'member', SHOPPER[info.project.name], PASSWORD);
    const before = await pointsOf(page.context().request);
    await openGoods(page, 1, '手冲咖啡兑换券');
    await expect(page.getByTestId('fulfilment')).toContainText('30');
    await page.getByTestId('redeem').click();
    const sheet = page.getByTestId('redeem-sheet');
    await expect(sheet.getByText(text('zh-CN', 'shop.sheet.pickupNote'))).toBeVisible();
    await expect(sheet.getByTestId('sheet-to-pay')).toHaveCount(0);
    await sheet.getByTestId('sheet-confirm').click();

    await expect(page).toHaveURL(/\/pointsPaySuccess\?orderId=\d+/);
    await expect(page.getByTestId('points-pay-result')).toHaveAttribute('data-status', 'issued');
    expect(await pointsOf(page.context().request)).toBe(before - 300);
    await page.getByTestId('view-point-order').click();
    await expect(page.getByTestId('shop-state')).toHaveText(text('zh-CN', 'shop.orders.states.to_collect'));
    await expect(page.getByTestId('ticket-qr')).toBeVisible();
    await expect(page.getByTestId('pickup-code')).toHaveText(/\S{6,}/);

    // The order is listed on /integralOrder, reached from the member menu.
    await open(page, '/integralOrder');
    await expect(page.getByTestId('point-order').first()).toContainText('手冲咖啡兑换券');
  });

  test('a member without the points learns by how much before choosing anything, and a visitor is asked to log in', async ({ page }) => {
    await openGoods(page, 1, '手冲咖啡兑换券');
    await page.getByTestId('redeem').click();
    await expect(page.getByTestId('login-overlay')).toBeVisible();

    // The shortfall is on the detail and "redeem" is disabled for it, described by it; no sheet opens.
    await registerMember(page.context().request, newPhone(), PASSWORD);
    const short = 300 - (await pointsOf(page.context().request));
    await openGoods(page, 1, '手冲咖啡兑换券');
    const redeem = page.getByTestId('redeem');
    await expect(redeem).toBeDisabled();
    await expect(page.getByTestId('redeem-short').getByTestId('points-short')).toHaveText(
      text('zh-CN', 'shop.short').replace('{points}', String(short)),
    );
    await expect(redeem).toHaveAttribute('aria-describedby', 'redeem-short');
    await expect(page.getByTestId('redeem-sheet')).toHaveCount(0);
  });

  test('the list: the balance at its head, sold-out goods last and marked, no badge on goods in stock', async ({ page }, info) => {
    await logIn(page.context().request, 'member', SHOPPER[info.project.name], PASSWORD);
    const before = await pointsOf(page.context().request);
    await open(page, '/pointsShop?type=1&page=2');
    await expect(page.getByTestId('shop-balance-box').getByTestId('shop-balance')).toHaveText(String(before));
    const cards = page.getByTestId('goods-card');
    const stocks = await cards.evaluateAll((list) => list.map((c) => c.getAttribute('data-stock')));
    expect(stocks.at(-1)).toBe('soldOut');
    expect(stocks.slice(stocks.indexOf('soldOut')).every((s) => s === 'soldOut')).toBe(true);
    await expect(cards.last().getByTestId('stock-state')).toHaveText(text('zh-CN', 'shop.stock.soldOut'));
    await expect(page.locator('[data-stock="inStock"] [data-testid="stock-state"]')).toHaveCount(0);
  });

  test('the shop is kept alive: back from a goods restores the tab and the scroll', async ({ page }) => {
    await open(page, '/pointsShop?type=1');
    const cards = page.getByTestId('goods-card');
    await expect(cards.first()).toBeVisible();
    await cards.last().scrollIntoViewIfNeeded();
    const y = await settledScrollY(page);
    expect(y).toBeGreaterThan(0);
    await cards.last().getByRole('link').first().click();
    await expect(page).toHaveURL(/\/pointsShopDetail/);
    await page.goBack();
    await expect(page).toHaveURL(/\/pointsShop\?type=1/);
    await expect(page.getByTestId('shop-tab-1')).toHaveAttribute('aria-current', 'page');
    await expect.poll(() => page.evaluate(() => window.scrollY)).toBeGreaterThan(y / 2);
  });

  test('goods that are not yet or no longer on sale cannot be redeemed', async ({ page }) => {
    await open(page, '/pointsShop?type=0&page=2');
    await page.getByTestId('goods-card').filter({ hasText: '钢琴键盘围巾' }).getByRole('link').first().click();
    await expect(page.getByTestId('redeem-blocked')).toContainText('开放兑换');
    await expect(page.getByTestId('redeem')).toHaveCount(0);
  });
});

test.describe('English visitors', () => {
  test.use({ lang: 'en-US' });
  for (const route of SHOP_ROUTES) {
    test(`are sent home from ${route.split('?')[0]}`, async ({ page }) => {
      await page.goto(route);
      await expect(page).toHaveURL((url) => url.pathname === '/');
    });
  }
});
