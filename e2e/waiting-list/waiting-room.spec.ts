import { request, type Browser, type Page } from '@playwright/test';
import { test, expect } from '../accounts/fixtures';
import { text, type Lang } from '../pages/language';
import { staffSession } from '../../bench/staff-session';
import { HALL, SAME_ORIGIN, newAddress, newPhone, registerMember } from '../support/accounts';
import { E2E_ADMINS, E2E_STAFF_PASSWORD } from '../support/staff';
import { stockSession } from '../support/stock-session';
import { waitingRoomCalls } from '@/lib/contract/waiting-room';
import { orderCalls } from '@/lib/contract/order-calls';

// The waiting room of an on-sale as visitors meet it: the box office turns the room on with the opening
// some twenty seconds ahead; visitors who open the session's seat map land in the room and see the countdown; at the
// opening they are put in a random order and let in at the configured rate (six a minute: one at the opening, one
// every ten seconds after), so one of them sees their place fall, is let in and reaches the seat map. Without a pass
// the order call is refused, by the BFF and by the hall API itself. In Chinese on phones and in English on desktops.
const PASSWORD = 'Concert2026';
const OPENS_IN_MS = 25_000;

/** A visitor of their own in a browser: their own cookies, their own address. */
async function visitor(browser: Browser, baseURL: string, lang: Lang): Promise<Page> {
  const context = await browser.newContext({ baseURL, extraHTTPHeaders: { 'x-forwarded-for': newAddress() } });
  await context.addCookies([{ name: 'language', value: lang, url: baseURL }]);
  return context.newPage();
}

const room = (page: Page) => page.getByTestId('waiting-room');
const placeOf = async (page: Page) => Number(await page.getByTestId('waiting-room-place').getAttribute('data-place'));

for (const [lang, project] of [
  ['zh-CN', 'phone'],
  ['en-US', 'desktop'],
] as [Lang, 'phone' | 'desktop'][]) {
  test.describe(`the waiting room (${lang})`, () => {
    test.use({ lang });

    test('wait for the opening, see the place fall, be let in to the seat map; no order without a pass', async ({
      page,
      browser,
      baseURL,
      checkAccessibility,
    }, info) => {
      test.skip(info.project.name !== project, `runs on ${project} in ${lang}`);
      test.setTimeout(150_000);
      const staff = await staffSession(HALL, E2E_ADMINS[project === 'phone' ? 'roomPhone' : 'roomDesktop'].username, E2E_STAFF_PASSWORD);
      const n = Date.now() % 100_000;
      const { performanceId, sessionId, ticketClassId } = await stockSession(staff, {
        stock: 20,
        title: `开票之夜 ${n}`,
        enTitle: `An on-sale night ${n}`,
      });
      const opensAt = new Date(Date.now() + OPENS_IN_MS);
      const settings = { enabled: true, opensAt: opensAt.toISOString(), admitPerMinute: 6, maxActive: 100, stayMinutes: 5 };
      await staff(waitingRoomCalls.updateSession, { params: { id: sessionId }, body: settings });

      // Three visitors open the seat map before the opening and land in the room, counting down.
      const seatMap = `/chooseSeat?id=${performanceId}&sessionId=${sessionId}`;
      const visitors = [page, await visitor(browser, baseURL!, lang), await visitor(browser, baseURL!, lang)];
      for (const v of visitors) {
        await expect(async () => {
          await v.goto(seatMap);
          await expect(v).toHaveURL((url) => url.pathname === '/waitingRoom' && url.searchParams.get('sessionId') === String(sessionId));
        }).toPass({ timeout: 15_000 });
        await expect(room(v)).toHaveAttribute('data-state', 'before');
        await expect(v.getByTestId('waiting-room-countdown')).toHaveText(/^\d{2}:\d{2}$/);
      }
      await expect(page.getByRole('heading', { level: 2 })).toHaveText(text(lang, 'waitingRoom.beforeHeading'));
      await checkAccessibility();
      expect(Date.now()).toBeLessThan(opensAt.getTime());

      // At the opening one is let in and the other two wait, at places 1 and 2 in the order drawn.
      for (const v of visitors) await expect(room(v)).not.toHaveAttribute('data-state', 'before', { timeout: OPENS_IN_MS + 10_000 });
      const waiting: Page[] = [];
      for (const v of visitors) if ((await room(v).getAttribute('data-state')) === 'waiting') waiting.push(v);
      expect(waiting.length).toBeGreaterThanOrEqual(2);
      const places = await Promise.all(waiting.map(placeOf));
      const last = waiting[places.indexOf(Math.max(...places))];
      const first = Math.max(...places);
      expect(first).toBeGreaterThanOrEqual(2);
      await expect(last.getByTestId('waiting-room-wait')).not.toBeEmpty();
      if (last === page) await checkAccessibility();

      // The last one's place falls as the others are let in, then it is their turn, and on to the seat map.
      await expect(last.getByTestId('waiting-room-place')).toHaveAttribute('data-place', String(first - 1), { timeout: 20_000 });
      await expect(room(last)).toHaveAttribute('data-state', 'admitted', { timeout: 30_000 });
      await expect(last.getByTestId('waiting-room-admitted')).toHaveText(text(lang, 'waitingRoom.admittedHeading'));
      await expect(last).toHaveURL((url) => url.pathname === '/chooseSeat', { timeout: 10_000 });
      await expect(last.getByTestId('choose-seat-title')).toHaveText(lang === 'zh-CN' ? `开票之夜 ${n}` : `An on-sale night ${n}`);

      // The box office sees the room as it stands.
      const stands = await staff(waitingRoomCalls.session, { params: { id: sessionId } });
      expect(stands.counts.inside).toBeGreaterThanOrEqual(first);

      // A member without a pass: refused by the BFF, and by the hall API when asked directly with their token.
      const member = await request.newContext({
        baseURL,
        extraHTTPHeaders: { 'x-forwarded-for': newAddress(), language: lang, ...SAME_ORIGIN },
      });
      await registerMember(member, newPhone(), PASSWORD);
      const order = { lines: { sessionId, classes: [{ ticketClassId, quantity: 1 }] } };
      const refused = await (await member.post(orderCalls.place.path, { data: order })).json();
      expect(refused).toMatchObject({ code: 40000, subMsg: text(lang, 'errors.roomPassRequired') });
      const token = await memberToken(member);
      const direct = await fetch(`${HALL}${orderCalls.place.path}`, {
        method: 'POST',
        headers: { 'content-type': 'application/json', access_token: token, language: lang },
        body: JSON.stringify(order),
      });
      expect(await direct.json()).toMatchObject({ code: 40000, subMsg: text(lang, 'errors.roomPassRequired') });
      for (const v of visitors.slice(1)) await v.context().close();
      await member.dispose();
    });
  });
}

/** The member's hall API token, from the sealed login cookie (as e2e/accounts/security.spec.ts reads it). */
async function memberToken(api: Awaited<ReturnType<typeof request.newContext>>): Promise<string> {
  const { unsealData } = await import('iron-session');
  const cookie = (await api.storageState()).cookies.find((c) => c.name === 'hall_session');
  return (await unsealData<{ token: string }>(cookie!.value, { password: process.env.SESSION_PASSWORD! })).token;
}
