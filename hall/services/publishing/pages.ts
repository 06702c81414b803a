// The site's rich-text pages (about us, the notices, the visit and rental texts …) as the content staff edit them,
// cleaned before they are stored.
import { eq, inArray } from 'drizzle-orm';
import { RICH_PAGES, type PagePayload, type RichPage, type StaffPage } from '@/lib/contract/content-editing';
import type { Db, DbOrTx } from '../../db/client';
import { siteParams } from '../../db/schema';
import { audit, type Actor } from '../staff/audit';
import { cleanRichText } from './rich-text';

/** Every page in the console's order; one never written reads empty. */
export async function listStaffPages(db: DbOrTx): Promise<StaffPage[]> {
  const rows = await db
    .select()
    .from(siteParams)
    .where(inArray(siteParams.key, [...RICH_PAGES]));
  return RICH_PAGES.map((key) => {
    const row = rows.find((r) => r.key === key);
    return { key, value: row?.value ?? '', enValue: row?.enValue ?? '' };
  });
}

export async function updatePage(db: Db, actor: Actor, key: RichPage, input: PagePayload): Promise<StaffPage> {
  const stored = { value: cleanRichText(input.value), enValue: input.enValue ? cleanRichText(input.enValue) : null };
  return db.transaction(async (tx) => {
    const [before] = await tx.select().from(siteParams).where(eq(siteParams.key, key)).for('update');
    await tx
      .insert(siteParams)
      .values({ key, ...stored })
      .onConflictDoUpdate({ target: siteParams.key, set: stored });
    const after = { key, value: stored.value, enValue: stored.enValue ?? '' };
    await audit(tx, actor, {
      action: 'page.update',
      target: `page:${key}`,
      before: before ? { value: before.value, enValue: before.enValue } : null,
      after,
    });
    return after;
  });
}
