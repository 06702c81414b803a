import type { APIRequestContext } from '@playwright/test';
import { test as base, expect } from '../accounts/fixtures';
import { text, type Lang } from '../pages/language';
import { LoginOverlay } from '../pages/login-overlay';
import { CouponCollection, MyOrders } from '../pages/my-orders';
import { open } from '../pages/site';
import { callOf, newIdCard, newPhone, registerMember } from '../support/accounts';
import { payInSandbox, placeOrder, saleSession } from '../support/orders';
import { bestPracticeFindings } from '../support/axe-rules';
import { invoiceCalls, orderCalls } from '@/lib/contract/order-calls';
import { packageCardCalls, packageOrderCalls } from '@/lib/contract/package';
import { visitCalls } from '@/lib/contract/visit-calls';
import { receiverCalls } from '@/lib/contract/member-calls';
import { goodsCalls, pointOrderCalls } from '@/lib/contract/shop-calls';
import { couponCalls } from '@/lib/contract/coupon-calls';

// The member's orders and coupons, in Chinese on phones and in English on desktops. Each test is a new member
// (its own purchase limits and coupons); seats are drawn at random among the free ones, since both projects
// share one hall API.
const test = base.extend<{ lang: Lang }>({
  lang: async ({}, use, info) => use(info.project.name === 'desktop' ? 'en-US' : 'zh-CN'),
});

const PASSWORD = 'Concert2026';

