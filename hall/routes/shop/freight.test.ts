// GET /api/freight/finLastFreightSettings: the rule in force is the last one saved, public and the same one the
// redemption charges (lib/contract/freight.ts computes from it on both sides).
import type { FreightSettingsView } from '@/lib/contract/shop';
import { freightSettings } from '../../db/schema';
import { get, startHall, type Hall } from '../../test/harness';

let hall: Hall;
beforeAll(async () => {
  hall = await startHall();
});
afterAll(() => hall?.close());

test('answers the seeded rule, then the one saved after it', async () => {
  const seeded = await get<FreightSettingsView>(hall.app, '/api/freight/finLastFreightSettings');
  expect(seeded.body).toMatchObject({
    code: 20000,
    data: { unit: 'piece', firstPriceFen: 1000, additionalPriceFen: 500, freeAbovePoints: 3000 },
  });
  expect(seeded.body.data.regions[0].provinces).toContain('西藏自治区');

  await hall.db
    .insert(freightSettings)
    .values({ unit: 'kilo', firstPriceFen: 1200, additionalPriceFen: 600, freeAbovePoints: null, regions: [] });
  const later = await get<FreightSettingsView>(hall.app, '/api/freight/finLastFreightSettings');
  expect(later.body.data).toEqual({ unit: 'kilo', firstPriceFen: 1200, additionalPriceFen: 600, freeAbovePoints: null, regions: [] });
});
