// The waiting room under races, on PostgreSQL with one and two hall API instances sharing one queue: many
// arrivals at once get distinct places with no gaps, across the opening's draw too; admission passes racing on
// every instance never admit more than the rate allows, nor out of place order.
import { asc, eq } from 'drizzle-orm';
import type { FastifyInstance } from 'fastify';
import type { Db } from '../../db/client';
import { roomVisitors } from '../../db/schema';
import { admitPass } from '../../services/waiting-room/admit';
import { allowedBy } from '../../services/waiting-room/rate';
import { joinWaitingRoom } from '../../services/waiting-room/visitors';
import { INSTANCES, raceSuite, twoInstances } from '../../test/race';
import { newStaff, type TestStaff } from '../../test/staff';
import { joinRoom, roomSession } from '../../test/waiting-room';

const pgOnly = raceSuite('waiting-room-race', 'arrivals and admission passes on one and on two hall API instances');
const SECOND = 1000;
const MINUTE = 60 * SECOND;
const at = (base: Date, ms: number) => new Date(base.getTime() + ms);
const oneToN = (n: number) => Array.from({ length: n }, (_, i) => i + 1);

pgOnly('the waiting room under races on PostgreSQL', () => {
  const instances = twoInstances();
  let staff: { editor: TestStaff; clerk: TestStaff };
  beforeAll(async () => {
    const { app, db } = instances.hall;
    staff = { editor: await newStaff(app, db, ['content']), clerk: await newStaff(app, db, ['boxOffice']) };
  });
  const dbOf = (app: FastifyInstance) => app.database.db as Db;
  const secret = () => instances.hall.app.config.SIGN_SECRET;
  const visitorsOf = (sessionId: number) =>
    instances.hall.db.select().from(roomVisitors).where(eq(roomVisitors.sessionId, sessionId)).orderBy(asc(roomVisitors.place));

  it.each(INSTANCES)('on %s: visitors arriving at once after the opening get distinct places, no gaps', async (_, count) => {
    const apps = instances.apps(count);
    // One allowed in at a time, so the passes the arrivals run admit almost nobody and the places are all given.
    const { sessionId } = await roomSession(instances.hall, staff, at(new Date(), -MINUTE), { maxActive: 1 });
    const answers = await Promise.all(Array.from({ length: 60 }, (_v, i) => joinRoom(apps[i % apps.length], sessionId)));
    expect(answers.every((a) => a.body.code === 20000)).toBe(true);
    const places = (await visitorsOf(sessionId)).map((v) => v.place);
    expect(places).toEqual(oneToN(60));
    // Each answer is its own visitor.
    expect(new Set(answers.map((a) => a.body.data.token)).size).toBe(60);
  });

  it.each(INSTANCES)('on %s: arrivals across the opening while every instance draws: one place each, no gaps', async (_, count) => {
    const apps = instances.apps(count);
    const opensAt = at(new Date(), 60 * MINUTE);
    const { sessionId } = await roomSession(instances.hall, staff, opensAt, { admitPerMinute: 1, maxActive: 1 });
    for (let i = 0; i < 40; i++)
      await joinWaitingRoom(dbOf(apps[i % apps.length]), sessionId, undefined, secret(), at(opensAt, -MINUTE + i));
    // At the opening: passes on every instance, late arrivals on every instance, and arrivals stamped just before it.
    await Promise.all([
      ...apps.flatMap((app) => [0, 1, 2].map(() => admitPass(dbOf(app), sessionId, opensAt))),
      ...Array.from({ length: 30 }, (_v, i) =>
        joinWaitingRoom(dbOf(apps[i % apps.length]), sessionId, undefined, secret(), at(opensAt, i % 3 === 0 ? -1 : 10 + i)),
      ),
    ]);
    // A straggler stamped before the opening but written after the draw is placed by the next pass.
    await admitPass(dbOf(apps[0]), sessionId, at(opensAt, 2 * SECOND));
    const places = (await visitorsOf(sessionId)).map((v) => v.place);
    expect(places).toEqual(oneToN(70));
  });

  it.each(INSTANCES)('on %s: admission passes racing never admit more than the rate allows, nor out of place order', async (_, count) => {
    const apps = instances.apps(count);
    const opensAt = at(new Date(), 60 * MINUTE);
    const room = { opensAt, admitPerMinute: 120, maxActive: 1000, stayMinutes: 20 };
    const { sessionId } = await roomSession(instances.hall, staff, opensAt, { admitPerMinute: 120 });
    for (let i = 0; i < 80; i++) await joinWaitingRoom(instances.hall.db, sessionId, undefined, secret(), at(opensAt, -MINUTE + i));
    for (const seconds of [0, 1, 2, 5, 9, 13, 20, 30]) {
      const now = at(opensAt, seconds * SECOND);
      await Promise.all(apps.flatMap((app) => [0, 1, 2, 3].map(() => admitPass(dbOf(app), sessionId, now))));
      const rows = await visitorsOf(sessionId);
      const admitted = rows.filter((v) => v.admittedAt);
      expect({ seconds, admitted: admitted.length }).toEqual({ seconds, admitted: Math.min(80, allowedBy(room, now)) });
      // Exactly the first places, nobody skipped.
      expect(admitted.map((v) => v.place)).toEqual(oneToN(admitted.length));
    }
  });
});
