import { expect, type APIRequestContext, type Page } from '@playwright/test';
import type { OrderCreated } from '@/lib/contract/order';
import { SAME_ORIGIN, callOf } from './accounts';
import { performanceCalls } from '@/lib/contract/performance-calls';
import { orderCalls, payCalls } from '@/lib/contract/order-calls';
import { seatCalls } from '@/lib/contract/seats-schema';

/**
 * Orders the way the site's seat map places them, through the BFF with `api`'s session: a seated session on
 * sale (no real names), free seats from seat_map minus seat_status, POST /api/order, and the payment
 * sandbox's cashier. Both projects and both workers share one hall API, so seats are drawn at random among
 * the free ones and a clash is retried with others.
 */
export type SaleSession = { projectId: number; sessionId: number; title: string; enTitle: string };

export async function saleSession(api: APIRequestContext): Promise<SaleSession> {
  const list = await callOf(api, performanceCalls.list, { query: { activeType: 0, pageSize: 50 } });
  for (const item of list.list.filter((p) => p.saleStatus === 'on_sale')) {
    const project = await callOf(api, performanceCalls.detail, { params: { id: item.id } });
    if (project.realName) continue;
    const session = project.sessions.find((s) => s.hasSeatMap && s.saleStatus === 'on_sale');
    if (session) return { projectId: project.id, sessionId: session.id, title: project.mainTitle, enTitle: project.enMainTitle };
  }
  throw new Error('no seated session on sale without real names');
}

export async function freeSeatIds(api: APIRequestContext, sessionId: number): Promise<number[]> {
  const [map, status] = await Promise.all([
    callOf(api, seatCalls.map, { params: { id: sessionId } }),
    callOf(api, seatCalls.status, { params: { id: sessionId } }),
  ]);
  const taken = new Set(status.taken);
  const moneyClasses = new Set(map.ticketClasses.filter((c) => !c.pointOnly).map((c) => c.id));
  return map.seats.filter(([id, , , , , , , classId]) => !taken.has(id) && moneyClasses.has(classId)).map(([id]) => id);
}

/** An unpaid order for `count` seats of the session, on seats nobody else holds. */
export async function placeOrder(api: APIRequestContext, sessionId: number, count: number): Promise<OrderCreated & { seatIds: number[] }> {
  for (let attempt = 0; ; attempt++) {
    const free = await freeSeatIds(api, sessionId);
    const start = Math.floor(Math.random() * Math.max(1, free.length - count));
    const seatIds = free.slice(start, start + count);
    const res = await api.fetch(orderCalls.place.path, { method: 'POST', data: { lines: { sessionId, seatIds } }, headers: SAME_ORIGIN });
    const body = (await res.json()) as { code: number; subMsg: string | null; data: OrderCreated };
    if (body.code === 20000) return { ...body.data, seatIds };
    if (attempt >= 4) throw new Error(`POST /api/order: ${body.code} ${body.subMsg}`);
  }
}

/** Pays an order through the sandbox: POST /api/pay/ali, the cashier page on the site's host, its Pay button. */
export async function payInSandbox(page: Page, api: APIRequestContext, orderId: number) {
  const start = await callOf(api, payCalls.alipay, { body: { orderId } });
  if (start.kind !== 'redirect') throw new Error(`expected a cashier redirect, got ${start.kind}`);
  // The hall API builds the cashier's address from its SITE_URL (not this test site's port); the same path is
  // served here by the BFF. Where Pay leads afterwards is the checkout's business: the order's state is the proof.
  await page.goto(new URL(start.url).pathname);
  // After Pay the cashier sends the browser to that SITE_URL too; kept off whatever may listen there.
  const site = new URL(page.url()).origin;
  const elsewhere = (url: URL) => url.origin !== site;
  await page.route(elsewhere, (route) => route.fulfill({ contentType: 'text/html', body: '' }));
  await page.getByTestId('cashier-pay').click();
  await expect.poll(async () => (await callOf(api, orderCalls.detail, { query: { id: orderId } })).status).toBe('issued');
  await page.unroute(elsewhere);
}
