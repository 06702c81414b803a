import os from 'node:os';
import path from 'node:path';
import { chromium, type APIRequestContext } from '@playwright/test';
import { test, expect } from '../accounts/fixtures';
import { text } from '../pages/language';
import { callOf, newPhone, registerMember } from '../support/accounts';
import { payInSandbox, placeOrder } from '../support/orders';
import { writeQrVideo } from '../support/fake-camera';
import { axeFindings, describeFindings } from '../support/axe';
import { E2E_ADMINS, E2E_STAFF_PASSWORD } from '../support/staff';
import { signIn } from './console-steps';
import { performanceCalls } from '@/lib/contract/performance-calls';
import { orderCalls } from '@/lib/contract/order-calls';

// At the door, on a phone whose camera (Chromium's fake capture) shows a member's ticket:
// the door account chooses the ticket's session and entrance, opens the camera: the ticket is admitted, with its
// seat; still in front of the lens a few seconds later it reads "already admitted" with the time and entrance; a
// ticket of another session, typed, is refused; the live count says 1; with the network gone a scan says so and
// admits nobody; the member's order shows the ticket used.

/** Two seated sessions on sale, of two performances without real names. */
async function twoSessions(api: APIRequestContext): Promise<number[]> {
  const list = await callOf(api, performanceCalls.list, { query: { activeType: 0, pageSize: 50 } });
  const found: number[] = [];
  for (const item of list.list.filter((p) => p.saleStatus === 'on_sale')) {
    const project = await callOf(api, performanceCalls.detail, { params: { id: item.id } });
    const session = project.realName ? null : project.sessions.find((s) => s.hasSeatMap && s.saleStatus === 'on_sale');
    if (session) found.push(session.id);
    if (found.length === 2) return found;
  }
  throw new Error('fewer than two seated sessions on sale');
}

test('a door scans a ticket with the camera: admitted, then already admitted; another session’s ticket refused', async ({
  page,
  baseURL,
}, testInfo) => {
  test.skip(testInfo.project.name !== 'phone', 'the door works on a phone');
  test.setTimeout(120_000);

  // A member with a ticket of one session, and one of another.
  await registerMember(page.request, newPhone(), 'Concert2026');
  const [here, elsewhere] = await twoSessions(page.request);
  const tickets = [];
  for (const sessionId of [here, elsewhere]) {
    const order = await placeOrder(page.request, sessionId, 1);
    await payInSandbox(page, page.request, order.orderId);
    tickets.push(await callOf(page.request, orderCalls.detail, { query: { id: order.orderId } }));
  }
  const [ticket, other] = tickets;
  const code = ticket.items[0].ticketCode!;

  // The door's phone, its camera showing the ticket's QR code.
  const video = path.join(os.tmpdir(), `door-${process.pid}-${Date.now()}.y4m`);
  writeQrVideo(code, video);
  const browser = await chromium.launch({
    executablePath: '/usr/bin/chromium',
    args: ['--use-fake-device-for-media-stream', '--use-fake-ui-for-media-stream', `--use-file-for-fake-video-capture=${video}`],
  });
  const context = await browser.newContext({ baseURL, viewport: { width: 375, height: 812 }, isMobile: true, hasTouch: true });
  await context.grantPermissions(['camera']);
  await context.addCookies([{ name: 'language', value: 'zh-CN', url: baseURL! }]);
  const door = await context.newPage();
  await door.goto('/console/checkin');
  await signIn(door, 'zh-CN', E2E_ADMINS.door.username, E2E_STAFF_PASSWORD);
  await expect(door).toHaveURL(/\/console\/checkin$/);

  const day = new Intl.DateTimeFormat('en-CA', { timeZone: 'Asia/Shanghai' }).format(new Date(ticket.subject.startTime!));
  await door.getByLabel(text('zh-CN', 'console.checkin.date')).fill(day);
  await door.getByLabel(text('zh-CN', 'console.checkin.session')).selectOption(`session:${here}`);
  await door.getByLabel(text('zh-CN', 'console.checkin.device')).fill('手机 1');
  await door.getByLabel(text('zh-CN', 'console.checkin.entrance')).fill('东门');
  await door.getByTestId('qr-camera').click();

  const result = door.getByTestId('door-result');
  await expect(result).toHaveAttribute('data-result', 'admitted', { timeout: 20_000 });
  await expect(result).toContainText(text('zh-CN', 'console.checkin.result.admitted'));
  await expect(door.getByTestId('door-seat')).toContainText(`${ticket.items[0].seat!.row}排`);
  await expect(door.getByTestId('door-count-admitted')).toContainText('1 /');
  expect(describeFindings(await axeFindings(door, testInfo, { always: true }))).toBe('');
  // Still in front of the lens: read again after a few seconds, and told it is already in, when and where.
  await expect(result).toHaveAttribute('data-result', 'already', { timeout: 15_000 });
  await expect(door.getByTestId('door-already')).toContainText('东门（手机 1）');

  // Another session's ticket, typed as printed: refused.
  await door.getByRole('button', { name: text('zh-CN', 'console.camera.cameraOff') }).click();
  await door.getByLabel(text('zh-CN', 'console.checkin.typed')).fill(other.items[0].ticketCode!.replace(/(.{4})/g, '$1 '));
  await door.getByTestId('door-check').click();
  await expect(result).toHaveAttribute('data-result', 'wrongSession');
  await expect(result).toContainText(text('zh-CN', 'console.checkin.result.wrongSession'));
  await expect(door.getByTestId('door-count-admitted')).toContainText('1 /');

  // The network drops: the scan says the box office could not be reached, and shows no admission it did not get.
  await door.route('**/api/staff/door/scan', (route) => route.abort('internetdisconnected'));
  await door.getByLabel(text('zh-CN', 'console.checkin.typed')).fill(other.items[0].ticketCode!);
  await door.getByTestId('door-check').click();
  await expect(result).toHaveAttribute('data-result', 'offline');
  await expect(result).toContainText(text('zh-CN', 'console.checkin.offline'));
  await browser.close();

  // The member's order: the ticket used.
  await page.goto(`/myOrder?orderId=${ticket.id}`);
  await expect(page.getByTestId('ticket-used')).toBeVisible();
});
