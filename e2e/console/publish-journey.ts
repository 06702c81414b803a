// Publishing in the browser: a content editor creates a performance as a draft with a poster they upload,
// adds a session, a class with its price and the seats of an area; publishes; the public detail and list show it in
// both languages within 5 s, and a member buys a seat of it. Then rich text sent with a script, an event handler and
// a javascript: link reaches the public page clean, and nothing of it runs there.
import { expect, type APIRequestContext, type Page } from '@playwright/test';
import { toHallInput } from '../../lib/hall-time';
import { callOf, newPhone, registerMember, SAME_ORIGIN } from '../support/accounts';
import { placeOrder } from '../support/orders';
import { ready } from './console-steps';
import { orderCalls } from '@/lib/contract/order-calls';
import { callPath } from '@/lib/contract/call';
import { staffPublishingCalls } from '@/lib/contract/staff-publishing-calls';

const SITE = SAME_ORIGIN.origin;
const HOUR = 3_600_000;

/** A poster as the hall's designer would export it: a PNG, drawn here by the browser itself. */
async function posterPng(page: Page, title: string): Promise<Buffer> {
  const studio = await page.context().newPage();
  await studio.setContent(
    `<div id="poster" style="width:300px;height:420px;display:flex;flex-direction:column;justify-content:flex-end;padding:24px;box-sizing:border-box;
      background:linear-gradient(160deg,#1c1917,#7f1d1d 60%,#b45309);color:#fff;font-family:'Noto Serif CJK SC',serif">
      <div style="font-size:30px;line-height:1.2">${title}</div><div style="margin-top:8px;font-size:16px;opacity:.8">Winter Strings · 室内乐</div></div>`,
  );
  const png = await studio.locator('#poster').screenshot();
  await studio.close();
  return png;
}

/** The public page's HTML in a language, as a visitor's browser gets it (no cookie but the language). */
const publicHtml = async (path: string, language: 'zh-CN' | 'en-US') =>
  (await fetch(`${SITE}${path}`, { headers: { cookie: `language=${language}` } })).text();

/** What the editor published, for the box office's journey that follows. */
export type Published = { performanceId: number; sessionId: number; title: string; enTitle: string };

