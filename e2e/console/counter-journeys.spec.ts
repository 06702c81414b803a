import type { APIRequestContext, Page } from '@playwright/test';
import { test, expect } from '../accounts/fixtures';
import { text } from '../pages/language';
import { open } from '../pages/site';
import { callOf, HALL, logIn, newIdCard, newPhone, registerMember } from '../support/accounts';
import { payInSandbox, placeOrder, saleSession } from '../support/orders';
import { E2E_ADMINS, E2E_STAFF_PASSWORD } from '../support/staff';
import { signIn } from './console-steps';
import { visitCalls } from '@/lib/contract/visit-calls';
import { receiverCalls } from '@/lib/contract/member-calls';
import { invoiceCalls } from '@/lib/contract/order-calls';
import { goodsCalls, pointOrderCalls } from '@/lib/contract/shop-calls';

// The counter's journeys in the staff console (desktop, one administrator for the whole file): the box office
// confirms a member's group visit intention and the member reads the date and time on /reservationOrder; a visitor's
// entry code typed at the door of its slot lets them in and the member's booking reads visited; a points-shop parcel
// shipped with its waybill shows the sandbox carrier's events to the member; a café voucher is handed over once.
const PASSWORD = 'Concert2026';
/** The demo member with points kept for this journey (the shop's own journeys use two others). */
const SHOPPER = '13800000006';
const LANG = 'zh-CN';
const ymd = (days: number) =>
  new Intl.DateTimeFormat('en-CA', { timeZone: 'Asia/Shanghai' }).format(new Date(Date.now() + days * 86_400_000));

test.use({ lang: LANG });

/** The sandbox carrier's next event (its development route, reached on the hall API directly). */
async function advanceParcel(orderId: number) {
  const res = await fetch(`${HALL}/api/dev/express/advance`, {
    method: 'POST',
    headers: { 'content-type': 'application/json' },
    body: JSON.stringify({ orderId }),
  });
  if (!res.ok) throw new Error(`advance: ${res.status}`);
}

async function goodsNamed(api: APIRequestContext, type: 0 | 1, name: string) {
  const list = await callOf(api, goodsCalls.list, { query: { type, pageSize: 50 } });
  return list.list.find((g) => g.name === name)!;
}

/** A group intention confirmed in the console reaches the member. */
async function groupConfirmed(page: Page) {
  const api = page.context().request;
  await registerMember(api, newPhone(), PASSWORD);
  const group = await callOf(api, visitCalls.groupIntention, {
    body: {
      unitName: '钱塘外国语学校',
      contactName: '陈老师',
      phone: '13900002222',
      email: 'chen@example.com',
      visitorCount: 36,
      period: 'afternoon',
      dateFrom: ymd(9),
      dateTo: ymd(14),
      invoice: 'none',
      notesAccepted: true,
    },
  });

  await page.goto('/console/visits/groups');
  const item = page.getByTestId(`group-intention-${group.id}`);
  await expect(item).toContainText('钱塘外国语学校');
  await item.getByLabel(text(LANG, 'console.visits.decide.date')).fill(ymd(11));
  await expect(item.getByLabel(text(LANG, 'console.visits.decide.time'))).toHaveValue('14:00');
  await item.getByTestId(`group-${group.id}-send`).click();
  await expect(item).toHaveCount(0);
  await page.getByRole('radio', { name: text(LANG, 'console.visits.groups.filters.all') }).click();
  await expect(page.getByTestId(`group-intention-${group.id}-answer`)).toContainText(`${ymd(11)} 14:00`);

  await open(page, '/reservationOrder');
  const card = page.locator(`[data-testid="visit-group"][data-group-id="${group.id}"]`);
  await expect(card.getByTestId('visit-group-answer')).toContainText(`${ymd(11)} 14:00`);
}

