// GET /api/member/activity, the member's sign-ups for the hall's activities (category 1): a free activity
// signed up for is listed under "coming" with its tickets, a performance bought is not, a cancelled sign-up is not,
// another member sees none of it; bad input is refused.
import { and, asc, eq, gt } from 'drizzle-orm';
import { Code } from '@/lib/contract/codes';
import type { Paged } from '@/lib/contract/envelope';
import type { MemberActivityView } from '@/lib/contract/member-activities';
import { performances, sessions, ticketClasses } from '../../db/schema';
import { expectError } from '../../test/expect';
import { startHall, type Hall } from '../../test/harness';
import { call, newMember } from '../../test/members';
import { freeSeats, saleSession } from '../../test/orders';

let hall: Hall;
beforeAll(async () => {
  hall = await startHall();
});
afterAll(() => hall?.close());

/** A coming session of a free activity sold by class (the seed's talks and workshops). */
async function freeActivity() {
  const [row] = await hall.db
    .select({ sessionId: sessions.id, projectId: performances.id, classId: ticketClasses.id })
    .from(sessions)
    .innerJoin(performances, eq(performances.id, sessions.performanceId))
    .innerJoin(ticketClasses, eq(ticketClasses.sessionId, sessions.id))
    .where(
      and(eq(performances.category, 1), eq(ticketClasses.priceFen, 0), eq(sessions.hasSeatMap, false), gt(sessions.startTime, new Date())),
    )
    .orderBy(asc(sessions.startTime))
    .limit(1);
  return row;
}

it('lists the member’s coming activity sign-ups with their tickets, not their performances, and no one else’s', async () => {
  const m = await newMember(hall.db);
  const activity = await freeActivity();
  const signUp = await call(hall.app, 'POST', '/api/order', {
    token: m.token,
    body: { lines: { sessionId: activity.sessionId, classes: [{ ticketClassId: activity.classId, quantity: 2 }] } },
  });
  expect(signUp.body.data.status).toBe('issued');

  const concert = await saleSession(hall.db);
  const [seat] = await freeSeats(hall.db, concert.sessionId, 1);
  const bought = await call(hall.app, 'POST', '/api/order', {
    token: m.token,
    body: { lines: { sessionId: concert.sessionId, seatIds: [seat.id] } },
  });
  expect(bought.body.code).toBe(20000);

  const coming = await call<Paged<MemberActivityView>>(hall.app, 'GET', '/api/member/activity', { token: m.token });
  expect(coming.body.data.total).toBe(1);
  expect(coming.body.data.list[0]).toMatchObject({
    orderId: signUp.body.data.orderId,
    status: 'issued',
    projectId: activity.projectId,
    sessionId: activity.sessionId,
    tickets: 2,
  });
  expect((await call(hall.app, 'GET', '/api/member/activity?when=past', { token: m.token })).body.data.total).toBe(0);

  const other = await newMember(hall.db);
  expect((await call(hall.app, 'GET', '/api/member/activity', { token: other.token })).body.data.total).toBe(0);
});

it('is for members; paging and the filter out of range read as their defaults, as on every list', async () => {
  expectError(await call(hall.app, 'GET', '/api/member/activity'), Code.unauthorized, 401);
  const m = await newMember(hall.db);
  const odd = await call<Paged<MemberActivityView>>(hall.app, 'GET', '/api/member/activity?page=0&pageSize=1000&when=yesterday', {
    token: m.token,
  });
  expect(odd.body.data).toMatchObject({ page: 1, pageSize: 12, total: 0 });
});
