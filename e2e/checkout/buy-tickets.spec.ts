// The box office's main journey: seats chosen on the map, a coupon and points applied,
// Alipay in the sandbox, the order issued with one QR e-ticket per seat; WeChat Pay by its Native QR code; a
// third member cannot take those seats; an unpaid order runs out and gives back its seats, coupon and points.
// Each project buys in its own session and as its own members, so the two never race for a seat.
import type { APIRequestContext, Page, TestInfo } from '@playwright/test';
import { test, expect } from '../fixtures';
import { ChooseSeatPage } from '../pages/choose-seat-page';
import { text, type Lang } from '../pages/language';
import { callOf, expireOrder, HALL, logIn, newPhone, registerMember, SAME_ORIGIN } from '../support/accounts';
import { findSession, seatStatusOf, type SessionInfo } from '../support/sessions';
import { orderCalls } from '@/lib/contract/order-calls';
import { couponCalls } from '@/lib/contract/coupon-calls';
import { performanceCalls } from '@/lib/contract/performance-calls';
import { hallCallOf } from '../support/hall-calls';
import { memberCalls } from '@/lib/contract/member-calls';
import { onCashier } from '../support/hall-calls';

const PASSWORD = 'Concert2026';
/** Demo members with points: one per project, so that neither spends the other's. */
const BUYER: Record<string, string> = { phone: '13800000001', desktop: '13800000002' };

/**
 * The project's own on-sale main-hall session of a performance that has a coupon to collect: the second such
 * session for desktop, the third for phone (the seat-map journeys use the first).
 */
async function sessionOf(info: TestInfo): Promise<SessionInfo> {
  const data = await hallCallOf(couponCalls.activities, {});
  const withCoupon = new Set(
    data.memberCodePromotionActivityDTOS.filter((a) => a.couponType === 'performance').flatMap((a) => a.projectIds),
  );
  // Real-name performances need purchasers on every ticket: a journey of its own, not this one.
  const named = new Set<number>();
  for (const id of withCoupon) {
    if ((await hallCallOf(performanceCalls.detail, { params: { id } })).realName) named.add(id);
  }
  let seen = 0;
  const wanted = info.project.name === 'desktop' ? 1 : 2;
  return findSession(
    (s) =>
      s.hall === 'main' &&
      s.hasSeatMap &&
      s.saleStatus === 'on_sale' &&
      withCoupon.has(s.performanceId) &&
      !named.has(s.performanceId) &&
      seen++ === wanted,
  );
}

async function claimCouponFor(api: APIRequestContext, performanceId: number): Promise<number> {
  const { memberCodePromotionActivityDTOS: list } = await callOf(api, couponCalls.forPerformance, { query: { projectId: performanceId } });
  const activity = list.find((a) => a.countNum < 1);
  if (!activity) throw new Error(`no coupon to collect for performance ${performanceId}`);
  return (await callOf(api, couponCalls.claim, { body: { codePromotionId: activity.codePromotionId } })).memberCouponId;
}

const pointsOf = async (api: APIRequestContext) => (await callOf(api, memberCalls.detail, {})).pointsBalance;

/** Two free seats chosen with the keyboard on the map, then 'Buy now'. Answers their ids. */
async function chooseTwoSeats(page: Page, session: SessionInfo): Promise<number[]> {
  const seats = new ChooseSeatPage(page);
  await seats.open(session.performanceId, session.sessionId);
  // The map comes right after the link back to the performance in the tab order.
  await page.getByRole('link', { name: text('zh-CN', 'chooseSeat.back') }).focus();
  await page.keyboard.press('Tab');
  await expect(seats.focusedSeat()).toHaveCount(1);
  const ids: number[] = [];
  for (let i = 0; i < 2; i++) {
    await seats.moveToFreeSeat();
    await page.keyboard.press('Enter');
    ids.push(Number(await seats.focusedSeat().getAttribute('data-id')));
  }
  await expect(seats.selected).toHaveCount(2);
  await seats.buyNow.click();
  await page.waitForURL(/\/settlementOrder\?/);
  return ids;
}

