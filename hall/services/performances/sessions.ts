import { and, eq, sql } from 'drizzle-orm';
import type { DbOrTx } from '../../db/client';
import { goods, performances, sessions } from '../../db/schema/index';
import { notFound } from '../../errors';
import { getPerformance } from './read';

/** A session with its performance and ticket classes (§7 /api/project/event_detail). */
export async function getSessionDetail(db: DbOrTx, sessionId: number) {
  const [row] = await db.select({ performanceId: sessions.performanceId }).from(sessions).where(eq(sessions.id, sessionId));
  if (!row) throw notFound();
  const project = await getPerformance(db, row.performanceId);
  const session = project.sessions.find((s) => s.id === sessionId);
  if (!session) throw notFound();
  const { sessions: _all, ...performance } = project;
  return { performance, session };
}

/** What a list of goods shows of each. */
export const goodsCard = {
  id: goods.id,
  type: goods.type,
  name: goods.name,
  enName: goods.enName,
  image: goods.image,
  pointPrice: goods.pointPrice,
  priceFen: goods.priceFen,
};

/** Goods sold alongside a performance (§7 /api/project/event_goods). */
export async function listEventGoods(db: DbOrTx, performanceId: number) {
  const [exists] = await db.select({ id: performances.id }).from(performances).where(eq(performances.id, performanceId));
  if (!exists) throw notFound();
  return db
    .select(goodsCard)
    .from(goods)
    .where(and(eq(goods.visible, true), sql`${goods.performanceIds} @> ${JSON.stringify([performanceId])}::jsonb`));
}
