import { request, type APIRequestContext } from '@playwright/test';
import { test, expect } from '../accounts/fixtures';
import { text, type Lang } from '../pages/language';
import { open } from '../pages/site';
import { staffSession } from '../../bench/staff-session';
import { HALL, SAME_ORIGIN, callOf, expireOrder, newAddress, newPhone, registerMember, devCallOf } from '../support/accounts';
import { payInSandbox } from '../support/orders';
import { E2E_ADMINS, E2E_STAFF_PASSWORD } from '../support/staff';
import { stockSession, type StockSession } from '../support/stock-session';
import { waitingListCalls } from '@/lib/contract/waiting-list';
import { orderCalls } from '@/lib/contract/order-calls';
import { devCalls } from '@/lib/contract/dev-calls';

// The waiting list as members meet it: a class sells out; a member joins its line on the ticket page;
// an unpaid order runs out (the sandbox's clock) and its two tickets come back; the member is offered one, buys
// it through the ordinary settlement and pays; the second member's offer lapses and passes to the third. In
// Chinese on phones and in English on desktops: a journey of five members, not four times over.
const PASSWORD = 'Concert2026';

/** A member of their own, signed up through the BFF from an address of their own, for the calls around the page. */
async function member(baseURL: string): Promise<APIRequestContext> {
  const api = await request.newContext({ baseURL, extraHTTPHeaders: { 'x-forwarded-for': newAddress(), ...SAME_ORIGIN } });
  await registerMember(api, newPhone(), PASSWORD);
  return api;
}

const mine = (api: APIRequestContext) => callOf(api, waitingListCalls.mine, { query: {} });

for (const [lang, project] of [
  ['zh-CN', 'phone'],
  ['en-US', 'desktop'],
] as [Lang, 'phone' | 'desktop'][]) {
  test.describe(`the waiting list (${lang})`, () => {
    test.use({ lang });

    test('join a sold-out class, be offered a returned ticket, buy it; a lapsed offer passes on', async ({ page, api, baseURL }, info) => {
      test.skip(info.project.name !== project, `runs on ${project} in ${lang}`);
      test.setTimeout(150_000);
      const staff = await staffSession(
        HALL,
        E2E_ADMINS[project === 'phone' ? 'waitingPhone' : 'waitingDesktop'].username,
        E2E_STAFF_PASSWORD,
      );
      const n = Date.now() % 100_000;
      const session: StockSession = await stockSession(staff, { stock: 2, title: `候补之夜 ${n}`, enTitle: `A waiting-list night ${n}` });
      const { sessionId, ticketClassId } = session;

      // Both tickets held by an order that will not be paid: the class is sold out.
      const holder = await member(baseURL!);
      const held = await callOf(holder, orderCalls.place, {
        body: {
          lines: { sessionId, classes: [{ ticketClassId, quantity: 2 }] },
        },
      });

      await registerMember(api, newPhone(), PASSWORD);
      // The page's member: the same account as `api` (the fixture's visitor shares its cookies with the browser).
      await page.context().addCookies((await api.storageState()).cookies);
      await open(page, `/chooseSeat?id=${session.performanceId}&sessionId=${sessionId}`);
      const join = page.getByTestId('waiting-join');
      await expect(join).toBeVisible();
      await expect(join.getByRole('heading')).toHaveText(text(lang, 'waitingList.joinHeading'));
      await join.getByTestId('waiting-submit').click();
      await expect(join.getByTestId('waiting-state')).toContainText(text(lang, 'waitingList.seeMine'));

      // Two more members in line after the first, through the same call.
      const [second, third] = [await member(baseURL!), await member(baseURL!)];
      for (const m of [second, third]) await callOf(m, waitingListCalls.join, { body: { sessionId, ticketClassId, quantity: 1 } });

      // The holder's order runs out: its two tickets come back and go to the first two in line.
      expect(await expireOrder(held.orderNo)).toEqual({ outcome: 'released' });
      await open(page, '/waitingList');
      const entry = page.getByTestId('waiting-entry').first();
      await expect(entry).toHaveAttribute('data-status', 'offered');
      await expect(entry.getByTestId('waiting-status')).toHaveText(text(lang, 'waitingList.status.offered'));
      expect((await mine(second))[0].status).toBe('offered');
      expect((await mine(third))[0]).toMatchObject({ status: 'waiting', place: 1 });

      // Bought through the ordinary settlement and paid at the sandbox cashier.
      await entry.getByTestId('waiting-buy').click();
      await expect(page).toHaveURL((url) => url.pathname === '/settlementOrder' && url.searchParams.has('offerId'));
      await page.getByTestId('settlement-submit').click();
      await expect(page).toHaveURL((url) => url.pathname === '/confirmOrder');
      const orderId = Number(new URL(page.url()).searchParams.get('orderId'));
      await payInSandbox(page, api, orderId);
      expect((await callOf(api, orderCalls.detail, { query: { id: orderId } })).status).toBe('issued');
      await open(page, '/waitingList');
      await expect(page.getByTestId('waiting-entry').first()).toHaveAttribute('data-status', 'bought');

      // The second member lets the offer go: the ticket passes to the third.
      const [offer] = await mine(second);
      expect(await devCallOf(devCalls.lapseOffer, { body: { id: offer.id } })).toEqual({ lapsed: true });
      expect((await mine(second))[0].status).toBe('lapsed');
      expect((await mine(third))[0].status).toBe('offered');
      for (const m of [holder, second, third]) await m.dispose();
    });
  });
}
