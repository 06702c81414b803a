import { eq } from 'drizzle-orm';
import type { Tx } from '../client';
import { sessions } from '../schema';
import { insertRound } from '../welfare-round';
import type { SeededPerformance } from './performances';
import { shanghaiAt } from './util';

/**
 * The demo's public-welfare round: twenty ¥20 standing places of the jazz night, applications open since yesterday
 * and closing two evenings from now, a day to pay for a place. The seed is drawn afresh, as the console does.
 */
export async function seedWelfareRound(tx: Tx, now: Date, perfs: SeededPerformance[]) {
  const jazz = perfs.find((p) => p.key === 'jazz-night');
  if (!jazz) return;
  const [session] = await tx
    .select({ id: sessions.id, performanceId: sessions.performanceId })
    .from(sessions)
    .where(eq(sessions.id, jazz.sessionIds[0]));
  await insertRound(tx, session, {
    priceFen: 2000,
    tickets: 20,
    applyFrom: shanghaiAt(now, -1, '10:00').toISOString(),
    applyTo: shanghaiAt(now, 2, '20:00').toISOString(),
    payHours: 24,
  });
}