export async function publishAPerformance(page: Page, api: APIRequestContext, checkAccessibility: () => Promise<void>): Promise<Published> {
  const stamp = Date.now() % 1_000_000;
  const title = `冬夜弦乐四重奏 ${stamp}`;
  const enTitle = `Winter Night Quartets ${stamp}`;

  await page.getByTestId('performance-new').click();
  await expect(page).toHaveURL(/\/console\/performances\/new$/);
  await ready(page);
  await page.getByTestId('performance-genreId').selectOption({ index: 2 });
  await page.getByTestId('performance-hallId').selectOption({ index: 2 });
  const hallId = await page.getByTestId('performance-hallId').inputValue();
  const genreId = await page.getByTestId('performance-genreId').inputValue();
  await page.getByTestId('performance-mainTitle').fill(title);
  await page.getByTestId('performance-enMainTitle').fill(enTitle);
  await page.getByTestId('performance-subtitle').fill('海顿《皇帝》与德彪西');
  await page.getByTestId('performance-enSubtitle').fill('Haydn’s “Emperor” and Debussy');
  await page.getByTestId('performance-intro').click();
  await page.keyboard.type('四位演奏家带来海顿的《皇帝》四重奏。');
  await page.getByTestId('performance-enIntro').click();
  await page.keyboard.type('Four players bring Haydn’s “Emperor” quartet.');
  await page.getByTestId('performance-artists-add').click();
  await page.getByTestId('performance-artists-0-name').fill('林溪');
  await page.getByTestId('performance-artists-0-enName').fill('Lin Xi');
  await page.getByTestId('performance-artists-0-role').fill('第一小提琴');
  await page.getByTestId('performance-artists-0-enRole').fill('First violin');
  // Nothing chosen for the poster yet: the form says so, and nothing is created.
  await page.getByTestId('performance-save').click();
  await expect(page.getByTestId('form-error')).toHaveText('请修改标出的内容');
  await page
    .getByTestId('performance-poster')
    .setInputFiles({ name: 'poster.png', mimeType: 'image/png', buffer: await posterPng(page, title) });
  await expect(page.getByTestId('performance-poster-preview')).toHaveAttribute('src', /^\/files\/[0-9a-f]{64}\.png$/);
  await page.getByTestId('performance-saleStartAt').fill(toHallInput(new Date(Date.now() - HOUR).toISOString()));
  await page.getByTestId('performance-save').click();
  await expect(page).toHaveURL(/\/console\/performances\/\d+\?created=1$/);
  const id = Number(/performances\/(\d+)/.exec(page.url())![1]);
  await ready(page);

  // A draft is not public.
  expect(await publicHtml(`/showDetails?id=${id}`, 'zh-CN')).not.toContain(title);

  // A session ten days out at 19:30, hall time.
  const start = new Date(Date.now() + 10 * 24 * HOUR);
  const day = toHallInput(start.toISOString()).slice(0, 10);
  await page.getByTestId('session-new-startTime').fill(`${day}T19:30`);
  await page.getByTestId('session-new-endTime').fill(`${day}T21:30`);
  await page.getByTestId('session-new-save').click();
  const open = page.locator('[data-testid^="session-open-"]');
  await expect(open).toHaveCount(1);
  await checkAccessibility();
  await open.click();
  await expect(page).toHaveURL(/\/console\/sessions\/\d+$/);
  const sessionId = Number(/sessions\/(\d+)/.exec(page.url())![1]);
  await ready(page);
  await expect(page.getByTestId('session-heading')).toContainText('19:30');

  // A class and its price; then the first area's rows are its seats.
  await page.getByTestId('class-new-name').fill('A 区');
  await page.getByTestId('class-new-enName').fill('Zone A');
  await page.getByTestId('class-new-price').fill('180');
  await page.getByTestId('class-new-save').click();
  await expect(page.getByTestId('ticket-classes')).toContainText('180');
  await expect(page.getByTestId('seat-assignment')).toBeVisible();
  await page.getByTestId('assign-submit').click();
  await expect(page.getByTestId('form-success')).toContainText('已分配');
  await expect(page.locator('[data-testid^="seat-count-"]').first()).not.toContainText('· 0 座');
  await checkAccessibility();

  // Published: the public detail and list show it within 5 s, in both languages.
  await page.getByTestId('session-back').click();
  await ready(page);
  await page.getByTestId('performance-visible').check();
  await page.getByTestId('performance-save').click();
  await expect(page.getByTestId('form-success')).toHaveText('已保存，网站几秒内更新');
  const published = Date.now();
  const within5s = { timeout: 5_000, intervals: [250, 500] };
  const list = `/showByTickets?activeType=0&hallId=${hallId}&genreId=${genreId}`;
  await expect.poll(() => publicHtml(`/showDetails?id=${id}`, 'zh-CN'), within5s).toContain(title);
  await expect.poll(() => publicHtml(`/showDetails?id=${id}`, 'en-US'), within5s).toContain(enTitle);
  await expect.poll(() => publicHtml(list, 'zh-CN'), within5s).toContain(title);
  await expect.poll(() => publicHtml(list, 'en-US'), within5s).toContain(enTitle);
  const fresh = Date.now() - published;
  expect(fresh).toBeLessThan(5_000);
  // The figure itself, for the run's log: how long after the save both languages' detail and list showed it.
  console.log(`published → public detail and list in both languages: ${fresh} ms`);

  // A member buys a seat of it.
  await registerMember(api, newPhone(), 'Concert2026');
  const order = await placeOrder(api, sessionId, 2);
  const detail = await callOf(api, orderCalls.detail, { query: { id: order.orderId } });
  expect(detail.payFen).toBe(36_000);

  // Rich text sent by hand with a script, an event handler and a javascript: link: stored clean, inert in public.
  // The browser's own fetch (the console's cookie), so the address is worked out here and handed in; the
  // performance is read and changed at the same one.
  const address = callPath(staffPublishingCalls.updatePerformance, { id });
  await page.evaluate(async (at) => {
    const current = await (await fetch(at)).json();
    const { id: _id, sessions: _s, ...fields } = current.data;
    const dirty =
      '<p onmouseover="window.__pwned=1">曲目介绍</p><script>window.__pwned=2</script><img src="/nope.png" onerror="window.__pwned=3">' +
      '<a href="javascript:window.__pwned=4" data-testid="evil-link">点此</a>';
    await fetch(at, {
      method: 'PUT',
      headers: { 'content-type': 'application/json' },
      body: JSON.stringify({ ...fields, intro: dirty }),
    });
  }, address);
  await expect.poll(() => publicHtml(`/showDetails?id=${id}`, 'zh-CN'), within5s).toContain('曲目介绍');
  await page.goto(`/showDetails?id=${id}`);
  const intro = page.getByText('曲目介绍');
  await intro.hover();
  await page.getByText('点此').click();
  await expect(page).toHaveURL(new RegExp(`/showDetails\\?id=${id}`));
  expect(await page.evaluate(() => (window as unknown as { __pwned?: number }).__pwned)).toBeUndefined();
  const html = await publicHtml(`/showDetails?id=${id}`, 'zh-CN');
  expect(html).not.toMatch(/__pwned|onmouseover|onerror|javascript:window/);
  return { performanceId: id, sessionId, title, enTitle };
}
