import type { Tx } from '../client';
import { codePromotions, discountCodes, goods, visitSlots } from '../schema';
import { GOODS, goodsAltImage, goodsImage } from './data/goods';
import type { SeededPerformance } from './performances';
import { daysFrom, html, shanghaiAt, shanghaiDate } from './util';

const idsOf = (perfs: SeededPerformance[], keys: string[]) => keys.map((k) => perfs.find((p) => p.key === k)!.id);

/** Coupon activities members can claim, around now. */
export async function seedPromotions(tx: Tx, now: Date, perfs: SeededPerformance[]) {
  const claimFrom = daysFrom(now, -10);
  const claimTo = daysFrom(now, 30);
  await tx.insert(codePromotions).values([
    {
      name: '交响乐满 300 减 50',
      enName: '50 yuan off symphony concerts over 300',
      showInfo: '满 300 元减 50 元',
      enShowInfo: '50 yuan off orders over 300 yuan',
      couponType: 'performance',
      amountFen: 5000,
      minSpendFen: 30000,
      projectIds: idsOf(perfs, ['opening-gala', 'mahler-5', 'tchaikovsky-night']),
      total: 500,
      claimed: 128,
      claimFrom,
      claimTo,
    },
    {
      name: '新会员观演券',
      enName: 'New member concert coupon',
      showInfo: '满 100 元减 20 元',
      enShowInfo: '20 yuan off orders over 100 yuan',
      couponType: 'performance',
      amountFen: 2000,
      minSpendFen: 10000,
      projectIds: idsOf(perfs, ['yunqi-quartet', 'four-seasons', 'anna-keller', 'brahms-evening', 'goldberg']),
      total: 1000,
      claimed: 342,
      claimFrom,
      claimTo,
    },
    {
      name: '电影交响音乐会 100 元券',
      enName: '100 yuan off Music from the Movies',
      showInfo: '满 500 元减 100 元，订单超过 2000 元不可用',
      enShowInfo: '100 yuan off orders over 500 yuan; not valid on orders above 2,000 yuan',
      couponType: 'performance',
      amountFen: 10000,
      minSpendFen: 50000,
      maxOrderFen: 200000,
      projectIds: idsOf(perfs, ['film-music']),
      total: 100,
      claimed: 37,
      claimFrom,
      claimTo: daysFrom(now, 20),
      validDays: 20,
    },
    {
      name: '亲子活动 20 元券',
      enName: '20 yuan off family activities',
      showInfo: '满 80 元减 20 元',
      enShowInfo: '20 yuan off orders over 80 yuan',
      couponType: 'activity',
      amountFen: 2000,
      minSpendFen: 8000,
      projectIds: idsOf(perfs, ['family-workshop', 'meet-orchestra']),
      total: 300,
      claimed: 54,
      perMemberLimit: 2,
      claimFrom,
      claimTo,
    },
    {
      name: '咖啡馆 20 元券',
      enName: '20 yuan café coupon',
      showInfo: '音乐厅咖啡馆满 50 元减 20 元',
      enShowInfo: '20 yuan off café orders over 50 yuan',
      couponType: 'cafe',
      amountFen: 2000,
      minSpendFen: 5000,
      projectIds: [],
      total: 1000,
      claimed: 410,
      claimFrom: daysFrom(now, -3),
      claimTo: daysFrom(now, 45),
    },
  ]);
  await tx.insert(discountCodes).values([
    { code: 'HALL2026', amountFen: 3000, usageLimit: 500, used: 12, validTo: daysFrom(now, 60) },
    { code: 'MUSIC20', amountFen: 2000, usageLimit: 200, used: 3, validTo: daysFrom(now, 30) },
  ]);
}

export async function seedGoods(tx: Tx, perfs: SeededPerformance[], now: Date) {
  await tx.insert(goods).values(
    GOODS.map((g, i) => ({
      type: g.type,
      name: g.name[0],
      enName: g.name[1],
      summary: g.summary,
      body: html(g.body),
      image: goodsImage(i),
      images: [goodsAltImage(i)],
      pointPrice: g.pointPrice,
      priceFen: g.priceFen ?? 0,
      stock: g.stock,
      sold: g.stock - (g.left ?? Math.round(g.stock * 0.85)),
      // Cultural goods are posted (weighed for freight by the kilo), catering is collected at the café within 30 days.
      fulfilment: g.type === 0 ? ('delivery' as const) : ('pickup' as const),
      weightGrams: g.type === 0 ? (g.weightGrams ?? 300) : 0,
      validDays: g.type === 1 ? 30 : null,
      limitPerMember: g.type === 1 ? 2 : 5,
      isRecommend: g.recommend ?? false,
      saleFrom: g.opensInDays ? daysFrom(now, g.opensInDays) : g.endedDaysAgo ? daysFrom(now, -g.endedDaysAgo - 60) : null,
      saleTo: g.endedDaysAgo ? daysFrom(now, -g.endedDaysAgo) : null,
      performanceIds: idsOf(perfs, g.performances ?? []),
    })),
  );
}

/** Guided visits for the next 30 days at 10:00, 14:00 and 16:00, 30 people each, 50 yuan. */
export async function seedVisitSlots(tx: Tx, now: Date) {
  const rows = [];
  for (let day = 0; day < 30; day++) {
    for (const time of ['10:00', '14:00', '16:00']) {
      if (day === 0 && shanghaiAt(now, 0, time) <= now) continue;
      rows.push({ date: shanghaiDate(now, day), startTime: time, capacity: 30, priceFen: 5000 });
    }
  }
  await tx.insert(visitSlots).values(rows);
}
