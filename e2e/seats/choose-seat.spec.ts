import { test, expect } from '../fixtures';
import { test as accountTest } from '../accounts/fixtures';
import { callOf, newPhone, registerMember } from '../support/accounts';
import { ChooseSeatPage } from '../pages/choose-seat-page';
import { LANGUAGES, text, type Lang } from '../pages/language';
import { findSession, seatMapOf, seatStatusOf } from '../support/sessions';
import { cartCalls } from '@/lib/contract/order-calls';
import { callPath } from '@/lib/contract/call';
import { seatCalls } from '@/lib/contract/seats-schema';

/** A message with its {placeholders} filled (plural forms are not used here). */
const fill = (lang: Lang, key: string, values: Record<string, string | number>) =>
  text(lang, key).replace(/\{(\w+)\}/g, (_, k: string) => String(values[k]));

const yuan = (fen: number) => `¥${fen / 100}`;
/** "1层 池座B区 8排 12座 380元" → "1层 池座B区 8排 12座"; "Floor 1, Stalls B, Row 8, Seat 12, 380 yuan" → "Floor 1, Stalls B, Row 8, Seat 12". */
const placeOf = (name: string, lang: Lang) => name.slice(0, name.lastIndexOf(lang === 'zh-CN' ? ' ' : ', '));
const SEAT_NAME: Record<Lang, RegExp> = {
  'zh-CN': /^[12]层 \S+ \d+排 \d+座 (\d+元|\d+ 积分)$/,
  'en-US': /^Floor [12], [A-Za-z ]+, Row \d+, Seat \d+, (\d+ yuan|\d+ points)$/,
};

const mainHallOnSale = () => findSession((s) => s.hall === 'main' && s.hasSeatMap && s.saleStatus === 'on_sale');

for (const lang of LANGUAGES) {
  test.describe(`seat map (${lang})`, () => {
    test.use({ lang });

    test('draws every seat with the legend of classes, colours and prices', async ({ page }) => {
      const session = await mainHallOnSale();
      const map = await seatMapOf(session.sessionId);
      const seats = new ChooseSeatPage(page);
      await seats.open(session.performanceId, session.sessionId);

      await expect(seats.seats).toHaveCount(map.seats.length);
      expect(map.seats.length).toBe(1165);
      await expect(seats.map).toContainText(text(lang, 'chooseSeat.stage'));
      const legend = seats.legend.getByTestId('legend-class');
      await expect(legend).toHaveCount(map.ticketClasses.length);
      for (const [i, c] of map.ticketClasses.entries()) {
        await expect(legend.nth(i)).toContainText(lang === 'zh-CN' ? c.name : c.enName);
        await expect(legend.nth(i)).toContainText(
          c.pointOnly ? fill(lang, 'chooseSeat.points', { points: c.pointPrice! }) : yuan(c.priceFen),
        );
      }
      await expect(seats.legend).toContainText(text(lang, 'chooseSeat.legendTaken'));
      await expect(page.getByTestId('order-limit')).toHaveText(fill(lang, 'chooseSeat.limit', { limit: map.limitPerOrder }));
    });

    test('is reached by Tab and chosen with the keyboard, every seat named', async ({ page }) => {
      const session = await mainHallOnSale();
      const seats = new ChooseSeatPage(page);
      await seats.open(session.performanceId, session.sessionId);

      // The seat map comes right after the link back to the performance in the tab order.
      await page.getByRole('link', { name: text(lang, 'chooseSeat.back') }).focus();
      await page.keyboard.press('Tab');
      await expect(seats.focusedSeat()).toHaveCount(1);
      expect(await seats.focusedSeat().getAttribute('aria-label')).toMatch(SEAT_NAME[lang]);
      await expect(page.getByRole('listbox', { name: text(lang, 'chooseSeat.mapLabel') })).toBeVisible();

      const first = await seats.moveToFreeSeat();
      expect(first).toMatch(SEAT_NAME[lang]);
      await page.keyboard.press('Enter');
      await expect(seats.focusedSeat()).toHaveAttribute('aria-selected', 'true');
      await expect(seats.announcer).toContainText(placeOf(first, lang));

      const second = await seats.moveToFreeSeat();
      expect(second).not.toBe(first);
      await page.keyboard.press(' ');
      await expect(seats.selected).toHaveCount(2);
      await expect(seats.selected.nth(0)).toContainText(placeOf(first, lang));
      await expect(seats.selected.nth(1)).toContainText(placeOf(second, lang));
      await expect(page.getByRole('option', { name: second, exact: true, selected: true })).toHaveCount(1);

      // Enter again on the same seat lets it go; the × in the panel does the same for the other.
      await page.keyboard.press('Enter');
      await expect(seats.selected).toHaveCount(1);
      await page.getByRole('button', { name: fill(lang, 'chooseSeat.remove', { place: placeOf(first, lang) }), exact: true }).click();
      await expect(seats.selected).toHaveCount(0);
      await expect(page.getByRole('option', { selected: true })).toHaveCount(0);
    });
  });
}

