// The console's content, publishing, package-card and coupon calls answer exactly what their contract says: each
// answer read with the call's own schema comes back unchanged (no field the schema would drop, none it lacks), so the
// console's test build, which parses every answer, reads what the hall sends.
import type { CallDescription, CallInput } from '@/lib/contract/call';
import { staffContentCalls as content } from '@/lib/contract/staff-content-calls';
import { staffCouponCalls as coupons } from '@/lib/contract/staff-coupon-calls';
import { staffPackageCalls as packages } from '@/lib/contract/staff-package-calls';
import { staffPublishingCalls as publishing } from '@/lib/contract/staff-publishing-calls';
import { bannerInput, contentInput } from '../../test/content';
import { couponActivityInput, discountCodeInput } from '../../test/coupons';
import { exactAsStaff } from '../../test/exact-answers';
import { startHall, type Hall } from '../../test/harness';
import { packageCardInput } from '../../test/packages';
import { classInput, firstArea, performanceInput, sessionInput } from '../../test/publishing';
import { newStaff, type TestStaff } from '../../test/staff';

let hall: Hall;
let editor: TestStaff;
beforeAll(async () => {
  hall = await startHall();
  editor = await newStaff(hall.app, hall.db, ['content']);
});
afterAll(() => hall?.close());

/** Makes the call as the content editor; its answer must read back unchanged through the call's schema. */
const exact = <C extends CallDescription>(call: C, input: CallInput<C>) => exactAsStaff(hall.app, editor.token, call, input);

it('content: the lists, an item, banners, pages and the site settings', async () => {
  const item = await exact(content.create, { body: contentInput() });
  await exact(content.list, { query: { kind: item.kind } });
  await exact(content.item, { params: { id: item.id } });
  await exact(content.update, { params: { id: item.id }, body: contentInput({ title: '改过的标题' }) });
  const banner = await exact(content.createBanner, { body: bannerInput });
  await exact(content.banners, {});
  await exact(content.updateBanner, { params: { id: banner.id }, body: { ...bannerInput, visible: false } });
  const [page] = await exact(content.pages, {});
  await exact(content.updatePage, { params: { key: page.key }, body: { value: '<p>关于我们</p>', enValue: '', revision: page.revision } });
  await exact(content.updateSiteSettings, { body: { virtualTourUrl: 'https://tour.example.com/hall' } });
  await exact(content.siteSettings, {});
});

it('publishing: a performance, its session, classes and seats', async () => {
  const { id } = await exact(publishing.createPerformance, { body: await performanceInput(hall.db) });
  await exact(publishing.performances, { query: { page: 1, pageSize: 5 } });
  const session = await sessionInput(hall.db);
  const { id: sessionId } = await exact(publishing.createSession, { params: { id }, body: session });
  await exact(publishing.updateSession, { params: { id: sessionId }, body: { ...session, saleState: 'off_sale' } });
  const { id: ticketClassId } = await exact(publishing.createTicketClass, { params: { id: sessionId }, body: classInput() });
  const spare = await exact(publishing.createTicketClass, {
    params: { id: sessionId },
    body: classInput({ name: 'C 区', enName: 'Zone C' }),
  });
  const detail = await exact(publishing.performance, { params: { id } });
  const area = await firstArea(hall.db, detail.sessions[0].hallId);
  const seats = { ticketClassId, floor: area.floor, area: area.area, rowFrom: 1, rowTo: 1 };
  await exact(publishing.assignSeats, { params: { id: sessionId }, body: seats });
  await exact(publishing.seats, { params: { id: sessionId } });
  await exact(publishing.updateTicketClass, { params: { id: ticketClassId }, body: classInput({ priceFen: 9_900 }) });
  await exact(publishing.deleteTicketClass, { params: { id: spare.id } });
  const { id: _id, sessions: _s, ...fields } = detail;
  await exact(publishing.updatePerformance, { params: { id }, body: { ...fields, visible: true } });
});

it('package cards: what a card may cover, the cards and the switches', async () => {
  await exact(packages.coverable, {});
  const card = await exact(packages.create, { body: packageCardInput() });
  await exact(packages.cards, {});
  await exact(packages.update, { params: { id: card.id }, body: packageCardInput({ summary: '新的简介' }) });
  const switches = await exact(packages.switches, {});
  await exact(packages.updateSwitches, { body: switches });
});

it('coupons: the activities and the discount codes', async () => {
  const activity = await exact(coupons.createActivity, { body: couponActivityInput() });
  await exact(coupons.activities, {});
  await exact(coupons.updateActivity, { params: { id: activity.id }, body: couponActivityInput({ total: 50 }) });
  const input = discountCodeInput();
  const code = await exact(coupons.createCode, { body: input });
  await exact(coupons.codes, {});
  await exact(coupons.updateCode, { params: { code: code.code }, body: { ...input, usageLimit: 80 } });
});
