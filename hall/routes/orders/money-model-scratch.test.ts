import fc from 'fast-check';
import type { Real } from '../../test/money-model/calls';
import { initialModel } from '../../test/money-model/model';
import type { Step, Traced } from '../../test/money-model/step';
import { openWorld, type World } from '../../test/money-model/world';
import { Place } from '../../test/money-model/place';
import { Cashier, PayRenter, ProviderTakes, Redeliver, StartPayment } from '../../test/money-model/pay';
import { Expire, MemberCancel, Sweep, WindowEnds, Withdraw, CancelSession } from '../../test/money-model/end';
import { Refund, Scan } from '../../test/money-model/box-office';

let world: World;
beforeAll(async () => { world = await openWorld(); }, 300_000);
afterAll(() => world?.dispose());

async function play(steps: Step[]) {
  const hall = await world.fresh();
  const model: Traced = { ...initialModel(world.cast), trace: [] };
  try {
    const real: Real = { hall, cast: world.cast, db: hall.database.db };
    await fc.asyncModelRun(() => ({ model, real }), steps);
    return 'ok\n  ' + model.trace.join('\n  ');
  } catch (e) { return (e as Error).message; } finally { await hall.close(); }
}

const scenarios: Record<string, Step[]> = {
  mismatchThenExpire: [new Place('stock', 0, 0), new StartPayment(0, 'alipay'), new ProviderTakes(0, 'less', true), new Expire(0)],
  paidTwiceScan: [new Place('seat', 0, 0), new StartPayment(0, 'alipay'), new StartPayment(0, 'wechat'), new Cashier(0), new Cashier(0), new Scan(0, 2), new Refund(0), new Scan(0, 1)],
  supersededDeposit: [new PayRenter(0, 'alipay'), new WindowEnds(0), new PayRenter(0, 'wechat'), new Cashier(0)],
  withdrawOpen: [new PayRenter(0, 'alipay'), new Withdraw(0), new ProviderTakes(0, 'right', true), new Refund(0)],
  silentBoth: [new Place('stock', 0, 0), new StartPayment(0, 'alipay'), new StartPayment(0, 'wechat'), new ProviderTakes(0, 'right', false), new ProviderTakes(0, 'right', false), new MemberCancel(0), new Redeliver(1)],
  hallCancel: [new Place('seat', 0, 0), new StartPayment(0, 'alipay'), new Cashier(0), new Place('stock', 1, 0), new StartPayment(1, 'wechat'), new CancelSession('seat'), new CancelSession('stock'), new Sweep()],
};

test.each(Object.keys(scenarios))('%s', async (name) => {
  console.log(name, '\n', await play(scenarios[name]));
});
