import { and, asc, count, eq } from 'drizzle-orm';
import type { DbOrTx } from '../../db/client';
import { expressEvents, shopOrders } from '../../db/schema';
import { SIGNED, type ExpressProvider } from './types';

/** What a parcel goes through in the sandbox, one step per advance, in Kuaidi100's states. */
export const SANDBOX_SCRIPT = [
  { state: '0', context: '【上海市】快件已由顺丰速运揽收' },
  { state: '0', context: '【上海市】快件已发往 杭州中转场' },
  { state: '5', context: '【杭州市】快件交给派送员，正在派送途中' },
  { state: SIGNED, context: '【杭州市】快件已签收，签收人：本人' },
] as const;

/**
 * The sandbox carrier: the events of a parcel are the ones its development route has advanced, kept in
 * `express_events` like a real carrier's, so the query answers what is stored and never reaches out.
 */
export function createSandboxExpress(db: DbOrTx): ExpressProvider {
  return {
    name: 'sandbox',
    async query(carrier, trackingNo) {
      const rows = await db
        .select({ time: expressEvents.time, context: expressEvents.context, state: expressEvents.state })
        .from(expressEvents)
        .innerJoin(shopOrders, eq(shopOrders.orderId, expressEvents.orderId))
        .where(and(eq(shopOrders.carrier, carrier), eq(shopOrders.trackingNo, trackingNo)))
        .orderBy(asc(expressEvents.time), asc(expressEvents.id));
      return { delivered: rows.some((r) => r.state === SIGNED), events: rows };
    },
  };
}

/** POST /api/dev/express/advance: the parcel's next scripted event, now; false once it has been signed for. */
export async function advanceSandboxParcel(db: DbOrTx, orderId: number, now = new Date()): Promise<boolean> {
  const [{ done }] = await db.select({ done: count() }).from(expressEvents).where(eq(expressEvents.orderId, orderId));
  const next = SANDBOX_SCRIPT[done];
  if (!next) return false;
  await db.insert(expressEvents).values({ orderId, time: now, context: next.context, state: next.state });
  return true;
}