test.describe('seat map rules', () => {
  test('stops at the per-order limit before the hall API would refuse', async ({ page }) => {
    const session = await mainHallOnSale();
    const seats = new ChooseSeatPage(page);
    await seats.open(session.performanceId, session.sessionId);
    await page.locator('[role=option][tabindex="0"]').focus();
    let sum = 0;
    const map = await seatMapOf(session.sessionId);
    const price = new Map(map.seats.map((s) => [s[0], map.ticketClasses.find((c) => c.id === s[7])!]));
    for (let i = 0; i < session.limitPerOrder; i++) {
      await seats.moveToFreeSeat();
      await page.keyboard.press('Enter');
      const c = price.get(Number(await seats.focusedSeat().getAttribute('data-id')))!;
      if (!c.pointOnly) sum += c.priceFen;
    }
    await expect(seats.selected).toHaveCount(session.limitPerOrder);
    await expect(seats.total).toContainText(yuan(sum));

    await seats.moveToFreeSeat();
    await page.keyboard.press('Enter');
    const limit = fill('zh-CN', 'chooseSeat.limit', { limit: session.limitPerOrder });
    await expect(page.getByTestId('toast').filter({ hasText: limit })).toBeVisible();
    await expect(seats.focusedSeat()).toHaveAttribute('aria-selected', 'false');
    await expect(seats.selected).toHaveCount(session.limitPerOrder);
  });

  test('greys out the seats the hall API reports taken, and they cannot be chosen', async ({ page }) => {
    const session = await mainHallOnSale();
    const status = await seatStatusOf(session.sessionId);
    expect(status.taken.length).toBeGreaterThan(0);
    const seats = new ChooseSeatPage(page);
    await seats.open(session.performanceId, session.sessionId);

    // Other journeys may hold seats of this session meanwhile: the map follows the hall API within a poll.
    const disabled = page.locator('[role=option][aria-disabled=true]');
    await expect
      .poll(async () => (await disabled.count()) - (await seatStatusOf(session.sessionId)).taken.length, { timeout: 12_000 })
      .toBe(0);
    const taken = seats.seat(status.taken[0]);
    await expect(taken).toHaveAttribute('aria-disabled', 'true');
    await expect(taken).toHaveAttribute('aria-label', /，已售出或已预订$/);
    // A click as a screen reader or a tap sends it: nothing is chosen.
    await taken.dispatchEvent('click');
    await expect(taken).toHaveAttribute('aria-selected', 'false');
    await expect(seats.selected).toHaveCount(0);
  });

  test('drops a chosen seat that someone else took, and says so', async ({ page }) => {
    const session = await mainHallOnSale();
    const seats = new ChooseSeatPage(page);
    await seats.open(session.performanceId, session.sessionId);
    await page.locator('[role=option][tabindex="0"]').focus();
    await seats.moveToFreeSeat();
    await page.keyboard.press('Enter');
    await expect(seats.selected).toHaveCount(1);
    const id = Number(await seats.focusedSeat().getAttribute('data-id'));

    // The next poll answers as if another member had just held it.
    await page.route('**/api/session/*/seat_status*', async (route) => {
      const response = await route.fetch();
      const body = await response.json();
      body.data = { taken: [...body.data.taken, id], version: `${body.data.version}+${id}` };
      await route.fulfill({ response, json: body });
    });
    await expect(page.getByTestId('toast').filter({ hasText: text('zh-CN', 'errors.seatTaken') })).toBeVisible({ timeout: 12_000 });
    await expect(seats.selected).toHaveCount(0);
    await expect(seats.seat(id)).toHaveAttribute('aria-disabled', 'true');
  });

  test('asks for the taken seats every 5 s while the page is seen, and not while it is hidden', async ({ page }, info) => {
    test.skip(info.project.name === 'phone', 'timing of the poll: the same on every screen');
    const session = await mainHallOnSale();
    const seats = new ChooseSeatPage(page);
    await seats.open(session.performanceId, session.sessionId);
    let polls = 0;
    page.on('request', (r) => r.url().includes(callPath(seatCalls.status, { id: session.sessionId })) && polls++);
    await page.waitForTimeout(11_000);
    expect(polls).toBeGreaterThanOrEqual(2);
    expect(polls).toBeLessThanOrEqual(3);

    await page.evaluate(() => {
      Object.defineProperty(document, 'visibilityState', { configurable: true, get: () => 'hidden' });
      document.dispatchEvent(new Event('visibilitychange'));
    });
    polls = 0;
    await page.waitForTimeout(11_000);
    expect(polls).toBe(0);
  });

  test('keeps the choice across a reload (a login reloads the page)', async ({ page }) => {
    const session = await mainHallOnSale();
    const seats = new ChooseSeatPage(page);
    await seats.open(session.performanceId, session.sessionId);
    await page.locator('[role=option][tabindex="0"]').focus();
    const name = await seats.moveToFreeSeat();
    await page.keyboard.press('Enter');
    await page.reload();
    await expect(seats.map).toHaveAttribute('data-ready', 'true');
    await expect(seats.selected).toHaveCount(1);
    await expect(seats.selected.first()).toContainText(placeOf(name, 'zh-CN'));
  });

  test('before the sale opens: coming soon with the start time, nothing choosable', async ({ page }) => {
    const session = await findSession((s) => s.hasSeatMap && s.saleStatus === 'coming_soon');
    const map = await seatMapOf(session.sessionId);
    const seats = new ChooseSeatPage(page);
    await seats.open(session.performanceId, session.sessionId);
    await expect(seats.saleNotice).toHaveAttribute('data-phase', 'coming_soon');
    await expect(seats.saleNotice).toContainText(text('zh-CN', 'chooseSeat.comingSoon'));
    const start = new Intl.DateTimeFormat('sv-SE', {
      timeZone: 'Asia/Shanghai',
      dateStyle: 'short',
      timeStyle: 'short',
    }).format(new Date(map.saleStartAt));
    await expect(seats.saleNotice).toContainText(start);
    await expect(page.locator('[role=option]:not([aria-disabled=true])')).toHaveCount(0);
    await seats.seats.first().dispatchEvent('click');
    await expect(seats.selected).toHaveCount(0);
    await expect(seats.buyNow).toBeDisabled();
  });

  test('a sold-out session says so', async ({ page }) => {
    const session = await findSession((s) => s.hasSeatMap && s.saleStatus === 'sold_out');
    const seats = new ChooseSeatPage(page);
    await seats.open(session.performanceId, session.sessionId);
    await expect(seats.saleNotice).toHaveAttribute('data-phase', 'sold_out');
    await expect(seats.saleNotice).toContainText(text('zh-CN', 'chooseSeat.soldOutNote'));
  });
});

