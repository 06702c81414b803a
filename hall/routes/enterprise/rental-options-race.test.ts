// Options under a race: offers of a first option racing a second option's deposit on the same
// dates, and a first option's withdrawal racing the seconds' deposits, spread over both instances' pools. Whatever
// commits first, a live first option never stands beside a definite booking of the same dates, one hall's dates
// have at most one of each, and every loser is told why. PostgreSQL only (race.ts).
import { and, eq, inArray, isNull } from 'drizzle-orm';
import { projectMoved } from '@/lib/contract/rental';
import type { Db } from '../../db/client';
import { enterpriseProjectEvents, rentalHolds } from '../../db/schema';
import { HallError } from '../../errors';
import { offerHold, withdrawProject } from '../../services/enterprise/holds';
import { placeDepositOrder } from '../../services/enterprise/project-payments';
import { expectOk } from '../../test/expect';
import { call } from '../../test/members';
import { raceSuite, twoInstances } from '../../test/race';
import { hallIdOf, newRenter, offerFor, submittedConsultation, type Renter } from '../../test/rental';
import { newStaff, staffCall, type TestStaff } from '../../test/staff';

const pgOnly = raceSuite('rental-options-race', 'first-option offers and withdrawals racing second options’ deposits');
const ROUNDS = 4;
const RIVALS = 6;

pgOnly('options on PostgreSQL', () => {
  const instances = twoInstances();
  let staff: TestStaff;
  let smallHall: number;
  let dbs: Db[];
  beforeAll(async () => {
    const hall = instances.hall;
    staff = await newStaff(hall.app, hall.db, ['rental']);
    smallHall = await hallIdOf(hall.db, 'small');
    dbs = instances.apps(2).map((app) => app.database.db as Db);
  });

  /** A new renter's consultation for `days` from now in the small hall, offered `option` and accepted when given. */
  async function project(days: number, option?: 'first' | 'second') {
    const app = instances.hall.app;
    const r = await newRenter(instances.hall.db);
    const { projectId } = await submittedConsultation(app, r, days, smallHall);
    if (option) {
      const body = offerFor(days, option, smallHall);
      expectOk(await staffCall(app, 'POST', `/api/staff/rental/projects/${projectId}/offer`, { token: staff.token, body }), projectMoved);
      expectOk(await call(app, 'PUT', '/api/enterpriseprojectrent/accept', { token: r.token, body: { id: projectId } }), projectMoved);
    }
    return { r, projectId };
  }

  const outcome = (work: Promise<unknown>) =>
    work.then(
      () => 'done',
      (error: unknown) => (error instanceof HallError ? error.key : String(error)),
    );
  const deposit = (db: Db, p: { r: Renter; projectId: number }) => outcome(placeDepositOrder(db, p.r.id, p.projectId, 900));

  /** The live holds of these projects, and whether a live first option overlaps a definite booking among them. */
  async function calendar(projects: number[]) {
    const live = await instances.hall.db
      .select()
      .from(rentalHolds)
      .where(and(inArray(rentalHolds.projectId, projects), eq(rentalHolds.hallId, smallHall), isNull(rentalHolds.releasedAt)));
    const of = (option: string) => live.filter((h) => h.option === option);
    const overlap = (a: (typeof live)[number], b: (typeof live)[number]) => a.startsAt < b.endsAt && b.startsAt < a.endsAt;
    const firstBesideDefinite = of('first').some((f) => of('definite').some((d) => overlap(f, d)));
    return { firsts: of('first'), definite: of('definite'), firstBesideDefinite };
  }

  it('a first option offered while a second option’s deposit makes the dates definite: one of them, never both', async () => {
    const actor = { staffId: staff.id, username: staff.username };
    for (let round = 0; round < ROUNDS; round++) {
      const days = 400 + round * 3;
      const second = await project(days, 'second');
      const rivals = await Promise.all(Array.from({ length: RIVALS }, () => project(days)));
      const outcomes = await Promise.all([
        deposit(dbs[round % 2], second),
        ...rivals.map((p, i) => outcome(offerHold(dbs[i % 2], actor, p.projectId, offerFor(days, 'first', smallHall)))),
      ]);
      const [paid, ...offers] = outcomes;
      const { firsts, definite, firstBesideDefinite } = await calendar([second.projectId, ...rivals.map((p) => p.projectId)]);
      expect(firstBesideDefinite).toBe(false);
      expect(firsts.length + definite.length).toBe(1);
      if (paid === 'done') expect(offers).toEqual(Array(RIVALS).fill('rentalDatesBooked'));
      else {
        expect(paid).toBe('rentalFirstOptionHeld');
        expect(offers.filter((o) => o === 'done')).toHaveLength(1);
        expect(offers.filter((o) => o !== 'done').every((o) => o === 'rentalHoldTaken')).toBe(true);
      }
      console.info(`rental-options-race: round ${round}: deposit ${paid}; offers ${offers.join(', ')}`);
    }
  });

  it('the first option withdrawn while the seconds pay their deposits: the oldest second is promoted and alone holds the dates', async () => {
    for (let round = 0; round < ROUNDS; round++) {
      const days = 420 + round * 3;
      const first = await project(days, 'first');
      const seconds: { r: Renter; projectId: number }[] = [];
      for (let i = 0; i < RIVALS; i++) seconds.push(await project(days, 'second'));
      const [withdrawn, ...paid] = await Promise.all([
        outcome(withdrawProject(dbs[round % 2], first.r.id, first.projectId)),
        ...seconds.map((p, i) => deposit(dbs[(i + 1) % 2], p)),
      ]);
      expect(withdrawn).toBe('done');
      expect(paid.every((o) => ['done', 'rentalFirstOptionHeld', 'rentalHoldTaken'].includes(o))).toBe(true);
      const { firsts, definite, firstBesideDefinite } = await calendar(seconds.map((p) => p.projectId));
      expect(firstBesideDefinite).toBe(false);
      // No second could pay while the first stood; the oldest is promoted in the withdrawal's transaction and alone
      // holds the dates, as first option or, having paid after, definite.
      expect([...firsts, ...definite].map((h) => h.projectId)).toEqual([seconds[0].projectId]);
      const promoted = await instances.hall.db
        .select({ action: enterpriseProjectEvents.action })
        .from(enterpriseProjectEvents)
        .where(and(eq(enterpriseProjectEvents.projectId, seconds[0].projectId), eq(enterpriseProjectEvents.action, 'promoteOption')));
      expect(promoted).toHaveLength(1);
      expect(paid.filter((o) => o === 'done')).toHaveLength(definite.length);
      console.info(`rental-options-race: round ${round}: deposits ${paid.join(', ')}`);
    }
  });
});
