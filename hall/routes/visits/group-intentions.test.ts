// Group visits: the intention form of §3 is kept as submitted and shown on /reservationOrder; the hall's
// answer from the staff console is tested in routes/staff/visits.test.ts.
import { eq } from 'drizzle-orm';
import { Code } from '@/lib/contract/codes';
import type { GroupIntentionView, ReservationOrders } from '@/lib/contract/visit';
import { groupReservations } from '../../db/schema';
import { errorText, expectError } from '../../test/expect';
import { startHall, type Hall } from '../../test/harness';
import { call, newMember, type TestMember } from '../../test/members';

let hall: Hall;
let member: TestMember;
beforeAll(async () => {
  hall = await startHall();
  member = await newMember(hall.db);
});
afterAll(() => hall?.close());

const ymd = (days: number) =>
  new Intl.DateTimeFormat('en-CA', { timeZone: 'Asia/Shanghai' }).format(new Date(Date.now() + days * 86_400_000));
const intention = (fields: object = {}) => ({
  unitName: '滨江实验小学',
  contactName: '王老师',
  phone: '13900001111',
  email: 'wang@example.com',
  visitorCount: 40,
  period: 'morning',
  dateFrom: ymd(10),
  dateTo: ymd(20),
  invoice: 'vat_general_3',
  note: '四年级两个班',
  notesAccepted: true,
  ...fields,
});
const submit = (body: object, token = member.token) =>
  call<GroupIntentionView>(hall.app, 'POST', '/api/reservation_order/teamCreate', { token, body });
const rows = () => hall.db.select().from(groupReservations).where(eq(groupReservations.memberId, member.id));

describe('POST /api/reservation_order/teamCreate', () => {
  it('keeps the intention as submitted and shows it on the member’s visit orders', async () => {
    const res = await submit(intention());
    expect(res.body.data).toMatchObject({ status: 'submitted', unitName: '滨江实验小学', visitorCount: 40, confirmedDate: null });
    const list = await call<ReservationOrders>(hall.app, 'GET', '/api/reservation_order', { token: member.token });
    expect(list.body.data.groups.map((g) => g.id)).toContain(res.body.data.id);
  });

  it.each([
    ['no unit name', { unitName: ' ' }, 'unitNameRequired'],
    ['no contact person', { contactName: '' }, 'contactRequired'],
    ['a wrong mobile number', { phone: '12345' }, 'phoneFormat'],
    ['a wrong e-mail', { email: 'wang@' }, 'emailFormat'],
    ['no visitors', { visitorCount: 0 }, 'visitorCountRange'],
    ['a negative count', { visitorCount: -3 }, 'visitorCountRange'],
    ['more than 500', { visitorCount: 501 }, 'visitorCountRange'],
    ['a date that does not exist', { dateFrom: '2026-02-30' }, 'invalidDate'],
    ['a start after the end', { dateFrom: ymd(20), dateTo: ymd(10) }, 'dateRangeOrder'],
    ['a start in the past', { dateFrom: ymd(-1) }, 'dateFromPast'],
    ['the notes not accepted', { notesAccepted: false }, 'notesRequired'],
  ])('refuses %s and keeps nothing', async (_, fields, key) => {
    const before = (await rows()).length;
    expectError(await submit(intention(fields)), Code.badRequest, 400, errorText(key as never));
    expect(await rows()).toHaveLength(before);
  });

  it('is for logged-in personal members', async () => {
    expectError(await submit(intention(), ''), Code.unauthorized, 401);
  });
});