for (const lang of LANGUAGES) {
  test.describe(`without a seat map (${lang})`, () => {
    test.use({ lang });

    test('ticket class and quantity within the limit, then a login to buy', async ({ page }) => {
      const session = await findSession((s) => !s.hasSeatMap && s.saleStatus === 'on_sale');
      const seats = new ChooseSeatPage(page);
      await seats.open(session.performanceId, session.sessionId, { map: false });
      await expect(seats.map).toHaveCount(0);
      await expect(seats.quantityClasses.first()).toBeVisible();
      await expect(page.getByTestId('order-limit')).toHaveText(fill(lang, 'chooseSeat.limitQuantity', { limit: session.limitPerOrder }));
      await expect(seats.buyNow).toBeDisabled();

      const row = seats.quantityClasses.first();
      const increase = row.getByTestId('quantity-increase');
      for (let i = 0; i < session.limitPerOrder && (await increase.isEnabled()); i++) await increase.click();
      const count = Number(await row.getByTestId('quantity-value').innerText());
      expect(count).toBeGreaterThan(0);
      if (count === session.limitPerOrder) {
        // At the limit every class stops growing.
        for (const b of await page.getByTestId('quantity-increase').all()) await expect(b).toBeDisabled();
      }
      await row.getByTestId('quantity-decrease').click();
      await expect(row.getByTestId('quantity-value')).toHaveText(String(count - 1));
      if (count === 1) await increase.click();

      // Buying is for members: a visitor gets the login overlay, the choice stays.
      await seats.buyNow.click();
      await expect(page.getByTestId('login-overlay')).toBeVisible();
      await expect(page).toHaveURL(/\/chooseSeat\?/);
    });
  });
}

