// The console's box-office and administrator calls answer exactly what their contract says: each answer read with
// the call's own schema comes back unchanged (no field the schema would drop, none it lacks), so the console's test
// build, which parses every answer, reads what the hall sends.
import type { CallDescription, CallInput } from '@/lib/contract/call';
import { doorCalls } from '@/lib/contract/door';
import { reportCalls } from '@/lib/contract/reports';
import { staffAccountCalls as accounts } from '@/lib/contract/staff-account-calls';
import { staffFeedbackCalls } from '@/lib/contract/staff-feedback-calls';
import { staffInvoiceCalls } from '@/lib/contract/staff-invoice-calls';
import { staffOrderCalls } from '@/lib/contract/staff-order-calls';
import { staffRefundCalls as refunds } from '@/lib/contract/staff-refund-calls';
import { staffShopCalls } from '@/lib/contract/staff-shop-calls';
import { staffVisitCalls as visits } from '@/lib/contract/staff-visit-calls';
import { staffWelfareCalls } from '@/lib/contract/staff-welfare-calls';
import { staffWorkCalls } from '@/lib/contract/staff-work';
import { exactAsStaff } from '../../test/exact-answers';
import { startHall, type Hall } from '../../test/harness';
import { freshUsername, newStaff, STAFF_PASSWORD, type TestStaff } from '../../test/staff';
import { hallDayFromNow } from '../../test/visits';

let hall: Hall;
let admin: TestStaff;
beforeAll(async () => {
  hall = await startHall();
  admin = await newStaff(hall.app, hall.db, ['administrator']);
});
afterAll(() => hall?.close());

/** Makes the call as the administrator; its answer must read back unchanged through the call's schema. */
const exact = <C extends CallDescription>(call: C, input: CallInput<C>) => exactAsStaff(hall.app, admin.token, call, input);

it('accounts and the audit log: the list, a new account, a change, the entries they left', async () => {
  const created = await exact(accounts.create, {
    body: { username: freshUsername('clerk'), name: '售票员', roles: ['boxOffice'], password: STAFF_PASSWORD },
  });
  await exact(accounts.update, { params: { id: created.id }, body: { name: '售票员甲' } });
  await exact(accounts.list, {});
  const audit = await exact(accounts.audit, { query: { page: 1, pageSize: 10 } });
  expect(audit.list.length).toBeGreaterThan(0);
});

it('the box office’s lists: refunds, work, feedback, orders, invoices, shop orders, welfare rounds', async () => {
  await exact(refunds.owed, { query: { page: 1, pageSize: 10 } });
  await exact(refunds.unmatched, { query: { page: 1, pageSize: 10 } });
  await exact(refunds.recent, {});
  await exact(staffWorkCalls.list, { query: {} });
  await exact(staffFeedbackCalls.list, { query: { status: 'all' } });
  await exact(staffOrderCalls.search, { query: { q: '', page: 1, pageSize: 10 } });
  await exact(staffInvoiceCalls.list, { query: { state: 'requested', page: 1, pageSize: 10 } });
  await exact(staffShopCalls.orders, { query: { list: 'to_ship' } });
  await exact(staffWelfareCalls.rounds, {});
  await exact(staffWelfareCalls.sessions, {});
});

it('reports and the door: the sessions, one session’s report and count', async () => {
  const sessions = await exact(reportCalls.sessions, { query: { page: 1, pageSize: 5 } });
  const [first] = sessions.list;
  expect(first).toBeDefined();
  await exact(reportCalls.session, { params: { id: first.sessionId } });
  await exact(doorCalls.sessions, { query: {} });
  await exact(doorCalls.session, { params: { id: first.sessionId } });
});

it('visits: the slots of a week, a slot added and changed, a day closed and opened, the group intentions', async () => {
  const date = hallDayFromNow(20);
  const slot = await exact(visits.addSlot, { body: { date, startTime: '15:40', capacity: 20, priceFen: 0 } });
  await exact(visits.changeSlot, { params: { id: slot.id }, body: { capacity: 25 } });
  await exact(visits.changeDay, { params: { date }, body: { closed: true } });
  await exact(visits.changeDay, { params: { date }, body: { closed: false } });
  await exact(visits.slots, { query: { from: hallDayFromNow(0), to: hallDayFromNow(21) } });
  await exact(visits.groups, { query: {} });
});
