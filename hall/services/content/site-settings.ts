// The site's settings that are not pages (today the virtual tour's address), as the content staff set them and as
// the public reads them.
import { eq } from 'drizzle-orm';
import { isTourUrl, type SiteSettings } from '@/lib/contract/site-settings';
import type { Db, DbOrTx } from '../../db/client';
import { siteParams } from '../../db/schema/index';
import { audit, type Actor } from '../staff/audit';

const TOUR_KEY = 'vr_url';

/** The tour's address, or null when none is set (or what is stored is not an https address). */
export async function virtualTourUrl(db: DbOrTx): Promise<string | null> {
  const [row] = await db.select({ value: siteParams.value }).from(siteParams).where(eq(siteParams.key, TOUR_KEY));
  return isTourUrl(row?.value) ? row.value : null;
}

export async function siteSettings(db: DbOrTx): Promise<SiteSettings> {
  return { virtualTourUrl: (await virtualTourUrl(db)) ?? '' };
}

export async function updateSiteSettings(db: Db, actor: Actor, input: SiteSettings): Promise<SiteSettings> {
  return db.transaction(async (tx) => {
    const before = await siteSettings(tx);
    if (input.virtualTourUrl) {
      await tx
        .insert(siteParams)
        .values({ key: TOUR_KEY, value: input.virtualTourUrl })
        .onConflictDoUpdate({ target: siteParams.key, set: { value: input.virtualTourUrl, enValue: null } });
    } else {
      await tx.delete(siteParams).where(eq(siteParams.key, TOUR_KEY));
    }
    await audit(tx, actor, { action: 'site_settings.update', target: 'site:settings', before, after: input });
    return input;
  });
}
