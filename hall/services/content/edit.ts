// The editorial lists as the content staff edit them (news, media reports, videos, announcements, the about, venue
// and season lists): drafts included, rich text cleaned before it is stored, each write audited before and after.
import { and, count, desc, eq, ilike, or } from 'drizzle-orm';
import type { z } from 'zod';
import type { ContentKind, ContentPayload, StaffContentItem, staffContentQuery } from '@/lib/contract/content-editing';
import type { Paged } from '@/lib/contract/envelope';
import type { Db, DbOrTx } from '../../db/client';
import { contentItems } from '../../db/schema/index';
import { notFound } from '../../errors';
import { containing } from '../../platform/like';
import { audit, type Actor } from '../staff/audit';
import { cleanRichText } from './rich-text';

type ContentRow = typeof contentItems.$inferSelect;

export function contentFields(row: ContentRow): StaffContentItem {
  return {
    id: row.id,
    kind: row.kind as ContentKind,
    title: row.title,
    enTitle: row.enTitle ?? '',
    summary: row.summary ?? '',
    enSummary: row.enSummary ?? '',
    body: row.body ?? '',
    enBody: row.enBody ?? '',
    image: row.image ?? '',
    url: row.url ?? '',
    publishedAt: row.publishedAt.toISOString(),
    sort: row.sort,
    visible: row.visible,
  };
}

/** Stored as the public reads expect: empty texts as null (the English falls back to the Chinese), rich text clean. */
const columnsOf = (input: ContentPayload) => ({
  kind: input.kind,
  title: input.title,
  enTitle: input.enTitle || null,
  summary: input.summary || null,
  enSummary: input.enSummary || null,
  body: input.body ? cleanRichText(input.body) : null,
  enBody: input.enBody ? cleanRichText(input.enBody) : null,
  image: input.image || null,
  url: input.url || null,
  publishedAt: new Date(input.publishedAt),
  sort: input.sort,
  visible: input.visible,
});

export async function listStaffContent(db: DbOrTx, query: z.output<typeof staffContentQuery>): Promise<Paged<StaffContentItem>> {
  const where = and(
    eq(contentItems.kind, query.kind),
    query.q ? or(ilike(contentItems.title, containing(query.q)), ilike(contentItems.enTitle, containing(query.q))) : undefined,
  );
  const [rows, [total]] = await Promise.all([
    db
      .select()
      .from(contentItems)
      .where(where)
      .orderBy(desc(contentItems.publishedAt), desc(contentItems.id))
      .limit(query.pageSize)
      .offset((query.page - 1) * query.pageSize),
    db.select({ n: count() }).from(contentItems).where(where),
  ]);
  return { list: rows.map(contentFields), total: total.n, page: query.page, pageSize: query.pageSize };
}

export async function getStaffContent(db: DbOrTx, id: number): Promise<StaffContentItem> {
  const [row] = await db.select().from(contentItems).where(eq(contentItems.id, id));
  if (!row) throw notFound();
  return contentFields(row);
}

export async function createContent(db: Db, actor: Actor, input: ContentPayload): Promise<StaffContentItem> {
  return db.transaction(async (tx) => {
    const [row] = await tx.insert(contentItems).values(columnsOf(input)).returning();
    const after = contentFields(row);
    await audit(tx, actor, { action: 'content.create', target: `content:${row.id}`, after });
    return after;
  });
}

/** Its extras (a video's length, a job's salary …) are kept as they are. */
export async function updateContent(db: Db, actor: Actor, id: number, input: ContentPayload): Promise<StaffContentItem> {
  return db.transaction(async (tx) => {
    const [before] = await tx.select().from(contentItems).where(eq(contentItems.id, id)).for('update');
    if (!before) throw notFound();
    const [row] = await tx.update(contentItems).set(columnsOf(input)).where(eq(contentItems.id, id)).returning();
    const after = contentFields(row);
    await audit(tx, actor, { action: 'content.update', target: `content:${id}`, before: contentFields(before), after });
    return after;
  });
}
