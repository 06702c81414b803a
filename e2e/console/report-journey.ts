// Reports and cancelling a session in the browser: two members pay for seats of the session the editor
// published; the box-office clerk finds it among the reports, reads its classes, money and daily chart, downloads
// the Excel export, then cancels the session; the progress runs to the end, the members' orders read refunded and
// each has the cancellation's letter and the refund's.
import ExcelJS from 'exceljs';
import { expect, request, type Page } from '@playwright/test';
import { callOf, HALL, newPhone, registerMember, SAME_ORIGIN } from '../support/accounts';
import { placeOrder } from '../support/orders';
import { ready } from './console-steps';
import type { Published } from './publish-journey';
import { orderCalls, payCalls } from '@/lib/contract/order-calls';
import { memberLetterCalls } from '@/lib/contract/member-calls';

/** A new member (in a request context of their own) who buys one seat and pays at the sandbox cashier. */
async function paidBuyer(sessionId: number) {
  const member = await request.newContext({ baseURL: SAME_ORIGIN.origin });
  await registerMember(member, newPhone(), 'Concert2026');
  const order = await placeOrder(member, sessionId, 1);
  const start = await callOf(member, payCalls.alipay, { body: { orderId: order.orderId } });
  // Alipay's cashier is a page the payer is sent to.
  expect(start.kind).toBe('redirect');
  const trade = (start as { url: string }).url.split('/').pop()!;
  expect((await member.fetch(`${HALL}/api/dev/cashier/${trade}/pay`, { method: 'POST', maxRedirects: 0 })).status()).toBe(303);
  return { member, order };
}

export async function reportAndCancel(page: Page, published: Published, checkAccessibility: () => Promise<void>) {
  const buyers = [await paidBuyer(published.sessionId), await paidBuyer(published.sessionId)];

  await page.getByTestId('console-nav-reports').click();
  await expect(page).toHaveURL(/\/console\/reports$/);
  await ready(page);
  await page.getByLabel('Find by performance title').fill(published.enTitle);
  await page.getByRole('button', { name: 'Find', exact: true }).click();
  const row = page.getByTestId(`report-session-${published.sessionId}`);
  await expect(row).toContainText('2 of');
  await checkAccessibility();
  await row.getByRole('link').click();
  await expect(page).toHaveURL(new RegExp(`/console/reports/${published.sessionId}$`));
  await ready(page);
  await expect(page.getByTestId('report-title')).toHaveText(published.enTitle);
  const zoneA = page.getByTestId('report-class').filter({ hasText: 'Zone A' });
  await expect(zoneA).toContainText('¥180');
  await expect(zoneA.locator('td').nth(1)).toHaveText('2');
  await expect(page.getByTestId('report-providers')).toContainText('Alipay');
  await expect(page.getByTestId('report-providers')).toContainText('¥360');
  await expect(page.getByTestId('daily-chart').locator('svg')).toBeVisible();
  await checkAccessibility();

  // The export: an Excel workbook with the same figures.
  const saving = page.waitForEvent('download');
  await page.getByTestId('report-export').click();
  const download = await saving;
  expect(download.suggestedFilename()).toMatch(new RegExp(`^session-${published.sessionId}-\\d{4}-\\d{2}-\\d{2}\\.xlsx$`));
  const book = new ExcelJS.Workbook();
  await book.xlsx.readFile(await download.path());
  const classes = book.getWorksheet('Ticket classes')!;
  expect(classes.getRow(2).getCell(1).value).toBe('Zone A');
  expect(classes.getRow(2).getCell(3).value).toBe(2);

  // Cancelled: the reasons are required, then a confirmation, then the refunds run to the end.
  await page.getByTestId('cancel-session-submit').click();
  await expect(page.getByText('Give the reason (at least 2 characters)').first()).toBeVisible();
  await page.getByLabel('Reason, in Chinese (told to members)').fill('主演因病无法演出');
  await page.getByLabel('Reason, in English').fill('the soloist is ill');
  await page.getByTestId('cancel-session-submit').click();
  await expect(page.getByTestId('cancel-session-confirm')).toBeVisible();
  await checkAccessibility();
  await page.getByTestId('cancel-session-confirm-confirm').click();
  await expect(page.getByTestId('cancellation-state')).toHaveAttribute('data-state', 'done', { timeout: 30_000 });
  await expect(page.getByTestId('cancellation-state')).toContainText('2 orders refunded, ¥360 in all');
  await checkAccessibility();

  for (const { member, order } of buyers) {
    const view = await callOf(member, orderCalls.detail, { query: { id: order.orderId } });
    expect(view).toMatchObject({ status: 'cancelled', refundState: 'refunded', cancelReason: 'hall' });
    const letters = await callOf(member, memberLetterCalls.list, { query: {} });
    expect(letters.list.map((l) => l.title).sort()).toEqual(['演出场次取消通知', '退款已原路退回']);
    await member.dispose();
  }
}
