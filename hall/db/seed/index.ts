import { sql } from 'drizzle-orm';
import type { Db } from '../client';
import { halls } from '../schema';
import { seedBrands } from './brands';
import { seedGoods, seedPromotions, seedVisitSlots } from './commerce';
import { seedPackageCard } from './packages';
import { seedBanners, seedContent, seedDirs, seedSiteParams } from './content';
import { seedGenres, seedHalls } from './halls';
import { seedEnterpriseUser, seedMembers } from './members';
import { seedEnterpriseProjects } from './enterprise-projects';
import { seedPerformances } from './performances';
import { seedFreight } from './freight';
import { seedWelfareRound } from './welfare';

/** Any bigint serves; this one spells "hallseed". */
const SEED_LOCK = 0x68616c6c73656564n;

/**
 * Seeds the demo content once: nothing happens (false) when halls already exist. Everything is written in one
 * transaction, with dates relative to now, so the demo always shows the coming two months.
 */
export async function seedIfEmpty(db: Db, now = new Date()): Promise<boolean> {
  return db.transaction(async (tx) => {
    // Instances starting together on one server: one seeds, the others wait here and then find the halls.
    await tx.execute(sql`select pg_advisory_xact_lock(${SEED_LOCK})`);
    const [{ count }] = await tx.select({ count: sql<number>`count(*)::int` }).from(halls);
    if (count > 0) return false;
    // Only `tx` inside: a query on `db` here would wait forever for PGlite's single connection.
    const hallsByCode = await seedHalls(tx);
    const genreIds = await seedGenres(tx);
    const brandIds = await seedBrands(tx);
    const perfs = await seedPerformances(tx, now, hallsByCode, genreIds, brandIds);
    await seedContent(tx, now);
    await seedSiteParams(tx);
    await seedBanners(tx, perfs);
    const industryIds = await seedDirs(tx);
    await seedPromotions(tx, now, perfs);
    await seedGoods(tx, perfs, now);
    await seedFreight(tx);
    await seedPackageCard(tx, now, perfs);
    await seedWelfareRound(tx, now, perfs);
    await seedVisitSlots(tx, now);
    await seedMembers(tx, now, industryIds);
    await seedEnterpriseProjects(tx, now, await seedEnterpriseUser(tx), hallsByCode);
    return true;
  });
}