test.describe('my orders', () => {
  test.beforeEach(async ({ page }) => {
    await registerMember(page.context().request, newPhone(), PASSWORD);
  });

  test('an unpaid order counts down, is cancelled after confirming, then deleted', async ({ page, lang }) => {
    const api = page.context().request;
    const { sessionId } = await saleSession(api);
    const order = await placeOrder(api, sessionId, 2);
    const orders = new MyOrders(page);

    await open(page, '/myOrderWaitPay');
    await expect(orders.tab('unpaid')).toHaveAttribute('aria-current', 'page');
    const card = orders.card(order.orderId);
    await expect(card.getByTestId('order-status')).toHaveText(text(lang, 'orders.status.unpaid'));
    await expect(card.getByTestId('order-item')).toHaveCount(2);
    await expect(card.getByTestId('order-pay')).toHaveAttribute('href', `/confirmOrder?orderId=${order.orderId}`);
    const countdown = card.getByTestId('order-countdown');
    await expect(countdown).toContainText(/0\d:\d\d/);
    const before = await countdown.textContent();
    await expect(countdown).not.toHaveText(before!, { timeout: 3_000 });

    await card.getByTestId('order-cancel').click();
    await expect(await orders.confirm('cancel')).toBeHidden();
    await expect(page.getByTestId('toast').filter({ hasText: text(lang, 'orders.cancelled') })).toBeVisible();
    await expect(orders.empty).toContainText(text(lang, 'orders.empty.unpaid'));

    await orders.tab('all').click();
    await expect(card.getByTestId('order-status')).toHaveText(text(lang, 'orders.status.cancelled'));
    await card.getByTestId('order-delete').click();
    await orders.confirm('delete');
    await expect(card).toHaveCount(0);
    const all = await callOf(api, orderCalls.list, { query: { tab: 'all' } });
    expect(all.list.map((o) => o.id)).not.toContain(order.orderId);
  });

  test('a paid order is issued with one QR e-ticket per seat, and an invoice is asked for and corrected until issued', async ({
    page,
    lang,
  }) => {
    test.setTimeout(90_000);
    const api = page.context().request;
    const { sessionId } = await saleSession(api);
    const [first, second] = [await placeOrder(api, sessionId, 2), await placeOrder(api, sessionId, 1)];
    await payInSandbox(page, api, first.orderId);
    await payInSandbox(page, api, second.orderId);
    const orders = new MyOrders(page);

    await open(page, '/myOrderIssued');
    const card = orders.card(first.orderId);
    await expect(card.getByTestId('order-status')).toHaveText(text(lang, 'orders.status.issued'));
    // The cards' titles follow the page's h1 (no level skipped).
    expect(await bestPracticeFindings(page, ['heading-order'])).toEqual([]);
    await card.getByTestId('order-details').click();
    await expect(page).toHaveURL((url) => url.pathname === '/myOrderIssued' && url.searchParams.get('orderId') === String(first.orderId));
    await expect(orders.tickets).toHaveCount(2);
    const view = await callOf(api, orderCalls.detail, { query: { id: first.orderId } });
    for (const [i, item] of view.items.entries()) {
      const ticket = orders.tickets.nth(i);
      await expect(ticket.getByTestId('ticket-qr')).toHaveAttribute('src', /^data:image\/svg\+xml/);
      await expect(ticket.getByTestId('ticket-code')).toHaveText(item.ticketCode!.replace(/(.{4})(?=.)/g, '$1 '));
    }

    // The form asks for a title and checks the taxpayer number before anything is sent.
    await orders.detail.getByTestId('order-invoice').click();
    await orders.invoiceDialog.getByTestId('invoice-submit').click();
    await expect(orders.invoiceDialog.getByTestId('invoice-title-error')).toBeVisible();
    await orders.invoiceField('title').fill('上海云端文化传播有限公司');
    await orders.invoiceField('taxNo').fill('123');
    await orders.invoiceDialog.getByTestId('invoice-submit').click();
    await expect(orders.invoiceDialog.getByTestId('invoice-taxNo-error')).toHaveText(text(lang, 'errors.taxNo'));
    await orders.invoiceField('taxNo').fill('91310115MA1K4B2C3J');
    await orders.invoiceField('address').fill('上海市浦东新区滨江大道 2688 号');
    await orders.invoiceDialog.getByTestId('invoice-submit').click();
    await expect(orders.invoiceDialog).toBeHidden();
    await expect(orders.detail.getByTestId('order-invoice-state')).toHaveText(text(lang, 'orders.invoiceRequested'));
    expect((await callOf(api, orderCalls.detail, { query: { id: first.orderId } })).invoiceState).toBe('requested');

    // Until it is issued the request is corrected: the form opens with what was asked, checks the tax
    // number's check character before anything is sent, and the correction replaces the details.
    await orders.detail.getByTestId('order-invoice-correct').click();
    await expect(orders.invoiceField('title')).toHaveValue('上海云端文化传播有限公司');
    await expect(orders.invoiceField('taxNo')).toHaveValue('91310115MA1K4B2C3J');
    await orders.invoiceField('taxNo').fill('91310115MA1K4B2C3D');
    await orders.invoiceDialog.getByTestId('invoice-submit').click();
    await expect(orders.invoiceDialog.getByTestId('invoice-taxNo-error')).toHaveText(text(lang, 'errors.taxNumberCheck'));
    await orders.invoiceField('title').fill('上海云端文化发展有限公司');
    await orders.invoiceField('taxNo').fill('91350100M000100Y43');
    await orders.invoiceDialog.getByTestId('invoice-submit').click();
    await expect(orders.invoiceDialog).toBeHidden();
    await expect(orders.detail.getByTestId('order-invoice-state')).toHaveText(text(lang, 'orders.invoiceRequested'));
    expect((await callOf(api, orderCalls.detail, { query: { id: first.orderId } })).invoice).toEqual({
      title: '上海云端文化发展有限公司',
      taxNo: '91350100M000100Y43',
      address: '上海市浦东新区滨江大道 2688 号',
    });

    // Asked for meanwhile elsewhere: the form's request, sent after, is the one that stands.
    await open(page, `/myOrderIssued?orderId=${second.orderId}`);
    await orders.detail.getByTestId('order-invoice').click();
    await callOf(api, invoiceCalls.requestByOrder, { body: { id: second.orderId, invoice: { title: 'Elsewhere Ltd' } } });
    await orders.invoiceField('title').fill('Binjiang Friends Society');
    await orders.invoiceDialog.getByTestId('invoice-submit').click();
    await expect(orders.invoiceDialog).toBeHidden();
    expect((await callOf(api, orderCalls.detail, { query: { id: second.orderId } })).invoice).toEqual({
      title: 'Binjiang Friends Society',
    });
  });
});

/** A seeded goods of the points shop by its Chinese name (the shop lists twelve a page). */
async function goodsNamed(api: APIRequestContext, type: 0 | 1, name: string): Promise<number> {
  for (let page = 1; page <= 3; page++) {
    const list = await callOf(api, goodsCalls.list, { query: { type, page, pageSize: 12 } });
    const found = list.list.find((g) => g.name === name);
    if (found) return found.id;
  }
  throw new Error(`no goods ${name}`);
}

