import { sql } from 'drizzle-orm';
import type { Db } from '../client';
import { halls } from '../schema';
import { seedBrands } from './brands';
import { seedPackageCard, seedGoods, seedPromotions, seedVisitSlots } from './commerce';
import { seedBanners, seedContent, seedDirs, seedSiteParams } from './content';
import { seedGenres, seedHalls } from './halls';
import { DEMO_PASSWORD, seedEnterpriseUser, seedMembers } from './members';
import { seedEnterpriseProjects } from './enterprise-projects';
import { seedPerformances } from './performances';

/** The demo logins the seed creates (README, tests and the e2e suite use them). */
export const DEMO_ACCOUNTS = {
  members: [
    {
      phone: '13800000001',
      password: DEMO_PASSWORD,
      name: '张三',
      note: 'VIP, 3,200 points, 4 messages (2 unread), 2 regular purchasers, 1 address',
    },
    { phone: '13800000002', password: DEMO_PASSWORD, name: '李四', note: 'ordinary member, 800 points' },
    { phone: '13800000003', password: DEMO_PASSWORD, name: null, note: 'new member, profile not completed, 500 points' },
  ],
  enterprise: [
    {
      phone: '13900000001',
      password: DEMO_PASSWORD,
      company: '示例文化传媒有限公司',
      note: '2 projects: one at contract payment, one at booking intention',
    },
  ],
} as const;

/**
 * Seeds the demo content once: nothing happens (false) when halls already exist. Everything is written in one
 * transaction, with dates relative to now, so the demo always shows the coming two months.
 */
export async function seedIfEmpty(db: Db, now = new Date()): Promise<boolean> {
  const [{ count }] = await db.select({ count: sql<number>`count(*)::int` }).from(halls);
  if (count > 0) return false;
  await db.transaction(async (tx) => {
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
    await seedGoods(tx, perfs);
    await seedPackageCard(tx, now);
    await seedVisitSlots(tx, now);
    await seedMembers(tx, now, industryIds);
    await seedEnterpriseProjects(tx, now, await seedEnterpriseUser(tx), hallsByCode);
  });
  return true;
}
