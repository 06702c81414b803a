// Identity numbers written before they were sealed (migration 0026): sealed in their canonical form, with their
// person's hash, when the hall API starts. SQL cannot do it, for the keys live in the environment, not in the
// database. Rows that become one person (a 15-digit and an 18-digit form of one ID number) are reported, and
// the duplicate that carries nothing is dropped, rather than the start failing on a unique index.
import { and, eq, isNotNull, like, notLike, sql, type AnyColumn } from 'drizzle-orm';
import { RESIDENT_ID_CARD, canonicalCertNo } from '@/lib/validation/certificate';
import type { Db, Tx } from './client';
import { buyers, members, orderItems, realNameClaims, reservations, visitClaims, welfareApplications, type Visitor } from './schema';
import { isUniqueViolation } from '../platform/db-errors';
import { storedCertificate } from '../platform/certificates';
import { identityHash, isSealed, seal } from '../platform/personal-data';

/** Two rows that turned out to be one person: `dropped` was deleted, or `kept apart` left with a marked hash. */
export type PersonCollision = { table: string; id: string; sameAs: string; outcome: 'dropped' | 'kept apart' };

/** A claim whose key is still the number itself rather than the person's hash. */
const notHash = (column: AnyColumn) => sql`${column} !~ '^[0-9a-f]{64}$'`;
/** Any bigint serves: this one spells "hallpiis". */
const SEAL_LOCK = 0x68616c6c70696973n;

/** One row's change in a savepoint, so that a unique violation costs that row only. */
async function attempt(tx: Tx, change: (sp: Tx) => Promise<unknown>): Promise<boolean> {
  try {
    await tx.transaction(async (sp) => {
      await change(sp);
    });
    return true;
  } catch (error) {
    if (isUniqueViolation(error)) return false;
    throw error;
  }
}

export async function sealPlainPersonalData(db: Db): Promise<PersonCollision[]> {
  return db.transaction(async (tx) => {
    // Instances starting together: one seals, the others then find nothing left.
    await tx.execute(sql`select pg_advisory_xact_lock(${SEAL_LOCK.toString()}::bigint)`);
    const collisions: PersonCollision[] = [];

    for (const m of await tx
      .select({ id: members.id, idCard: members.idCard })
      .from(members)
      .where(and(isNotNull(members.idCard), notLike(members.idCard, 'pd1.%'))))
      await tx
        .update(members)
        .set({ idCard: seal(canonicalCertNo(RESIDENT_ID_CARD, m.idCard!)) })
        .where(eq(members.id, m.id));

    for (const item of await tx
      .select({ id: orderItems.id, type: orderItems.buyerCertType, no: orderItems.buyerCertNo })
      .from(orderItems)
      .where(and(isNotNull(orderItems.buyerCertNo), notLike(orderItems.buyerCertNo, 'pd1.%'))))
      await tx
        .update(orderItems)
        .set({ buyerCertNo: seal(canonicalCertNo(item.type ?? '', item.no!)) })
        .where(eq(orderItems.id, item.id));

    for (const b of await tx.select().from(buyers).where(like(buyers.certHash, 'unsealed:%')).orderBy(buyers.id)) {
      const stored = storedCertificate(b.certType, b.certNo);
      if (await attempt(tx, (sp) => sp.update(buyers).set(stored).where(eq(buyers.id, b.id)))) continue;
      // The member's other buyer is the same person: this one names nobody new.
      const [kept] = await tx
        .select({ id: buyers.id })
        .from(buyers)
        .where(and(eq(buyers.memberId, b.memberId), eq(buyers.certHash, stored.certHash)));
      await tx.delete(buyers).where(eq(buyers.id, b.id));
      collisions.push({ table: 'buyers', id: String(b.id), sameAs: String(kept.id), outcome: 'dropped' });
    }

    for (const a of await tx
      .select()
      .from(welfareApplications)
      .where(like(welfareApplications.certHash, 'unsealed:%'))
      .orderBy(welfareApplications.id)) {
      const stored = storedCertificate(a.certType, a.certNo);
      if (await attempt(tx, (sp) => sp.update(welfareApplications).set(stored).where(eq(welfareApplications.id, a.id)))) continue;
      // An application has a history (a draw, perhaps an order): it stays, its hash marked, for the staff to judge.
      const [kept] = await tx
        .select({ id: welfareApplications.id })
        .from(welfareApplications)
        .where(and(eq(welfareApplications.performanceId, a.performanceId), eq(welfareApplications.certHash, stored.certHash)));
      await tx
        .update(welfareApplications)
        .set({ ...stored, certHash: `duplicate:${a.id}:${stored.certHash}` })
        .where(eq(welfareApplications.id, a.id));
      collisions.push({ table: 'welfare_applications', id: String(a.id), sameAs: String(kept.id), outcome: 'kept apart' });
    }

    // A claim only refuses the next order: of two claims of one person, one is enough.
    for (const c of await tx.select().from(realNameClaims).where(notHash(realNameClaims.certHash))) {
      const [type, ...rest] = c.certHash.split(':');
      const certHash = identityHash(type, canonicalCertNo(type, rest.join(':')));
      const where = and(eq(realNameClaims.performanceId, c.performanceId), eq(realNameClaims.certHash, c.certHash));
      if (await attempt(tx, (sp) => sp.update(realNameClaims).set({ certHash }).where(where))) continue;
      await tx.delete(realNameClaims).where(where);
      collisions.push({
        table: 'real_name_claims',
        id: `order ${c.orderId}`,
        sameAs: `performance ${c.performanceId}`,
        outcome: 'dropped',
      });
    }

    // Visit claims before the bookings are sealed: a claim finds its certificate type beside its number.
    const bookings = await tx
      .select({ id: reservations.id, visitors: reservations.visitors })
      .from(reservations)
      .where(
        sql`exists (select 1 from jsonb_array_elements(${reservations.visitors}) v
          where coalesce(v->>'certNo', '') <> '' and v->>'certNo' not like 'pd1.%')`,
      );
    for (const c of await tx.select().from(visitClaims).where(notHash(visitClaims.certHash))) {
      const visitor = bookings.find((r) => r.id === c.reservationId)?.visitors.find((v) => v.certNo === c.certHash);
      const type = visitor?.certType || RESIDENT_ID_CARD;
      const certHash = identityHash(type, canonicalCertNo(type, c.certHash));
      const where = and(eq(visitClaims.date, c.date), eq(visitClaims.certHash, c.certHash));
      if (await attempt(tx, (sp) => sp.update(visitClaims).set({ certHash }).where(where))) continue;
      await tx.delete(visitClaims).where(where);
      collisions.push({ table: 'visit_claims', id: `reservation ${c.reservationId}`, sameAs: `date ${c.date}`, outcome: 'dropped' });
    }

    for (const r of bookings) {
      const visitors: Visitor[] = r.visitors.map((v) =>
        v.certNo && !isSealed(v.certNo) ? { ...v, certNo: seal(canonicalCertNo(v.certType, v.certNo)) } : v,
      );
      await tx.update(reservations).set({ visitors }).where(eq(reservations.id, r.id));
    }
    return collisions;
  });
}