/** A visitor's entry code at the door of its slot: admitted, and the booking reads visited. */
async function visitorAdmitted(page: Page) {
  const api = page.context().request;
  await registerMember(api, newPhone(), PASSWORD);
  const slots = await callOf(api, visitCalls.slots, { query: { from: ymd(0), to: ymd(7) } });
  const slot = slots.find((s) => s.open && s.remaining >= 1)!;
  const booked = await callOf(api, visitCalls.book, {
    body: {
      slotId: slot.id,
      visitors: [{ child: false, name: '周参观', certType: '身份证', certNo: newIdCard('1988-04-12', 1) }],
      termsAccepted: true,
    },
  });
  await payInSandbox(page, api, booked.orderId);
  const mine = await callOf(api, visitCalls.mine, { query: {} });
  const booking = mine.reservations.find((r) => r.orderId === booked.orderId)!;
  const code = booking.visitors[0].entryCode!;

  await page.goto('/console/checkin');
  await page.getByLabel(text(LANG, 'console.checkin.date')).fill(slot.date);
  await page.getByLabel(text(LANG, 'console.checkin.session')).selectOption(`slot:${slot.id}`);
  await page.getByLabel(text(LANG, 'console.checkin.device')).fill('导览台平板');
  await page.getByLabel(text(LANG, 'console.checkin.entrance')).fill('参观入口');
  await page.getByLabel(text(LANG, 'console.checkin.typed')).fill(code);
  await page.getByTestId('door-check').click();
  const result = page.getByTestId('door-result');
  await expect(result).toHaveAttribute('data-result', 'admitted');
  await expect(page.getByTestId('door-holder')).toContainText('周参观');
  await expect(page.getByTestId('door-count-admitted')).toContainText('1 /');

  await open(page, '/reservationOrder');
  await expect(page.locator(`[data-testid="visit-booking"][data-order-id="${booked.orderId}"]`)).toContainText(
    text(LANG, 'visitOrders.status.visited'),
  );
}

/** A parcel shipped in the console shows the carrier's events to the member; a café voucher is handed over once. */
async function shopFulfilled(page: Page) {
  const api = page.context().request;
  await logIn(api, 'member', SHOPPER, PASSWORD);
  const address = await callOf(api, receiverCalls.add, {
    body: {
      name: '孙七',
      phone: SHOPPER,
      province: '浙江省',
      city: '杭州市',
      county: '西湖区',
      address: '曙光路 120 号',
    },
  });
  const notebook = await goodsNamed(api, 0, '音乐厅建筑笔记本');
  const parcel = await callOf(api, pointOrderCalls.redeem, { body: { goodsId: notebook.id, quantity: 1, receiverId: address.id } });
  await payInSandbox(page, api, parcel.orderId);
  const coffee = await goodsNamed(api, 1, '手冲咖啡兑换券');
  const voucher = await callOf(api, pointOrderCalls.redeem, { body: { goodsId: coffee.id, quantity: 1 } });
  const pickupCode = (await callOf(api, pointOrderCalls.detail, { query: { id: voucher.orderId } })).shop.pickupCode!;

  await page.goto('/console/shop');
  const row = page.getByTestId(`shop-order-${parcel.orderId}`);
  await expect(row.getByTestId(`shop-order-${parcel.orderId}-address`)).toContainText('曙光路 120 号');
  const waybill = `SF${Date.now()}`;
  await row.getByLabel(text(LANG, 'console.shop.ship.trackingNo')).fill(waybill);
  await row.getByTestId(`ship-${parcel.orderId}-send`).click();
  await expect(row).toHaveCount(0);
  await page.getByTestId('shop-list-shipped').click();
  await expect(page.getByTestId(`shop-order-${parcel.orderId}`)).toContainText(waybill);

  await page.getByLabel(text(LANG, 'console.shop.counter.typed')).fill(pickupCode);
  await page.getByTestId('voucher-collect').click();
  await expect(page.getByTestId('voucher-result')).toHaveAttribute('data-result', 'collected');
  await page.getByLabel(text(LANG, 'console.shop.counter.typed')).fill(pickupCode);
  await page.getByTestId('voucher-collect').click();
  await expect(page.getByTestId('voucher-result')).toHaveAttribute('data-result', 'already');

  await advanceParcel(parcel.orderId);
  await advanceParcel(parcel.orderId);
  await open(page, `/integralOrder?orderId=${parcel.orderId}`);
  await expect(page.getByTestId('shop-state')).toHaveText(text(LANG, 'shop.orders.states.shipped'));
  await expect(page.getByTestId('express-carrier')).toContainText('顺丰速运');
  await expect(page.getByTestId('express-event')).toHaveCount(2);
  await open(page, `/integralOrder?orderId=${voucher.orderId}`);
  await expect(page.getByTestId('shop-state')).toHaveText(text(LANG, 'shop.orders.states.collected'));
}

