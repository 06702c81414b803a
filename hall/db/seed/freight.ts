import type { Tx } from '../client';
import { freightSettings } from '../schema';

/** Remote provinces, named as @vant/area-data names them (receivers store these names). */
const REMOTE = ['新疆维吾尔自治区', '西藏自治区', '青海省', '内蒙古自治区', '宁夏回族自治区', '甘肃省'];

/** The demo's freight: 10 yuan the first piece, 5 each further one, free from 3,000 points; remote provinces 20 + 10. */
export async function seedFreight(tx: Tx) {
  await tx.insert(freightSettings).values({
    unit: 'piece',
    firstPriceFen: 1000,
    additionalPriceFen: 500,
    freeAbovePoints: 3000,
    regions: [{ provinces: REMOTE, firstPriceFen: 2000, additionalPriceFen: 1000 }],
  });
}
