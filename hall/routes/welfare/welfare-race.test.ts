// Public-welfare places under a crowd (scarce, so taken by conditional updates), on one hall API instance and on two
// sharing a database: 20 members applying with the same ID → one application; 60 late applicants for the last 5
// places of a drawn round → exactly 5 offered, the rest waiting in the order they came, the class's stock never
// oversold; the draw run by two instances at once → drawn once. PGlite runs one transaction at a time, so no race
// can happen there: PostgreSQL pass only.
import { and, eq, isNotNull } from 'drizzle-orm';
import { ticketClasses, welfareApplications, welfareRounds } from '../../db/schema';
import { drawRound } from '../../services/welfare/draw';
import { errorText } from '../../test/expect';
import type { Hall } from '../../test/harness';
import { INSTANCES, raceSuite, twoInstances } from '../../test/race';
import { applicant, applyAs, freshCert, openRound } from '../../test/welfare';

const pgOnly = raceSuite('welfare-race', 'one ID applied 20 times and 60 late applicants for 5 places, on one and two instances');

pgOnly('public-welfare places under a crowd on PostgreSQL', () => {
  const race = twoInstances();
  const { apps } = race;
  let hall: Hall;

  beforeAll(async () => {
    hall = race.hall;
  });

  it.each(INSTANCES)(
    'on %s: one ID applied for by 20 members at once is taken once; 60 late applicants for 5 places: 5 offered',
    async (_, instances) => {
      const round = await openRound(hall.db, 5);
      const cert = freshCert();
      const sameId = await Promise.all(Array.from({ length: 20 }, () => applicant(hall.db, cert)));
      const answers = await Promise.all(sameId.map((m, i) => applyAs(apps(instances)[i % instances], m, round.id)));
      expect(answers.filter((a) => a.body.code === 20000)).toHaveLength(1);
      for (const lost of answers.filter((a) => a.body.code !== 20000)) expect(lost.body.subMsg).toBe(errorText('welfareIdOnce'));

      // The window closes with that one application; two instances draw at once and the round is drawn once.
      await hall.db
        .update(welfareRounds)
        .set({ applyTo: new Date(Date.now() - 1000) })
        .where(eq(welfareRounds.id, round.id));
      const draws = await Promise.all([drawRound(hall.db, round.id), drawRound(race.second.app.database.db, round.id)]);
      expect(draws.sort()).toEqual(['drawn', 'skipped']);

      const crowd = await Promise.all(Array.from({ length: 60 }, () => applicant(hall.db)));
      const late = await Promise.all(crowd.map((m, i) => applyAs(apps(instances)[i % instances], m, round.id)));
      expect(late.every((a) => a.body.code === 20000)).toBe(true);
      const offered = late.filter((a) => a.body.data.state === 'offered');
      expect(offered).toHaveLength(4);
      const ranks = late.map((a) => a.body.data.rank as number).sort((a, b) => a - b);
      expect(ranks).toEqual(Array.from({ length: 60 }, (_, i) => i + 2));
      // The offered are the first four to come after the draw's one.
      expect(offered.map((a) => a.body.data.rank as number).sort((a, b) => a - b)).toEqual([2, 3, 4, 5]);
      const [welfareClass] = await hall.db.select().from(ticketClasses).where(eq(ticketClasses.id, round.ticketClassId));
      expect(welfareClass.sold).toBe(welfareClass.stock);
      const orders = await hall.db
        .select({ id: welfareApplications.id })
        .from(welfareApplications)
        .where(and(eq(welfareApplications.roundId, round.id), isNotNull(welfareApplications.orderId)));
      expect(orders).toHaveLength(5);
    },
    120_000,
  );
});
