// Key rotation of the sealed identity numbers: every value sealed under a key other than the current one
// (the first of PERSONAL_DATA_KEYS) is opened and sealed again under the current one, a batch per transaction,
// so the hall keeps serving meanwhile. Once it reports none left, the old key can leave the list.
import { and, eq, gt, sql, type SQL } from 'drizzle-orm';
import type { Db, Tx } from './client';
import { reservations, type Visitor } from './schema';
import { currentKeyId, isSealed, keyIdOf, open, seal } from '../platform/personal-data';

const BATCH = 500;

/** The sealed text columns (by name: one loop serves them all), each in a table keyed by `id`. */
const COLUMNS = [
  ['members', 'id_card'],
  ['buyers', 'cert_no'],
  ['order_items', 'buyer_cert_no'],
  ['welfare_applications', 'cert_no'],
] as const;

const rowsOf = async <T>(db: Db | Tx, query: SQL) => ((await db.execute(query)) as unknown as { rows: T[] }).rows;

const reseal = (value: string) => (isSealed(value) && keyIdOf(value) !== currentKeyId() ? seal(open(value)) : value);

/** How many values are sealed under each key id, for the operator to see what a rotation has left. */
export async function sealedByKey(db: Db): Promise<Record<string, number>> {
  const counts: Record<string, number> = {};
  const add = (value: string | null | undefined) => {
    if (value && isSealed(value)) counts[keyIdOf(value)] = (counts[keyIdOf(value)] ?? 0) + 1;
  };
  for (const [table, column] of COLUMNS)
    for (const row of await rowsOf<{ value: string | null }>(
      db,
      sql`select ${sql.identifier(column)} as value from ${sql.identifier(table)}`,
    ))
      add(row.value);
  for (const r of await db.select({ visitors: reservations.visitors }).from(reservations)) r.visitors.forEach((v) => add(v.certNo));
  return counts;
}

export async function resealPersonalData(db: Db): Promise<{ resealed: number }> {
  const current = `pd1.${currentKeyId()}.%`;
  let resealed = 0;
  for (const [table, column] of COLUMNS) {
    const [t, c] = [sql.identifier(table), sql.identifier(column)];
    for (let after = 0; ;) {
      const rows = await rowsOf<{ id: number; value: string }>(
        db,
        sql`select id, ${c} as value from ${t} where id > ${after} and ${c} is not null and ${c} not like ${current} order by id limit ${BATCH}`,
      );
      if (!rows.length) break;
      await db.transaction(async (tx) => {
        for (const row of rows) await tx.execute(sql`update ${t} set ${c} = ${reseal(row.value)} where id = ${row.id}`);
      });
      resealed += rows.length;
      after = rows[rows.length - 1].id;
    }
  }
  for (let after = 0; ;) {
    const rows = await db
      .select({ id: reservations.id, visitors: reservations.visitors })
      .from(reservations)
      .where(
        and(
          gt(reservations.id, after),
          sql`exists (select 1 from jsonb_array_elements(${reservations.visitors}) v
            where coalesce(v->>'certNo', '') <> '' and v->>'certNo' not like ${current})`,
        ),
      )
      .orderBy(reservations.id)
      .limit(BATCH);
    if (!rows.length) break;
    await db.transaction(async (tx) => {
      for (const r of rows) {
        const visitors: Visitor[] = r.visitors.map((v) => (v.certNo ? { ...v, certNo: reseal(v.certNo) } : v));
        await tx.update(reservations).set({ visitors }).where(eq(reservations.id, r.id));
      }
    });
    resealed += rows.length;
    after = rows[rows.length - 1].id;
  }
  return { resealed };
}
