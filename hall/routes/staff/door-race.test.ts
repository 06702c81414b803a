// A ticket at two doors at once (a ticket is admitted once, whatever the race): 20
// simultaneous scans of one ticket, on one hall API instance and on two sharing a database → exactly one
// admitted, the other 19 told it is already in, with the winner's time and device. PGlite runs one transaction at
// a time, so no race can happen there: PostgreSQL pass only.
import { eq } from 'drizzle-orm';
import type { DoorScanResult } from '@/lib/contract/door';
import { admissions, orderItems } from '../../db/schema';
import { doorTicket, scanAt } from '../../test/door';
import { INSTANCES, raceSuite, twoInstances } from '../../test/race';
import { newStaff, staffCall, type TestStaff } from '../../test/staff';

const pgOnly = raceSuite('door-race', '20 scans of one ticket at once, on one and two instances');

pgOnly('one ticket at many doors at once on PostgreSQL', () => {
  const race = twoInstances();
  let door: TestStaff;
  beforeAll(async () => {
    door = await newStaff(race.hall.app, race.hall.db, ['door']);
  }, 60_000);

  it.each(INSTANCES)(
    'on %s: 20 scans of one ticket → 1 admitted, 19 already in',
    async (_, instances) => {
      const { hall, apps } = race;
      const t = await doorTicket(hall.app, hall.db);
      const answers = await Promise.all(
        Array.from({ length: 20 }, (_, i) =>
          staffCall<DoorScanResult>(apps(instances)[i % instances], 'POST', '/api/staff/door/scan', {
            token: door.token,
            body: scanAt(t.sessionId, t.code, { device: `闸机 ${i + 1}` }),
          }),
        ),
      );
      const results = answers.map((a) => a.body.data.result);
      expect(results.filter((r) => r === 'admitted')).toHaveLength(1);
      expect(results.filter((r) => r === 'already')).toHaveLength(19);
      const winner = answers.find((a) => a.body.data.result === 'admitted')!.body.data;
      for (const a of answers.filter((x) => x.body.data.result === 'already')) {
        expect(a.body.data).toMatchObject({ admittedAt: winner.admittedAt, device: winner.device });
      }
      // One admission of this ticket (the session holds the other case's ticket too, maybe let in by a device of the
      // same name), the winner's.
      const rows = await hall.db
        .select({ device: admissions.device })
        .from(admissions)
        .innerJoin(orderItems, eq(orderItems.id, admissions.orderItemId))
        .where(eq(orderItems.ticketCode, t.code));
      expect(rows).toEqual([{ device: winner.device }]);
    },
    60_000,
  );
});
