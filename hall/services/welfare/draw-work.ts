import { and, asc, isNull, lte, not, sql } from 'drizzle-orm';
import { welfareRounds } from '../../db/schema';
import { heldBack } from '../work/failures';
import type { PeriodicWork } from '../work/periodic';
import { drawRound } from './draw';

/** Public-welfare rounds whose application window has closed, each drawn on its own. */
export const welfareDrawWork: PeriodicWork = {
  kind: 'welfareDraw',
  async due(db, now) {
    const rows = await db
      .select({ id: welfareRounds.id })
      .from(welfareRounds)
      .where(
        and(
          isNull(welfareRounds.drawnAt),
          lte(welfareRounds.applyTo, now),
          not(heldBack('welfareDraw', sql`${welfareRounds.id}::text`, now)),
        ),
      )
      .orderBy(asc(welfareRounds.applyTo))
      .limit(20);
    return rows.map((r) => String(r.id));
  },
  run: (db, key, now) => drawRound(db, Number(key), now),
};