accountTest.describe('buying from the seat map', () => {
  accountTest('a member adds seats to the cart, reads a refusal in the hall API’s words, and buys now', async ({ page }) => {
    const session = await mainHallOnSale();
    await registerMember(page.context().request, newPhone(), 'Seats2026ok');
    const refusal = text('zh-CN', 'errors.seatTaken');
    // The first add is refused as a lost race would be; the rest reach the hall API.
    let refuse = true;
    const bodies: unknown[] = [];
    await page.route(
      (url) => url.pathname === cartCalls.add.path,
      async (route) => {
        if (route.request().method() !== 'POST') return route.fallback();
        bodies.push(route.request().postDataJSON());
        if (!refuse) return route.fallback();
        refuse = false;
        await route.fulfill({ json: { code: 40000, subCode: null, subMsg: refusal, data: null } });
      },
    );
    const seats = new ChooseSeatPage(page);
    await seats.open(session.performanceId, session.sessionId);
    await page.locator('[role=option][tabindex="0"]').focus();
    await seats.moveToFreeSeat();
    await page.keyboard.press('Enter');
    const id = Number(await seats.focusedSeat().getAttribute('data-id'));
    await expect(seats.seat(id)).toHaveAttribute('aria-selected', 'true');

    // Refused: the hall API's words, and the taken seats asked for again at once.
    const poll = page.waitForRequest((r) => r.url().includes(callPath(seatCalls.status, { id: session.sessionId })));
    await seats.addToCart.click();
    await expect(page.getByTestId('toast').filter({ hasText: refusal })).toBeVisible();
    await poll;
    await expect(seats.selected).toHaveCount(1);

    // Accepted: the cart holds the seat, the header hears of it, and the choice is done.
    await page.evaluate(() => window.addEventListener('hall:cart-changed', () => document.body.setAttribute('data-cart-changed', '1')));
    await seats.addToCart.click();
    await expect(page.getByTestId('toast').filter({ hasText: text('zh-CN', 'chooseSeat.addedToCart') })).toBeVisible();
    await expect(page.locator('body')).toHaveAttribute('data-cart-changed', '1');
    await expect(seats.selected).toHaveCount(0);
    expect(bodies).toEqual([
      { sessionId: session.sessionId, seatIds: [id] },
      { sessionId: session.sessionId, seatIds: [id] },
    ]);
    const cart = await callOf(page.context().request, cartCalls.read, {});
    expect(cart.goodsTotalCount).toBeGreaterThanOrEqual(1);

    await page.locator('[role=option][tabindex="0"]').focus();
    await seats.moveToFreeSeat();
    await page.keyboard.press('Enter');
    const second = await seats.focusedSeat().getAttribute('data-id');
    await seats.buyNow.click();
    await expect(page).toHaveURL(new RegExp(`/settlementOrder\\?sessionId=${session.sessionId}&seats=${second}(&|$)`));
  });
});
