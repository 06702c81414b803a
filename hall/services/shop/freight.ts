import { desc } from 'drizzle-orm';
import { freightFen, type Parcel } from '@/lib/contract/freight';
import type { FreightSettingsView } from '@/lib/contract/shop';
import type { DbOrTx } from '../../db/client';
import { freightSettings } from '../../db/schema';

/** GET /api/freight/finLastFreightSettings: the rule saved last is the one in force. */
export async function currentFreightRule(db: DbOrTx): Promise<FreightSettingsView> {
  const [row] = await db.select().from(freightSettings).orderBy(desc(freightSettings.id)).limit(1);
  // The seed writes one and the staff console only adds: none at all is a broken installation, not a free parcel.
  if (!row) throw new Error('the hall has no freight rule (freight_settings is empty)');
  return {
    unit: row.unit,
    firstPriceFen: row.firstPriceFen,
    additionalPriceFen: row.additionalPriceFen,
    freeAbovePoints: row.freeAbovePoints,
    regions: row.regions,
  };
}

/** What a delivered redemption's parcel costs under the rule in force. */
export async function freightOf(db: DbOrTx, parcel: Parcel): Promise<number> {
  return freightFen(await currentFreightRule(db), parcel);
}
