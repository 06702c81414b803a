// The site's rich-text pages (about us, the notices, the visit and rental texts …) as the content staff edit them,
// cleaned before they are stored.
import { createHash } from 'node:crypto';
import { eq, inArray } from 'drizzle-orm';
import { Code } from '@/lib/contract/codes';
import { RICH_PAGES, type PagePayload, type RichPage, type StaffPage } from '@/lib/contract/content-editing';
import type { Db, DbOrTx } from '../../db/client';
import { siteParams } from '../../db/schema/index';
import { HallError } from '../../errors';
import { audit, type Actor } from '../staff/audit';
import { cleanRichText } from './rich-text';

/** What the page holds, as a short fingerprint: an editor saves over the revision they opened, or is told. */
const revisionOf = (value: string, enValue: string) => createHash('sha256').update(`${value}\u0000${enValue}`).digest('hex').slice(0, 16);

/** Every page in the console's order; one never written reads empty. */
export async function listStaffPages(db: DbOrTx): Promise<StaffPage[]> {
  const rows = await db
    .select()
    .from(siteParams)
    .where(inArray(siteParams.key, [...RICH_PAGES]));
  return RICH_PAGES.map((key) => {
    const row = rows.find((r) => r.key === key);
    const [value, enValue] = [row?.value ?? '', row?.enValue ?? ''];
    return { key, value, enValue, revision: revisionOf(value, enValue) };
  });
}

/** Refused when the page changed since the editor opened it (two editors at once: the second is told, nothing is lost). */
export async function updatePage(db: Db, actor: Actor, key: RichPage, input: PagePayload): Promise<StaffPage> {
  const stored = { value: cleanRichText(input.value), enValue: input.enValue ? cleanRichText(input.enValue) : null };
  return db.transaction(async (tx) => {
    const [before] = await tx.select().from(siteParams).where(eq(siteParams.key, key)).for('update');
    if (revisionOf(before?.value ?? '', before?.enValue ?? '') !== input.revision) throw new HallError('editedElsewhere', Code.badRequest);
    await tx
      .insert(siteParams)
      .values({ key, ...stored })
      .onConflictDoUpdate({ target: siteParams.key, set: stored });
    const after = { key, value: stored.value, enValue: stored.enValue ?? '', revision: revisionOf(stored.value, stored.enValue ?? '') };
    await audit(tx, actor, {
      action: 'page.update',
      target: `page:${key}`,
      before: before ? { value: before.value, enValue: before.enValue } : null,
      after,
    });
    return after;
  });
}