const shanghaiDay = (days: number) => new Date(Date.now() + days * 86_400_000 + 8 * 3_600_000).toISOString().slice(0, 10);

test.describe('orders of every kind', () => {
  test('results and lists say what each kind is: a package card, a visit, a parcel to ship and a café voucher', async ({ page, lang }) => {
    test.setTimeout(120_000);
    const api = page.context().request;
    await registerMember(api, newPhone(), PASSWORD);
    const orders = new MyOrders(page);
    const result = page.getByTestId('pay-result');

    // A package card, paid: the result says the card is in force and where it is kept, not that tickets are issued.
    const { id: packageCardId } = await callOf(api, packageCardCalls.detail, { query: {} });
    const card = await callOf(api, packageOrderCalls.buy, { body: { packageCardId } });
    await payInSandbox(page, api, card.orderId);
    await open(page, `/paySuccess?orderId=${card.orderId}`);
    await expect(result).toContainText(text(lang, 'checkout.successTexts.package'));
    await expect(result.getByTestId('view-cards')).toHaveAttribute('href', '/cardCase');

    // A visit, paid: booked, with its entry codes under the visit orders.
    const slots = await callOf(api, visitCalls.slots, { query: { from: shanghaiDay(1), to: shanghaiDay(8) } });
    const free = slots.filter((s) => s.open && s.remaining >= 1);
    const slot = free[Math.floor(Math.random() * free.length)];
    const visit = await callOf(api, visitCalls.book, {
      body: {
        slotId: slot.id,
        visitors: [{ child: false, name: '李明', certType: '身份证', certNo: newIdCard('1985-04-12', 1) }],
        termsAccepted: true,
      },
    });
    await payInSandbox(page, api, visit.orderId);
    await open(page, `/paySuccess?orderId=${visit.orderId}`);
    await expect(result).toContainText(text(lang, 'checkout.successTexts.visit'));
    await expect(result.getByTestId('view-reservations')).toBeVisible();

    // With the points the card earned: a notebook sent by courier (its freight paid, not yet shipped) and a
    // coffee voucher wholly in points.
    const receiver = await callOf(api, receiverCalls.add, {
      body: {
        name: '周杰',
        phone: '13912345678',
        province: '浙江省',
        city: '杭州市',
        county: '西湖区',
        address: '文三路 90 号 3 幢',
        isDefault: true,
      },
    });
    const notebook = await goodsNamed(api, 0, '音乐厅建筑笔记本');
    const parcel = await callOf(api, pointOrderCalls.redeem, { body: { goodsId: notebook, quantity: 1, receiverId: receiver.id } });
    await payInSandbox(page, api, parcel.orderId);
    const coffee = await goodsNamed(api, 1, '手冲咖啡兑换券');
    const voucher = await callOf(api, pointOrderCalls.redeem, { body: { goodsId: coffee, quantity: 1 } });

    // The list: each status and amount in its kind's words.
    await open(page, '/myOrder');
    const status = (orderId: number) => orders.card(orderId).getByTestId('order-status');
    await expect(status(parcel.orderId)).toHaveText(text(lang, 'orders.status.goods.to_ship'));
    await expect(status(voucher.orderId)).toHaveText(text(lang, 'orders.status.goods.to_collect'));
    await expect(status(card.orderId)).toHaveText(text(lang, 'orders.status.cardActive'));
    await expect(status(visit.orderId)).toHaveText(text(lang, 'orders.status.visitBooked'));
    const amount = (orderId: number, key: string) => orders.card(orderId).getByTestId(`amount-${key}`);
    await expect(amount(card.orderId, 'total')).toContainText(text(lang, 'orders.amounts.totals.package'));
    await expect(amount(visit.orderId, 'total')).toContainText(text(lang, 'orders.amounts.totals.visit'));
    await expect(amount(parcel.orderId, 'total')).toContainText(text(lang, 'orders.amounts.shopCash'));
    // Wholly in points: no cash line of ¥0, the points are what was paid.
    await expect(amount(voucher.orderId, 'total')).toHaveCount(0);
    await expect(amount(voucher.orderId, 'pay')).toContainText(text(lang, 'orders.amounts.pointsOnly').replace('{points}', '300'));

    // Package-card orders have a chip of their own, and are no longer among the performances.
    await orders.type('package').click();
    await expect(page).toHaveURL((url) => url.searchParams.get('type') === 'package');
    await expect(orders.cards).toHaveCount(1);
    await expect(orders.card(card.orderId)).toBeVisible();
    await orders.type('performance').click();
    await expect(orders.empty).toBeVisible();

    // The detail says the same.
    await open(page, `/myOrder?orderId=${parcel.orderId}`);
    await expect(orders.detail.getByTestId('fact-status')).toContainText(text(lang, 'orders.status.goods.to_ship'));
  });
});

