import type { Browser, Page } from '@playwright/test';
import { test, expect } from '../accounts/fixtures';
import { text } from '../pages/language';
import { MyOrders } from '../pages/my-orders';
import { SAME_ORIGIN, callOf, newPhone, registerMember } from '../support/accounts';
import { bestPracticeFindings } from '../support/axe-rules';
import { performanceCalls } from '@/lib/contract/performance-calls';
import { hallCallOf } from '../support/hall-calls';
import { orderCalls } from '@/lib/contract/order-calls';
import { memberCardCalls, packageCardCalls } from '@/lib/contract/package';
import { seatCalls } from '@/lib/contract/seats-schema';
import { onCashier } from '../support/hall-calls';

// The season pass. A visitor reads it and is asked to log in to buy; a member buys it and
// pays in the WeChat sandbox (Native QR on a desktop, H5 on a phone), finds it in /cardCase with 10 tickets,
// pays a B-class ticket with it at the settlement without money (9 left), a second with money beside it (the
// order unpaid, 8 left), is refused a third of the same performance in words, and cancelling the unpaid order
// gives the credit back (9). Each width takes its own performance, so the two never share seats.
const PASSWORD = 'Concert2026';

type Covered = { performanceId: number; sessionId: number; covered: number[]; dearer: number[] };

/** Free seats of a session of the `index`-th performance the card covers: some it pays (B class and below), some dearer. */
async function coveredSeats(index: number): Promise<Covered> {
  const card = await hallCallOf(packageCardCalls.detail, { query: {} });
  const onSale = [];
  for (const performance of card.performances) {
    const detail = await hallCallOf(performanceCalls.detail, { params: { id: performance.id } });
    const session = detail.sessions.find((s) => s.hasSeatMap && s.saleStatus === 'on_sale');
    if (session) onSale.push({ performance, session });
    if (onSale.length > index) break;
  }
  const { performance, session } = onSale[index];
  const [map, status] = await Promise.all([
    hallCallOf(seatCalls.map, { params: { id: session.id } }),
    hallCallOf(seatCalls.status, { params: { id: session.id } }),
  ]);
  const taken = new Set(status.taken);
  const price = new Map(map.ticketClasses.filter((c) => !c.pointOnly).map((c) => [c.id, c.priceFen]));
  const free = map.seats.filter(([id, , , , , , , classId]) => !taken.has(id) && price.has(classId));
  const pick = (covered: boolean) =>
    free
      .filter(([, , , , , , , classId]) => price.get(classId)! <= performance.maxPriceFen === covered)
      .slice(20, 23)
      .map(([id]) => id);
  return { performanceId: performance.id, sessionId: session.id, covered: pick(true), dearer: pick(false) };
}

/** The WeChat Pay sandbox: a Native QR scanned by "a phone" on a desktop, the H5 cashier on a phone. */
async function payByWechat(page: Page, browser: Browser, desktop: boolean) {
  await page.getByText(text('zh-CN', 'checkout.wechat')).click();
  await page.getByTestId('pay-now').click();
  if (desktop) {
    const qr = page.getByTestId('wechat-qr');
    await expect(qr.getByRole('img')).toBeVisible();
    const phone = await browser.newContext();
    const phonePage = await phone.newPage();
    await phonePage.goto((await qr.getAttribute('data-code-url'))!);
    await phonePage.getByTestId('cashier-pay').click();
    await phonePage.waitForURL((url) => !onCashier(url.pathname));
    await phone.close();
  } else {
    await page.getByTestId('cashier-pay').click();
  }
  await page.waitForURL(/\/paySuccess\?/, { timeout: 15_000 });
  await expect(page.getByTestId('pay-result')).toHaveAttribute('data-status', 'issued');
}

const left = (page: Page) => page.getByTestId('member-card').getByTestId('member-card-left');
const settle = (page: Page, sessionId: number, seats: number[]) =>
  page.goto(`/settlementOrder?sessionId=${sessionId}&seats=${seats.join(',')}`);