/** A member's invoice request issued in the console with its number and PDF; the member downloads it. */
async function invoiceIssued(page: Page) {
  const api = page.context().request;
  await registerMember(api, newPhone(), PASSWORD);
  const order = await placeOrder(api, (await saleSession(api)).sessionId, 1);
  await payInSandbox(page, api, order.orderId);
  await callOf(api, invoiceCalls.request, {
    body: { id: order.orderId, invoice: { title: '钱塘文化传播有限公司', taxNo: '91330100MA2B3C4D5N' } },
  });

  await page.goto('/console/orders/invoices');
  const item = page.getByTestId(`invoice-${order.orderNo}`);
  await expect(item).toContainText('钱塘文化传播有限公司');
  const id = `invoice-${order.orderId}`;
  await item.getByTestId(`${id}-number`).fill('1234');
  await item.getByTestId(`${id}-issue`).click();
  await expect(item.getByTestId(`${id}-number-error`)).toHaveText(text(LANG, 'errors.invoiceNumberFormat'));
  await expect(item.getByRole('alert').filter({ hasText: text(LANG, 'console.invoices.fileRequired') })).toBeVisible();
  const number = `2633${String(Date.now()).padStart(16, '0')}`;
  await item.getByTestId(`${id}-number`).fill(number);
  const pdf = Buffer.from('%PDF-1.4\n1 0 obj <<>> endobj\ntrailer <<>>\n%%EOF\n');
  await item.getByTestId(`${id}-file`).setInputFiles({ name: '发票.pdf', mimeType: 'application/pdf', buffer: pdf });
  await item.getByTestId(`${id}-issue`).click();
  await expect(page.getByTestId('toast')).toContainText(order.orderNo);
  await expect(item).toHaveCount(0);

  // The member: issued, with the PDF to download, named by its number.
  await open(page, `/myOrderIssued?orderId=${order.orderId}`);
  await expect(page.getByTestId('order-invoice-state')).toContainText(text(LANG, 'orders.invoiceIssued'));
  const downloading = page.waitForEvent('download');
  await page.getByTestId('order-invoice-download').click();
  const file = await downloading;
  expect(file.suggestedFilename()).toBe(`invoice-${number}.pdf`);
}

// One journey: the authenticator is enrolled at the first sign-in, and a code is taken once.
test('the counter’s day: a group confirmed, a visitor let in, a parcel shipped, a voucher handed over, an invoice issued', async ({
  page,
}, info) => {
  test.skip(info.project.name !== 'desktop', 'the counter works at a desk');
  test.setTimeout(120_000);
  await page.goto('/console/visits/groups');
  await signIn(page, LANG, E2E_ADMINS.counter.username, E2E_STAFF_PASSWORD);
  await test.step('group intention', () => groupConfirmed(page));
  await test.step('visitor at the door', () => visitorAdmitted(page));
  await test.step('shop fulfilment', () => shopFulfilled(page));
  await test.step('invoice', () => invoiceIssued(page));
});