test.describe('coupons', () => {
  test('collecting: one claim however often it is clicked, Collected, then Use now, and it is in My coupons', async ({ page, lang }) => {
    const api = page.context().request;
    await registerMember(api, newPhone(), PASSWORD);
    const coupons = new CouponCollection(page);
    const activities = await callOf(api, couponCalls.activities, {});
    const target = activities.memberCodePromotionActivityDTOS.find((a) => a.couponType === 'performance' && a.projectIds.length)!;

    await open(page, '/getCode');
    await expect(coupons.ready()).toBeVisible();
    await expect(coupons.action(target.codePromotionId)).toHaveText(text(lang, 'coupons.collectNow'));
    await coupons.action(target.codePromotionId).dblclick();
    await expect(coupons.alert.getByTestId('coupon-alert-title')).toHaveText(text(lang, 'coupons.collected'));
    await coupons.alert.getByTestId('coupon-alert-ok').click();
    await expect(coupons.alert).toBeHidden();
    const useNow = coupons.action(target.codePromotionId);
    await expect(useNow).toHaveText(text(lang, 'coupons.useNow'));
    await expect(useNow).toHaveAttribute('href', `/showByTickets?activeType=0&projectIds=${target.projectIds.join(',')}`);
    const after = await callOf(api, couponCalls.activities, {});
    expect(after.memberCodePromotionActivityDTOS.find((a) => a.codePromotionId === target.codePromotionId)!.countNum).toBe(1);

    await open(page, '/coupon');
    const mine = page.getByTestId('coupon').filter({ hasText: target.promotionName });
    await expect(mine).toHaveCount(1);
    await mine.getByTestId('coupon-use').click();
    await expect(page).toHaveURL(
      (url) => url.pathname === '/showByTickets' && url.searchParams.get('projectIds') === target.projectIds.join(','),
    );
  });

  test("the detail page's overlay: a refused claim says why in a Note and closes; Use now leaves for the list", async ({ page, lang }) => {
    const api = page.context().request;
    await registerMember(api, newPhone(), PASSWORD);
    const coupons = new CouponCollection(page);
    const activities = await callOf(api, couponCalls.activities, {});
    const target = activities.memberCodePromotionActivityDTOS.find((a) => a.couponType === 'performance' && a.projectIds.length)!;

    await open(page, `/showDetails?id=${target.projectIds[0]}&activeType=0`);
    await page.getByTestId('detail-coupons').click();
    await expect(coupons.overlay).toBeVisible();
    await expect(coupons.action(target.codePromotionId)).toHaveText(text(lang, 'coupons.collectNow'));
    // Collected in another tab meanwhile: this one's Collect now is stale, and the hall API refuses it.
    await callOf(api, couponCalls.claim, { body: { codePromotionId: target.codePromotionId } });
    await coupons.action(target.codePromotionId).click();
    await expect(coupons.alert.getByTestId('coupon-alert-title')).toHaveText(text(lang, 'coupons.note'));
    await expect(coupons.alert.getByTestId('coupon-alert-message')).toHaveText(text(lang, 'errors.couponClaimLimit'));
    await expect(coupons.overlay).toBeHidden();
    await coupons.alert.getByTestId('coupon-alert-ok').click();

    await page.getByTestId('detail-coupons').click();
    await expect(coupons.action(target.codePromotionId)).toHaveText(text(lang, 'coupons.useNow'));
    await coupons.action(target.codePromotionId).click();
    await expect(coupons.overlay).toBeHidden();
    await expect(page).toHaveURL((url) => url.pathname === '/showByTickets' && url.searchParams.get('activeType') === '0');
  });

  test('a visitor who collects is asked to log in first', async ({ page, lang }) => {
    const coupons = new CouponCollection(page);
    await open(page, '/couponActivity');
    await expect(coupons.ready()).toBeVisible();
    await coupons.list.getByTestId('coupon-action').first().click();
    await expect(new LoginOverlay(page, lang).mode(0)).toBeVisible();
  });
});