test.describe('the season pass (zh-CN)', () => {
  test.use({ lang: 'zh-CN' });

  test('bought in the WeChat sandbox, then paying B-class tickets at the settlement, two per performance, the credit back on cancelling', async ({
    page,
    browser,
    checkAccessibility,
  }, info) => {
    test.setTimeout(120_000);
    const desktop = info.project.name === 'desktop';
    const seats = await coveredSeats(desktop ? 0 : 1);

    // A visitor reads the card from the main menu and is asked to log in to buy it.
    await page.goto('/');
    if (desktop)
      await page
        .getByRole('navigation', { name: text('zh-CN', 'nav.mainMenu') })
        .getByRole('link', { name: text('zh-CN', 'nav.packages') })
        .click();
    else await page.goto('/falaCardDetail?activeType=3');
    await expect(page).toHaveURL(/\/falaCardDetail\?activeType=3/);
    await expect(page.getByRole('heading', { level: 1, name: '乐季十场通票' })).toBeVisible();
    await expect(page.getByTestId('package-performances').getByRole('listitem').first()).toBeVisible();
    // The terms come before the long list of performances it pays (on a phone, some twenty-five cards).
    const termsTop = (await page.getByRole('heading', { level: 2, name: text('zh-CN', 'packages.terms') }).boundingBox())!.y;
    expect(termsTop).toBeLessThan((await page.getByTestId('package-performances').boundingBox())!.y);
    await checkAccessibility();
    await page.getByTestId('package-buy').click();
    await expect(page.getByTestId('login-mode-0')).toBeVisible();

    // A member buys it: confirm (the terms first), pay by WeChat.
    await registerMember(page.request, newPhone(), PASSWORD);
    await page.goto('/falaCardDetail?activeType=3');
    await page.getByTestId('package-buy').click();
    await expect(page).toHaveURL(/\/falaOrder\?cardId=\d+/);
    await expect(page.getByTestId('package-confirm-price')).toHaveText('¥1680');
    await expect(page.getByTestId('package-submit')).toBeDisabled();
    await page.getByTestId('package-agree').check();
    await checkAccessibility();
    await page.getByTestId('package-submit').click();
    await expect(page).toHaveURL(/\/confirmOrder\?orderId=\d+/);
    await payByWechat(page, browser, desktop);
    await page.getByTestId('view-cards').click();
    await expect(page).toHaveURL(/\/cardCase(\?|$)/);
    await expect(left(page)).toHaveText('10');
    const cardNo = (await page.getByTestId('member-card').getAttribute('data-card-no'))!;
    await checkAccessibility();

    // The card has a way to use it: the performances it pays.
    const use = page.getByTestId('member-card').getByTestId('member-card-use');
    await expect(use).toHaveText(text('zh-CN', 'packages.cards.use'));
    const useUrl = new URL((await use.getAttribute('href'))!, 'http://x');
    expect(useUrl.pathname).toBe('/showByTickets');
    expect(useUrl.searchParams.get('projectIds')!.split(',')).toContain(String(seats.performanceId));
    expect(await bestPracticeFindings(page, ['heading-order'])).toEqual([]);

    // The seat map tells the member which classes the card pays here.
    await page.goto(`/chooseSeat?id=${seats.performanceId}&sessionId=${seats.sessionId}`);
    await expect(page.getByTestId('session-card-hint')).toContainText('（本场还可用 2 张）');

    // A B-class ticket paid with the card: nothing to pay, issued at once, 9 left.
    await settle(page, seats.sessionId, [seats.covered[0]]);
    await page.getByTestId(`card-${cardNo}`).getByRole('radio').check();
    await expect(page.getByTestId('line-by-card')).toHaveText(text('zh-CN', 'checkout.byCard'));
    await expect(page.getByTestId('amount-pay')).toContainText('¥0');
    await checkAccessibility();
    await page.getByTestId('settlement-submit').click();
    await page.waitForURL(/\/paySuccess\?/);
    await expect(page.getByTestId('pay-result')).toHaveAttribute('data-status', 'issued');
    await page.goto('/cardCase');
    await expect(left(page)).toHaveText('9');
    await expect(page.getByTestId('member-card-tickets').getByRole('listitem')).toHaveCount(1);

    // A second with the card and a dearer one with money: the order waits for payment, holding the credit.
    await settle(page, seats.sessionId, [seats.covered[1], seats.dearer[0]]);
    await page.getByTestId(`card-${cardNo}`).getByRole('radio').check();
    await expect(page.getByTestId('line-by-card')).toHaveCount(1);
    await page.getByTestId('settlement-submit').click();
    await expect(page).toHaveURL(/\/confirmOrder\?orderId=\d+/);
    const unpaid = Number(new URL(page.url()).searchParams.get('orderId'));
    await page.goto('/cardCase');
    await expect(left(page)).toHaveText('8');

    // A third of the same performance: the card is offered no more, with the reason; the hall API says the same.
    await settle(page, seats.sessionId, [seats.covered[2]]);
    const refused = page.getByTestId(`card-${cardNo}`);
    await expect(refused.getByRole('radio')).toBeDisabled();
    await expect(refused).toContainText(text('zh-CN', 'packages.settlement.reason_performanceCap'));
    const cards = await callOf(page.request, memberCardCalls.mine, {});
    const forced = await page.request.post(orderCalls.place.path, {
      headers: SAME_ORIGIN,
      data: { lines: { sessionId: seats.sessionId, seatIds: [seats.covered[2]] }, memberCardId: cards[0].id },
    });
    expect((await forced.json()).subMsg).toBe(text('zh-CN', 'errors.cardPerformanceCap').replace('{cap}', '2').replace('{left}', '0'));

    // Cancelling the unpaid order gives the credit back.
    const orders = new MyOrders(page);
    await page.goto('/myOrderWaitPay');
    await orders.card(unpaid).getByTestId('order-cancel').click();
    await orders.confirm('cancel');
    await expect(page.getByTestId('toast').filter({ hasText: text('zh-CN', 'orders.cancelled') })).toBeVisible();
    await page.goto('/cardCase');
    await expect(left(page)).toHaveText('9');
  });
});
