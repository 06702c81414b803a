import { freightFen, type Parcel } from './freight';
import type { FreightSettingsView } from './shop';

const byPiece: FreightSettingsView = {
  unit: 'piece',
  firstPriceFen: 1000,
  additionalPriceFen: 500,
  freeAbovePoints: 3000,
  regions: [{ provinces: ['新疆维吾尔自治区', '西藏自治区'], firstPriceFen: 2000, additionalPriceFen: 1000 }],
};
const byKilo: FreightSettingsView = { ...byPiece, unit: 'kilo' };
const parcel = (p: Partial<Parcel> = {}): Parcel => ({ province: '浙江省', quantity: 1, weightGrams: 300, goodsPoints: 800, ...p });

test.each([
  ['one piece', byPiece, parcel(), 1000],
  ['two pieces', byPiece, parcel({ quantity: 2, goodsPoints: 1600 }), 1500],
  ['three pieces', byPiece, parcel({ quantity: 3, goodsPoints: 2400 }), 2000],
  ['one point under the free threshold', byPiece, parcel({ goodsPoints: 2999 }), 1000],
  ['exactly the free threshold', byPiece, parcel({ goodsPoints: 3000 }), 0],
  ['above the free threshold', byPiece, parcel({ goodsPoints: 6800 }), 0],
  ['no threshold at all', { ...byPiece, freeAbovePoints: null }, parcel({ goodsPoints: 1_000_000 }), 1000],
  ['a remote province, one piece', byPiece, parcel({ province: '西藏自治区' }), 2000],
  ['a remote province, two pieces', byPiece, parcel({ province: '新疆维吾尔自治区', quantity: 2, goodsPoints: 1600 }), 3000],
  ['a remote province above the threshold', byPiece, parcel({ province: '西藏自治区', goodsPoints: 3000 }), 0],
  ['by the kilo: 1000 g is one kilo', byKilo, parcel({ weightGrams: 1000 }), 1000],
  ['by the kilo: 1001 g is two', byKilo, parcel({ weightGrams: 1001 }), 1500],
  ['by the kilo: 0 g still pays the first kilo', byKilo, parcel({ weightGrams: 0 }), 1000],
  [
    'by the kilo: the whole parcel is weighed (3 × 400 g = 2 kilos)',
    byKilo,
    parcel({ quantity: 3, weightGrams: 400, goodsPoints: 2400 }),
    1500,
  ],
])('%s', (_, rule, p, fen) => {
  expect(freightFen(rule, p)).toBe(fen);
});
