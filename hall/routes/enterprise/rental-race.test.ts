// Definite bookings of a hall under a race: twelve projects hold overlapping dates of one hall as
// second options and all try to become definite at once, from both instances' pools: exactly one does, the others
// are told the hall is taken, and the database keeps one live definite booking. PostgreSQL only (race.ts).
import { and, eq, inArray, isNull } from 'drizzle-orm';
import type { Db } from '../../db/client';
import { rentalHolds } from '../../db/schema';
import { HallError } from '../../errors';
import { makeDefinite } from '../../services/enterprise/holds';
import { startProject } from '../../services/enterprise/flow';
import { raceSuite, twoInstances } from '../../test/race';
import { eventDates, hallIdOf, newRenter } from '../../test/rental';

const pgOnly = raceSuite('rental-race', 'twelve projects making overlapping holds of one hall definite at once');
const PROJECTS = 12;

pgOnly('definite bookings on PostgreSQL', () => {
  const instances = twoInstances();

  it('of overlapping holds of one hall, exactly one becomes definite; on another hall or other dates, each does', async () => {
    const hall = instances.hall;
    const [a, b] = instances.apps(2);
    const dbs = [a.database.db, b.database.db] as Db[];
    const mainHall = await hallIdOf(hall.db, 'main');
    const smallHall = await hallIdOf(hall.db, 'small');
    const renter = await newRenter(hall.db);
    const day = eventDates(200);
    // Each starts an hour after the one before and lasts 14 hours: all twelve overlap one another.
    const projects = await hall.db.transaction(async (tx) => {
      const ids: number[] = [];
      for (let i = 0; i < PROJECTS; i++) {
        const id = await startProject(tx, renter.id, `竞争项目 ${i}`, {});
        const starts = new Date(Date.parse(day.setupStart) + i * 3_600_000);
        await tx.insert(rentalHolds).values({
          projectId: id,
          hallId: mainHall,
          startsAt: starts,
          endsAt: new Date(starts.getTime() + 14 * 3_600_000),
          option: 'second',
          expiresAt: new Date(Date.now() + 86_400_000),
        });
        ids.push(id);
      }
      // The same dates in another hall: no clash with any of the above.
      const elsewhere = await startProject(tx, renter.id, '小厅项目', {});
      await tx.insert(rentalHolds).values({
        projectId: elsewhere,
        hallId: smallHall,
        startsAt: new Date(day.setupStart),
        endsAt: new Date(day.teardownEnd),
        option: 'second',
        expiresAt: new Date(Date.now() + 86_400_000),
      });
      ids.push(elsewhere);
      return ids;
    });

    const outcomes = await Promise.all(
      projects.map((id, i) =>
        dbs[i % 2]
          .transaction((tx) => makeDefinite(tx, id))
          .then(
            () => 'definite',
            (error: unknown) => (error instanceof HallError ? error.key : String(error)),
          ),
      ),
    );
    const mainOutcomes = outcomes.slice(0, PROJECTS);
    expect(mainOutcomes.filter((o) => o === 'definite')).toHaveLength(1);
    expect(mainOutcomes.filter((o) => o !== 'definite')).toEqual(Array(PROJECTS - 1).fill('rentalHoldTaken'));
    expect(outcomes[PROJECTS]).toBe('definite');
    const definite = await hall.db
      .select({ projectId: rentalHolds.projectId, startsAt: rentalHolds.startsAt, endsAt: rentalHolds.endsAt })
      .from(rentalHolds)
      .where(
        and(
          inArray(rentalHolds.projectId, projects),
          eq(rentalHolds.hallId, mainHall),
          eq(rentalHolds.option, 'definite'),
          isNull(rentalHolds.releasedAt),
        ),
      );
    const winners = projects.filter((_, i) => mainOutcomes[i] === 'definite');
    expect(definite.map((d) => d.projectId).sort((x, y) => x - y)).toEqual(winners.sort((x, y) => x - y));
    console.info(`rental-race: 1 of ${PROJECTS} overlapping holds became definite (project ${winners[0]}); the rest refused`);
  });
});