/** The sandbox cashier's Pay button, then the site's result page. */
async function payAtCashier(page: Page) {
  await page.getByTestId('cashier-pay').click();
  await page.waitForURL(/\/paySuccess\?/);
  await expect(page.getByTestId('pay-result')).toHaveAttribute('data-status', 'issued');
}

test.describe('buying tickets', () => {
  test.use({ lang: 'zh-CN' });

  test('two seats, a coupon and points, paid with Alipay: issued with two QR e-tickets, and nobody else can have them', async ({
    page,
    browser,
  }, info) => {
    const lang: Lang = 'zh-CN';
    const session = await sessionOf(info);
    await page.goto('/');
    await logIn(page.request, 'member', BUYER[info.project.name], PASSWORD);
    const coupon = await claimCouponFor(page.request, session.performanceId);
    const pointsBefore = await pointsOf(page.request);
    expect(pointsBefore).toBeGreaterThanOrEqual(100);
    // The performance's page tells the member the coupons it accepts (§7 /api/project/user_coupon).
    await page.goto(`/showDetails?id=${session.performanceId}`);
    await expect(page.getByTestId('my-coupons-here').getByTestId('my-coupon-here')).not.toHaveCount(0);

    const seatIds = await chooseTwoSeats(page, session);
    await expect(page.getByTestId('settlement-lines').locator('li')).toHaveCount(2);
    // The hall's ticketing terms are a click away before the order is placed.
    await page.getByTestId('ticketing-description-open').click();
    await expect(page.getByTestId('ticketing-description-dialog')).toContainText('支付宝');
    await page.keyboard.press('Escape');
    await expect(page.getByTestId('ticketing-description-dialog')).toBeHidden();
    const full = await page.getByTestId('amount-pay').locator('dd').innerText();
    await page.getByTestId(`coupon-${coupon}`).locator('input').check();
    await page.getByTestId('points').fill('100');
    await expect(page.getByTestId('order-amounts')).toContainText(text(lang, 'orders.amounts.points').replace('{points}', '100'));
    await expect(page.getByTestId('amount-pay').locator('dd')).not.toHaveText(full);
    const payable = await page.getByTestId('amount-pay').locator('dd').innerText();
    await page.getByTestId('settlement-submit').click();

    await page.waitForURL(/\/confirmOrder\?orderId=\d+/);
    await expect(page.getByTestId('pay-countdown')).toContainText(/0?9:\d\d|10:00/);
    await expect(page.getByTestId('amount-pay').locator('dd')).toHaveText(payable);
    await page.getByTestId('pay-now').click();
    await payAtCashier(page);
    // 100 points spent, then one point per whole yuan paid.
    const paidYuan = Math.floor(Number(payable.replace(/[^\d.]/g, '')));
    expect(await pointsOf(page.request)).toBe(pointsBefore - 100 + paidYuan);

    await page.getByTestId('view-order').click();
    const tickets = page.getByTestId('e-ticket');
    await expect(tickets).toHaveCount(2);
    for (const ticket of await tickets.all()) await expect(ticket.getByRole('img')).toBeVisible();
    await expect(page.getByText(text(lang, 'orders.status.issued')).first()).toBeVisible();

    // A third member: the map shows the two seats as taken, and the hall API refuses them plainly.
    const other = await browser.newContext({ baseURL: info.project.use.baseURL ?? 'http://localhost:3300' });
    const otherPage = await other.newPage();
    await otherPage.goto('/');
    const phone = newPhone();
    await registerMember(otherPage.request, phone, PASSWORD);
    const status = await seatStatusOf(session.sessionId);
    expect(status.taken).toEqual(expect.arrayContaining(seatIds));
    const map = new ChooseSeatPage(otherPage);
    await map.open(session.performanceId, session.sessionId);
    for (const id of seatIds) await expect(map.seat(id)).toHaveAttribute('aria-disabled', 'true');
    const refused = await otherPage.request.post(orderCalls.place.path, {
      data: { lines: { sessionId: session.sessionId, seatIds } },
      headers: SAME_ORIGIN,
    });
    expect(await refused.json()).toMatchObject({ code: 40000, subMsg: text(lang, 'errors.seatTaken') });
    await other.close();
  });

  test('another member pays with WeChat Pay (Native QR on a desktop, H5 on a phone)', async ({ page, browser }, info) => {
    const session = await sessionOf(info);
    await page.goto('/');
    await registerMember(page.request, newPhone(), PASSWORD);
    const { taken } = await seatStatusOf(session.sessionId);
    const free = await freeSeatIds(session.sessionId, taken, 2, info.project.name === 'desktop' ? 40 : 60);
    const order = await callOf(page.request, orderCalls.place, {
      body: {
        lines: { sessionId: session.sessionId, seatIds: free },
      },
    });

    await page.goto(`/confirmOrder?orderId=${order.orderId}`);
    await page.getByText(text('zh-CN', 'checkout.wechat')).click();
    await page.getByTestId('pay-now').click();
    if (info.project.name === 'desktop') {
      const qr = page.getByTestId('wechat-qr');
      await expect(qr.getByRole('img')).toBeVisible();
      // The phone that scans the code opens this URL: here a browser of its own does, so that the desktop page
      // stays in front (a background tab's timers are throttled).
      const phone = await browser.newContext();
      const phonePage = await phone.newPage();
      await phonePage.goto((await qr.getAttribute('data-code-url'))!);
      await phonePage.getByTestId('cashier-pay').click();
      await phonePage.waitForURL((url) => !onCashier(url.pathname));
      await phone.close();
      // The desktop page learns it from the hall API on its own.
      await page.waitForURL(/\/paySuccess\?/, { timeout: 15_000 });
      await expect(page.getByTestId('pay-result')).toHaveAttribute('data-status', 'issued');
    } else {
      await payAtCashier(page);
    }
  });

  test('an unpaid order runs out: its seats, coupon and points come back', async ({ page }, info) => {
    const session = await sessionOf(info);
    await page.goto('/');
    // Desktop: the third demo member, with points; phone: a new member, without (the coupon alone is held).
    if (info.project.name === 'desktop') await logIn(page.request, 'member', '13800000003', PASSWORD);
    else await registerMember(page.request, newPhone(), PASSWORD);
    const pointsBefore = await pointsOf(page.request);
    const points = pointsBefore >= 50 ? 50 : 0;
    const coupon = await claimCouponFor(page.request, session.performanceId);
    const { taken } = await seatStatusOf(session.sessionId);
    const seatIds = await freeSeatIds(session.sessionId, taken, 2, info.project.name === 'desktop' ? 80 : 100);
    const order = await callOf(page.request, orderCalls.place, {
      body: {
        lines: { sessionId: session.sessionId, seatIds },
        memberCouponId: coupon,
        points,
      },
    });
    expect((await seatStatusOf(session.sessionId)).taken).toEqual(expect.arrayContaining(seatIds));
    expect(await pointsOf(page.request)).toBe(pointsBefore - points);

    // The test clock: the window is moved into the past and the expiry sweep runs (sandbox only).
    expect(await expireOrder(order.orderNo)).toEqual({ outcome: 'released' });

    await page.goto(`/confirmOrder?orderId=${order.orderId}`);
    await expect(page.getByTestId('order-state')).toHaveText(text('zh-CN', 'checkout.orderState_closed'));
    const { taken: after } = await seatStatusOf(session.sessionId);
    for (const id of seatIds) expect(after).not.toContain(id);
    expect(await pointsOf(page.request)).toBe(pointsBefore);
    const { list } = await callOf(page.request, couponCalls.mine, { query: { status: 'unused' } });
    expect(list.find((c) => c.id === coupon)).toMatchObject({ status: 'unused' });
  });
});

/** Free money seats of a session from the map, skipping `skip` of them so tests keep apart. */
async function freeSeatIds(sessionId: number, taken: number[], count: number, skip: number): Promise<number[]> {
  const res = await fetch(`${HALL}/api/session/${sessionId}/seat_map`);
  const { data } = (await res.json()) as { data: { seats: number[][]; ticketClasses: { id: number; pointOnly: boolean }[] } };
  const money = new Set(data.ticketClasses.filter((c) => !c.pointOnly).map((c) => c.id));
  const blocked = new Set(taken);
  return data.seats
    .filter((s) => money.has(s[7]) && !blocked.has(s[0]))
    .slice(skip, skip + count)
    .map((s) => s[0]);
}
