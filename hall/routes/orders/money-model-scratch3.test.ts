// scratch: explore with some failure classes masked
import fc from 'fast-check';
import type { Real } from '../../test/money-model/calls';
import { moneyCommands } from '../../test/money-model/commands';
import { initialModel } from '../../test/money-model/model';
import type { Traced } from '../../test/money-model/step';
import { openWorld, type World } from '../../test/money-model/world';
import { ProviderTakes } from '../../test/money-model/pay';

let world: World;
beforeAll(async () => { world = await openWorld(); }, 300_000);
afterAll(() => world?.dispose());
const mask = (process.env.MASK ?? '').split(',');
test('explore', async () => {
  const cmds = moneyCommands.map((a) => a.filter((c) => {
    if (mask.includes('wrong') && c instanceof ProviderTakes && c.amount !== 'right') return false;
    if (mask.includes('lost') && c instanceof ProviderTakes && !c.notifies) return false;
    return true;
  }));
  const t = Date.now(); let runs = 0; let steps = 0;
  await fc.assert(fc.asyncProperty(fc.commands(cmds, { maxCommands: Number(process.env.MONEY_MODEL_COMMANDS ?? 40), size: 'max' }), async (commands) => {
    const hall = await world.fresh();
    const model: Traced = { ...initialModel(world.cast), trace: [] };
    try {
      await fc.asyncModelRun(() => ({ model, real: { hall, cast: world.cast, db: hall.database.db } as Real }), commands);
    } finally { runs++; steps += model.trace.length; await hall.close(); }
  }), { numRuns: Number(process.env.MONEY_MODEL_RUNS ?? 10), verbose: 1, ...(process.env.SEED ? { seed: Number(process.env.SEED) } : {}) });
  console.log(JSON.stringify((globalThis as any).prof), 'runs', runs, 'steps', steps, 'ms', Date.now() - t);
}, 3_600_000);
