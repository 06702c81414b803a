import { and, asc, desc, eq, gt, inArray, lt, sql } from 'drizzle-orm';
import type { DbOrTx } from '../../db/client';
import { banners, brands, contentItems, dirs, siteParams } from '../../db/schema/index';
import type { ContentDetail, ContentItem } from '@/lib/contract/content';
import { notFound } from '../../errors';

const itemColumns = {
  id: contentItems.id,
  kind: contentItems.kind,
  title: contentItems.title,
  enTitle: contentItems.enTitle,
  summary: contentItems.summary,
  enSummary: contentItems.enSummary,
  image: contentItems.image,
  url: contentItems.url,
  extra: contentItems.extra,
  publishedAt: contentItems.publishedAt,
};

type Row = Omit<ContentItem, 'publishedAt'> & { publishedAt: Date };
const toItem = (r: Row): ContentItem => ({ ...r, publishedAt: r.publishedAt.toISOString() });

/**
 * Kinds whose lists carry the body too, because their page reads it in the list and there is no detail page: a
 * job's responsibilities, an activity review's story.
 */
const LISTED_WITH_BODY = new Set(['job', 'past_review']);

/** Lists of a kind: news-like kinds newest first, the others in the hall's editorial order. */
export async function listContent(db: DbOrTx, kind: string, opts: { page: number; pageSize: number; year?: number }) {
  const where = and(
    eq(contentItems.kind, kind),
    eq(contentItems.visible, true),
    opts.year ? sql`extract(year from ${contentItems.publishedAt} at time zone 'Asia/Shanghai') = ${opts.year}` : undefined,
  );
  const [rows, [{ total }]] = await Promise.all([
    db
      .select(LISTED_WITH_BODY.has(kind) ? { ...itemColumns, body: contentItems.body, enBody: contentItems.enBody } : itemColumns)
      .from(contentItems)
      .where(where)
      .orderBy(asc(contentItems.sort), desc(contentItems.publishedAt), desc(contentItems.id))
      .limit(opts.pageSize)
      .offset((opts.page - 1) * opts.pageSize),
    db
      .select({ total: sql<number>`count(*)::int` })
      .from(contentItems)
      .where(where),
  ]);
  return { list: rows.map(toItem), total, page: opts.page, pageSize: opts.pageSize };
}

export async function getContent(db: DbOrTx, kinds: string[], id: number): Promise<ContentDetail> {
  const [row] = await db
    .select({ ...itemColumns, body: contentItems.body, enBody: contentItems.enBody, sort: contentItems.sort })
    .from(contentItems)
    .where(and(eq(contentItems.id, id), eq(contentItems.visible, true), inArray(contentItems.kind, kinds)));
  if (!row) throw notFound();
  const neighbour = (dir: 'prev' | 'next') =>
    db
      .select({ id: contentItems.id, title: contentItems.title, enTitle: contentItems.enTitle })
      .from(contentItems)
      .where(
        and(
          eq(contentItems.kind, row.kind),
          eq(contentItems.visible, true),
          dir === 'prev' ? gt(contentItems.publishedAt, row.publishedAt) : lt(contentItems.publishedAt, row.publishedAt),
        ),
      )
      .orderBy(dir === 'prev' ? asc(contentItems.publishedAt) : desc(contentItems.publishedAt))
      .limit(1);
  const [[prev], [next]] = await Promise.all([neighbour('prev'), neighbour('next')]);
  const { sort: _sort, ...item } = row;
  return { ...toItem(item), body: row.body, enBody: row.enBody, prev: prev ?? null, next: next ?? null };
}

export async function getRichText(db: DbOrTx, key: string) {
  const [row] = await db.select().from(siteParams).where(eq(siteParams.key, key));
  if (!row) throw notFound();
  return row;
}

/** Short site parameters (footer, flags) as one map; rich texts stay behind their own calls. */
export async function getSiteParams(db: DbOrTx, locale: 'zh-CN' | 'en-US') {
  const rows = await db
    .select()
    .from(siteParams)
    .where(sql`${siteParams.key} like 'site.%'`);
  return Object.fromEntries(rows.map((r) => [r.key.slice(5), (locale === 'en-US' && r.enValue) || r.value]));
}

export const listBanners = (db: DbOrTx) =>
  db
    .select({
      id: banners.id,
      title: banners.title,
      enTitle: banners.enTitle,
      image: banners.image,
      mobileImage: banners.mobileImage,
      link: banners.link,
    })
    .from(banners)
    .where(eq(banners.visible, true))
    .orderBy(asc(banners.sort));

const brandColumns = {
  id: brands.id,
  name: brands.name,
  enName: brands.enName,
  type: brands.type,
  category: brands.category,
  summary: brands.summary,
  enSummary: brands.enSummary,
  image: brands.image,
};

export const listBrands = (db: DbOrTx, category?: number) =>
  db
    .select(brandColumns)
    .from(brands)
    .where(category === undefined ? undefined : eq(brands.category, category))
    .orderBy(asc(brands.sort), asc(brands.id));

export async function getBrand(db: DbOrTx, id: number) {
  const [row] = await db
    .select({ ...brandColumns, body: brands.body, enBody: brands.enBody })
    .from(brands)
    .where(eq(brands.id, id));
  if (!row) throw notFound();
  return row;
}

export const listDir = (db: DbOrTx, dirType: string) =>
  db.select({ id: dirs.id, name: dirs.name, enName: dirs.enName }).from(dirs).where(eq(dirs.dirType, dirType)).orderBy(asc(dirs.sort));
