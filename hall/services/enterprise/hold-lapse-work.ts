import { and, asc, inArray, isNull, lte, not, sql } from 'drizzle-orm';
import { rentalHolds } from '../../db/schema';
import { heldBack } from '../work/failures';
import type { PeriodicWork } from '../work/periodic';
import { lapseHold } from './holds';

/** Venue-rental options past their date, each lapsed on its own (the project goes back to the staff). */
export const holdLapseWork: PeriodicWork = {
  kind: 'holdLapse',
  async due(db, now) {
    const rows = await db
      .select({ id: rentalHolds.id })
      .from(rentalHolds)
      .where(
        and(
          isNull(rentalHolds.releasedAt),
          inArray(rentalHolds.option, ['first', 'second']),
          lte(rentalHolds.expiresAt, now),
          not(heldBack('holdLapse', sql`${rentalHolds.id}::text`, now)),
        ),
      )
      .orderBy(asc(rentalHolds.expiresAt))
      .limit(100);
    return rows.map((r) => String(r.id));
  },
  run: (db, key, now) => lapseHold(db, Number(key), now),
};
