// The PostgreSQL race suites' shared frame: PGlite runs one transaction at a time, so no race can happen there;
// these suites run in npm test's PostgreSQL pass, each on one hall API instance and on two sharing a database
// (as two servers behind a load balancer do), and say in the log which it did.
import type { FastifyInstance } from 'fastify';
import { startHall, testDriver, type Hall } from './harness';
import { secondInstance, type SecondInstance } from './second-instance';

const onPostgres = testDriver() === 'pg';

/** `describe` on the PostgreSQL pass, `describe.skip` on PGlite, with a line in the log saying which and why. */
export function raceSuite(file: string, running: string) {
  console.info(
    onPostgres
      ? `${file}: running on PostgreSQL, ${running}`
      : `${file}: SKIPPED on PGlite (one transaction at a time); it runs in the PostgreSQL pass (HALL_TEST_DRIVER=pg)`,
  );
  return onPostgres ? describe : describe.skip;
}

/** The two ways each race is run: `it.each(INSTANCES)('on %s: …', async (_, count) => … apps(count) …)`. */
export const INSTANCES = [
  ['one instance', 1],
  ['two instances', 2],
] as const;

/**
 * A hall API with a second instance on its database, started before the suite's tests (call it inside the
 * describe) and closed after them. `apps(n)` are the instances requests are spread over.
 */
export function twoInstances() {
  let hall: Hall;
  let second: SecondInstance;
  beforeAll(async () => {
    hall = await startHall();
    second = await secondInstance(hall);
  }, 120_000);
  afterAll(async () => {
    await second?.close();
    await hall?.close();
  });
  return {
    get hall() {
      return hall;
    },
    get second() {
      return second;
    },
    apps: (instances: number): FastifyInstance[] => (instances === 1 ? [hall.app] : [hall.app, second.app]),
  };
}
