// Every move of the project flow, tried from every state by its own party and by the others: allowed exactly from
// the states the table names, refused otherwise (the wrong step, or not the mover's move) with nothing written.
import { count, eq } from 'drizzle-orm';
import { PROJECT_PROCESSES, PROJECT_STATUSES } from '@/lib/contract/project-steps';
import { enterpriseProjectEvents, enterpriseProjects, stationLetters } from '../../db/schema';
import { HallError } from '../../errors';
import { startHall, type Hall } from '../../test/harness';
import { newRenter, type Renter } from '../../test/rental';
import { newStaff, type TestStaff } from '../../test/staff';
import { MOVES, moveProject, startProject, type MoveName, type Mover } from './flow';

let hall: Hall;
let renter: Renter;
let staff: TestStaff;
let projectId: number;
beforeAll(async () => {
  hall = await startHall();
  renter = await newRenter(hall.db);
  staff = await newStaff(hall.app, hall.db, ['rental']);
  projectId = await hall.db.transaction((tx) => startProject(tx, renter.id, '流转测试', {}));
}, 60_000);
afterAll(() => hall?.close());

/** Rolled back after a move that went through, so each try starts from the state set. */
class Undo extends Error {}

/** What `move` by `mover` does to the project at `process`/`status`: 'moved', or the refusal's key. */
async function attempt(process: string, status: string, move: MoveName, mover: Mover): Promise<string> {
  await hall.db.update(enterpriseProjects).set({ process, status }).where(eq(enterpriseProjects.id, projectId));
  try {
    await hall.db.transaction(async (tx) => {
      await moveProject(tx, projectId, move, mover);
      throw new Undo();
    });
  } catch (error) {
    if (error instanceof Undo) return 'moved';
    if (error instanceof HallError) return error.key;
    throw error;
  }
  throw new Error('unreachable');
}

const written = async () => {
  const [events] = await hall.db
    .select({ n: count() })
    .from(enterpriseProjectEvents)
    .where(eq(enterpriseProjectEvents.projectId, projectId));
  const [letters] = await hall.db.select({ n: count() }).from(stationLetters).where(eq(stationLetters.enterpriseUserId, renter.id));
  return [events.n, letters.n];
};

it('every move is allowed from exactly its states and by its party alone; every refusal writes nothing', async () => {
  const movers: Record<'renter' | 'staff' | 'system', Mover> = {
    renter: { party: 'renter', enterpriseUserId: renter.id },
    staff: { party: 'staff', staffId: staff.id },
    system: { party: 'system' },
  };
  const before = await written();
  const wrong: string[] = [];
  let tried = 0;
  for (const [name, rule] of Object.entries(MOVES) as [MoveName, (typeof MOVES)[MoveName]][]) {
    for (const process of PROJECT_PROCESSES) {
      for (const status of PROJECT_STATUSES) {
        const allowed = rule.from.some((s) => s.process === process && s.status === status);
        for (const [party, mover] of Object.entries(movers)) {
          tried++;
          const expected = party !== rule.party ? 'projectNotYourMove' : allowed ? 'moved' : 'projectWrongStep';
          const got = await attempt(process, status, name, mover);
          if (got !== expected) wrong.push(`${name} by ${party} at ${process}/${status}: ${got}, not ${expected}`);
        }
      }
    }
  }
  expect(wrong).toEqual([]);
  expect(tried).toBe(Object.keys(MOVES).length * PROJECT_PROCESSES.length * PROJECT_STATUSES.length * 3);
  expect(await written()).toEqual(before);
});

it('another renter’s project is unknown to them, whatever the move', async () => {
  const other = await newRenter(hall.db);
  await hall.db.update(enterpriseProjects).set({ process: 'consultation', status: 'draft' }).where(eq(enterpriseProjects.id, projectId));
  expect(await attempt('consultation', 'draft', 'submit', { party: 'renter', enterpriseUserId: other.id })).toBe('notFound');
});

it('a move that stays keeps the project where it is, with its line of history and the renter’s letter', async () => {
  await hall.db.update(enterpriseProjects).set({ process: 'deposit', status: 'draft' }).where(eq(enterpriseProjects.id, projectId));
  const [events, letters] = await written();
  const moved = await hall.db.transaction((tx) => moveProject(tx, projectId, 'promoteOption', { party: 'system' }));
  expect(moved).toMatchObject({ from: { process: 'deposit', status: 'draft' }, to: { process: 'deposit', status: 'draft' } });
  const [project] = await hall.db.select().from(enterpriseProjects).where(eq(enterpriseProjects.id, projectId));
  expect([project.process, project.status]).toEqual(['deposit', 'draft']);
  expect(await written()).toEqual([events + 1, letters + 1]);
});
