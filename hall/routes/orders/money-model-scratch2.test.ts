import { openWorld, type World } from '../../test/money-model/world';
let world: World;
beforeAll(async () => { world = await openWorld(); }, 300_000);
afterAll(() => world?.dispose());
it('restore timing', async () => {
  for (let i = 0; i < 5; i++) { const t = Date.now(); await world.fresh(); console.log('restore', Date.now() - t); }
});
