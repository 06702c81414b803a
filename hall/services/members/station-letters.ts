import { and, count, desc, eq, isNull } from 'drizzle-orm';
import type { Paged } from '@/lib/contract/envelope';
import type { StationLetter } from '@/lib/contract/member';
import type { Db } from '../../db/client';
import { stationLetters } from '../../db/schema';
import { notFound } from '../../errors';

/** Whose letters: a member's, or a venue renter's (the letters of their projects' steps). */
export type LetterReader = { memberId: number } | { enterpriseUserId: number };

const mine = (reader: LetterReader) =>
  'memberId' in reader ? eq(stationLetters.memberId, reader.memberId) : eq(stationLetters.enterpriseUserId, reader.enterpriseUserId);

/** Newest first; reading the list marks nothing: a letter is read when the reader opens it. */
export async function listLetters(db: Db, reader: LetterReader, page: number, pageSize: number): Promise<Paged<StationLetter>> {
  const [rows, [{ total }]] = await Promise.all([
    db
      .select()
      .from(stationLetters)
      .where(mine(reader))
      .orderBy(desc(stationLetters.createdAt), desc(stationLetters.id))
      .limit(pageSize)
      .offset((page - 1) * pageSize),
    db.select({ total: count() }).from(stationLetters).where(mine(reader)),
  ]);
  return {
    list: rows.map((r) => ({
      id: r.id,
      title: r.title,
      enTitle: r.enTitle,
      body: r.body,
      enBody: r.enBody,
      link: r.link,
      readAt: r.readAt?.toISOString() ?? null,
      createdAt: r.createdAt.toISOString(),
    })),
    total,
    page,
    pageSize,
  };
}

export async function countUnread(db: Db, reader: LetterReader) {
  const [{ unread }] = await db
    .select({ unread: count() })
    .from(stationLetters)
    .where(and(mine(reader), isNull(stationLetters.readAt)));
  return { unread };
}

/** Idempotent: a letter read before keeps its first reading time. Another's letter is 40004. */
export async function markRead(db: Db, reader: LetterReader, id: number) {
  const [letter] = await db
    .select({ id: stationLetters.id })
    .from(stationLetters)
    .where(and(eq(stationLetters.id, id), mine(reader)));
  if (!letter) throw notFound();
  await db
    .update(stationLetters)
    .set({ readAt: new Date() })
    .where(and(eq(stationLetters.id, id), isNull(stationLetters.readAt)));
  return countUnread(db, reader);
}

export async function markAllRead(db: Db, reader: LetterReader) {
  await db
    .update(stationLetters)
    .set({ readAt: new Date() })
    .where(and(mine(reader), isNull(stationLetters.readAt)));
  return countUnread(db, reader);
}
