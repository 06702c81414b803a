// Model-based tests of the money: random sequences over every kind of order (tickets from stock, seats,
// seats paid by a package card, public-welfare places, visits, goods with cash freight, package cards, a renter's
// deposits and instalments) of placing, paying with either provider (genuine, duplicate, late, wrong-amount, lost and
// forged notifications, money for unknown orders), cancelling, expiring (the test clock and the sweep), withdrawing a
// project, refunding or settling by hand at the box office, cancelling a session and scanning at the door, checked
// after every step against a model of what the hall must hold, owe and deliver (hall/test/money-model/invariants.ts
// states the invariants). Each run starts from the same database: every table is put back as it was before the first.
//
// A failure prints fast-check's seed and path, the shrunk command list with its replayPath, and the trace of the
// failing run. Replay it with all three: MONEY_MODEL_SEED=<seed> MONEY_MODEL_PATH=<path> MONEY_MODEL_REPLAY=<replayPath>
// (a command list's path needs its replayPath). MONEY_MODEL_SEED alone runs the same search again. MONEY_MODEL_RUNS sets
// the number of runs (a longer search), MONEY_MODEL_COMMANDS the longest run, MONEY_MODEL_MINUTES a bound on the search
// and its shrinking (by default 6 minutes when the number of runs is the default, none otherwise); MONEY_MODEL_TRACE=1
// prints every run's steps.
import fc from 'fast-check';
import type { Real } from '../../test/money-model/calls';
import { moneyCommands } from '../../test/money-model/commands';
import { initialModel } from '../../test/money-model/model';
import type { Traced } from '../../test/money-model/step';
import { openWorld, type World } from '../../test/money-model/world';
import { testDriver } from '../../test/harness';

const env = process.env;
/**
 * About a minute on this machine's two cores with other files running (measured with the known failures kept out:
 * PGlite 50 runs, 748 steps, 46 s; PostgreSQL 60 runs, 1,059 steps, 37 s). A run puts the tables back (PGlite
 * 0.25 s, PostgreSQL 0.35 s) and takes 35–60 ms a step, its checks included; runs of up to 50 steps shrink quickly.
 */
// In the full `npm test` (two files at a time) 50 PGlite runs took 144 s and 80 PostgreSQL runs 49 s: PGlite gets
// fewer, to stay within two minutes a driver.
const RUNS = Number(env.MONEY_MODEL_RUNS ?? (testDriver() === 'pg' ? 80 : 30));
const MAX_COMMANDS = Number(env.MONEY_MODEL_COMMANDS ?? 50);
const MINUTES = env.MONEY_MODEL_MINUTES ? Number(env.MONEY_MODEL_MINUTES) : env.MONEY_MODEL_RUNS ? undefined : 6;
const replay = {
  ...(env.MONEY_MODEL_SEED ? { seed: Number(env.MONEY_MODEL_SEED) } : {}),
  ...(env.MONEY_MODEL_PATH ? { path: env.MONEY_MODEL_PATH, endOnFailure: true } : {}),
  ...(MINUTES ? { interruptAfterTimeLimit: MINUTES * 60_000 } : {}),
};

let world: World;
beforeAll(async () => {
  world = await openWorld();
}, 300_000);
afterAll(() => world?.dispose());

test('the money holds whatever members, the renter, the providers, the box office and the door do', async () => {
  const commands = fc.commands(moneyCommands, {
    maxCommands: MAX_COMMANDS,
    size: 'max',
    ...(env.MONEY_MODEL_REPLAY ? { replayPath: env.MONEY_MODEL_REPLAY } : {}),
  });
  const property = fc.asyncProperty(commands, async (steps) => {
    const hall = await world.fresh();
    const real: Real = { hall, cast: world.cast, db: hall.database.db };
    const model: Traced = { ...initialModel(world.cast), trace: [] };
    await fc.asyncModelRun(() => ({ model, real }), steps);
    if (env.MONEY_MODEL_TRACE) console.log(`a run of ${model.trace.length} steps:\n  ${model.trace.join('\n  ')}`);
  });
  await fc.assert(property, { numRuns: RUNS, verbose: 1, ...replay });
}, 3_600_000);
