import { eq } from 'drizzle-orm';
import type { DbOrTx } from '../../db/client';
import { siteParams } from '../../db/schema/index';

/**
 * The features the console switches on and off for the public (§3's package-open and public-welfare-open flags):
 * site parameters that read '1' while on. Any other value, or none, is off.
 */
export const SWITCH_KEYS = { packageOpen: 'site.packageOpen', welfareOpen: 'site.welfareOpen' } as const;
export type SwitchName = keyof typeof SWITCH_KEYS;

export async function switchedOn(db: DbOrTx, name: SwitchName): Promise<boolean> {
  const [row] = await db.select({ value: siteParams.value }).from(siteParams).where(eq(siteParams.key, SWITCH_KEYS[name]));
  return row?.value === '1';
}
