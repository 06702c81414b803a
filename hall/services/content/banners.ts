// The home page's banners as the content staff edit them: hidden ones included, in their order.
import { asc, eq } from 'drizzle-orm';
import type { BannerPayload, StaffBanner } from '@/lib/contract/content-editing';
import type { Db, DbOrTx } from '../../db/client';
import { banners } from '../../db/schema/index';
import { notFound } from '../../errors';
import { audit, type Actor } from '../staff/audit';

type BannerRow = typeof banners.$inferSelect;

const bannerFields = (row: BannerRow): StaffBanner => ({
  id: row.id,
  title: row.title,
  enTitle: row.enTitle ?? '',
  image: row.image,
  mobileImage: row.mobileImage ?? '',
  link: row.link ?? '',
  sort: row.sort,
  visible: row.visible,
});

const columnsOf = (input: BannerPayload) => ({
  ...input,
  enTitle: input.enTitle || null,
  mobileImage: input.mobileImage || null,
  link: input.link || null,
});

export async function listStaffBanners(db: DbOrTx): Promise<StaffBanner[]> {
  return (await db.select().from(banners).orderBy(asc(banners.sort), asc(banners.id))).map(bannerFields);
}

export async function createBanner(db: Db, actor: Actor, input: BannerPayload): Promise<StaffBanner> {
  return db.transaction(async (tx) => {
    const [row] = await tx.insert(banners).values(columnsOf(input)).returning();
    const after = bannerFields(row);
    await audit(tx, actor, { action: 'banner.create', target: `banner:${row.id}`, after });
    return after;
  });
}

export async function updateBanner(db: Db, actor: Actor, id: number, input: BannerPayload): Promise<StaffBanner> {
  return db.transaction(async (tx) => {
    const [before] = await tx.select().from(banners).where(eq(banners.id, id)).for('update');
    if (!before) throw notFound();
    const [row] = await tx.update(banners).set(columnsOf(input)).where(eq(banners.id, id)).returning();
    const after = bannerFields(row);
    await audit(tx, actor, { action: 'banner.update', target: `banner:${id}`, before: bannerFields(before), after });
    return after;
  });
}
