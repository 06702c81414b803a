import { sql } from 'drizzle-orm';
import type { Tx } from '../client';
import { performances, sessions, ticketClasses } from '../schema';
import { purchaseNotes } from './data/notes';
import { posterOf, PROGRAMME } from './data/programme';
import { HALL, HALL_COMPANY, type GenreCode, type HallCode, type PerfSeed } from './data/types';
import type { SeededHall, SeededSeat } from './halls';
import { html, intArray, minutesAfter, monthLabel, prng, seasonLabel, shanghaiAt, type Prng } from './util';

const TIER_NAMES: [string, string][] = [
  ['贵宾票', 'VIP'],
  ['甲等票', 'Category A'],
  ['乙等票', 'Category B'],
  ['丙等票', 'Category C'],
  ['丁等票', 'Category D'],
];
const TIER_COLORS = ['#C8102E', '#E8772E', '#E3B23C', '#3A86C8', '#4CAF7A'];
const POINT_COLOR = '#8E5CC4';
/** Share of the hall in each price tier, dearest first, by number of tiers. */
const TIER_SHARES: Record<number, number[]> = {
  3: [0.25, 0.4, 0.35],
  4: [0.15, 0.3, 0.3, 0.25],
  5: [0.12, 0.23, 0.25, 0.22, 0.18],
};
const POINT_SEATS = 6;
const HOUSE_SEATS = 4;

/** The season: the concerts (not activities) sold on a seat map, which are the hall's own programme. */
const isSeason = (p: PerfSeed) => p.category === 0 && !p.classes;

export type SeededPerformance = {
  id: number;
  key: string;
  category: number;
  title: [string, string];
  sessionIds: number[];
  /** One of the hall's own season concerts (in its halls with a seat map): /music lists them, the season pass covers them. */
  season: boolean;
};

/** Every performance and activity with its sessions, ticket classes and (for seat maps) one seat row per hall seat. */
export async function seedPerformances(
  tx: Tx,
  now: Date,
  hallsByCode: Map<HallCode, SeededHall>,
  genreIds: Map<GenreCode, number>,
  brandIds: number[],
): Promise<SeededPerformance[]> {
  const rand = prng(20260901);
  const out: SeededPerformance[] = [];
  for (const [index, p] of PROGRAMME.entries()) {
    const hall = hallsByCode.get(p.hall)!;
    const firstStart = shanghaiAt(now, p.sessions[0][0], p.sessions[0][1]);
    const [month, enMonth] = monthLabel(firstStart);
    const [series, enSeries] = p.series ?? seasonLabel(firstStart);
    const [notes, enNotes] = purchaseNotes(p);
    const saleStartAt = p.saleInDays ? shanghaiAt(now, p.saleInDays, '10:00') : shanghaiAt(now, -(8 + ((index * 7) % 25)), '10:00');
    const [perf] = await tx
      .insert(performances)
      .values({
        category: p.category,
        genreId: genreIds.get(p.genre)!,
        hallId: hall.id,
        mainTitle: p.title[0],
        enMainTitle: p.title[1],
        subtitle: p.subtitle[0],
        enSubtitle: p.subtitle[1],
        series,
        enSeries,
        monthQuarter: month,
        enMonthQuarter: enMonth,
        organizer: (p.organizer ?? HALL_COMPANY)[0],
        enOrganizer: (p.organizer ?? HALL_COMPANY)[1],
        host: (p.host ?? HALL)[0],
        enHost: (p.host ?? HALL)[1],
        coHost: p.coHost?.[0] ?? '',
        enCoHost: p.coHost?.[1] ?? '',
        poster: posterOf(index),
        intro: html(p.intro.zh),
        enIntro: html(p.intro.en),
        purchaseNotes: notes,
        enPurchaseNotes: enNotes,
        discount: p.discount?.[0] ?? '',
        enDiscount: p.discount?.[1] ?? '',
        artists: p.artists,
        repertoire: p.repertoire,
        durationMinutes: p.duration,
        saleStartAt,
        isRecommend: p.recommend ?? false,
        isHot: p.hot ?? false,
        realName: p.realName ?? false,
        childHeightLimitCm: p.childLimit ? 120 : null,
        season: isSeason(p),
        brandId: p.brand === undefined ? null : brandIds[p.brand],
      })
      .returning({ id: performances.id });
    const sessionIds: number[] = [];
    for (const [day, time] of p.sessions) {
      const startTime = shanghaiAt(now, day, time);
      const [perOrder, perMember] = p.limits ?? (index % 2 ? [4, 6] : [6, 8]);
      const [session] = await tx
        .insert(sessions)
        .values({
          performanceId: perf.id,
          hallId: hall.id,
          startTime,
          endTime: minutesAfter(startTime, p.duration),
          hasSeatMap: !p.classes,
          limitPerOrder: perOrder,
          limitPerMember: perMember,
        })
        .returning({ id: sessions.id });
      sessionIds.push(session.id);
      const onSale = !p.saleInDays;
      // Nearer sessions have sold more: about 30% of the hall a few days out, 10% two months out.
      const soldRate = onSale ? Math.max(0.1, 0.3 - (0.2 * day) / 60) + rand.next() * 0.05 : 0;
      if (p.classes) await seedStockClasses(tx, session.id, p, soldRate, rand);
      else await seedSeatMap(tx, session.id, p, hall, soldRate, rand);
    }
    out.push({ id: perf.id, key: p.key, category: p.category, title: [p.title[0], p.title[1]], sessionIds, season: isSeason(p) });
  }
  return out;
}

async function seedStockClasses(tx: Tx, sessionId: number, p: PerfSeed, soldRate: number, rand: Prng) {
  await tx.insert(ticketClasses).values(
    p.classes!.map((c, i) => ({
      sessionId,
      name: c.name[0],
      enName: c.name[1],
      priceFen: c.price * 100,
      color: TIER_COLORS[i % TIER_COLORS.length],
      stock: c.stock,
      sold: p.soldOut ? c.stock : Math.round(c.stock * Math.min(0.8, soldRate * 1.5 * (0.7 + rand.next() * 0.6))),
    })),
  );
}

async function seedSeatMap(tx: Tx, sessionId: number, p: PerfSeed, hall: SeededHall, soldRate: number, rand: Prng) {
  const prices = p.prices!;
  const classes = await tx
    .insert(ticketClasses)
    .values([
      ...prices.map((price, i) => {
        const [name, enName] = TIER_NAMES[i];
        return { sessionId, name, enName, priceFen: price * 100, color: TIER_COLORS[i] };
      }),
      ...(p.pointPrice
        ? [
            {
              sessionId,
              name: '积分专享票',
              enName: 'Points-only ticket',
              priceFen: 0,
              color: POINT_COLOR,
              pointOnly: true,
              pointPrice: p.pointPrice,
              limitPerMember: 2,
            },
          ]
        : []),
    ])
    .returning({ id: ticketClasses.id });

  // Tier of each seat: the hall's seats best first, cut by the tier shares; the last few carry the points-only class.
  const shares = TIER_SHARES[prices.length];
  const tierOf = new Map<number, number>();
  const seats = hall.seats;
  let cursor = 0;
  shares.forEach((share, tier) => {
    const end = tier === shares.length - 1 ? seats.length : cursor + Math.round(share * seats.length);
    for (; cursor < end; cursor++) tierOf.set(seats[cursor].id, tier + 1);
  });
  if (p.pointPrice) for (const s of seats.slice(-POINT_SEATS)) tierOf.set(s.id, prices.length + 1);

  const status = new Map<number, 'available' | 'sold' | 'locked'>();
  if (p.soldOut) for (const s of seats) status.set(s.id, 'sold');
  else {
    for (const s of houseSeats(hall)) status.set(s.id, 'locked');
    // Walk each row left to right; better seats sell first, and friends buy neighbouring seats.
    let prev: SeededSeat | undefined;
    for (const s of byPosition(seats)) {
      if (status.has(s.id)) continue;
      const tier = tierOf.get(s.id)!;
      const neighbourSold = prev && prev.row === s.row && prev.area === s.area && status.get(prev.id) === 'sold';
      const chance = neighbourSold ? 0.45 : soldRate * (1.5 - 0.2 * Math.min(tier - 1, 4)) * 0.5;
      if (soldRate > 0 && tier <= prices.length && rand.next() < chance) status.set(s.id, 'sold');
      prev = s;
    }
  }

  const ids = seats.map((s) => s.id);
  await tx.execute(sql`
    insert into session_seats (session_id, hall_seat_id, ticket_class_id, status)
    select ${sessionId}, t.seat_id, (${intArray(classes.map((c) => c.id))}::int[])[t.tier], t.status
    from unnest(${intArray(ids)}::int[], ${intArray(ids.map((id) => tierOf.get(id)!))}::int[],
                ${`{${ids.map((id) => status.get(id) ?? 'available').join(',')}}`}::text[]) as t(seat_id, tier, status)`);
}

/** A small block of house seats kept back by the hall: the middle of a row a third of the way into the stalls. */
function houseSeats(hall: SeededHall): SeededSeat[] {
  const stalls = hall.seats.filter((s) => s.floor === 1);
  const row = Math.round(Math.max(...stalls.map((s) => s.row)) / 3);
  const centreX = hall.layout.stageX;
  return stalls
    .filter((s) => s.row === row)
    .sort((a, b) => Math.abs(a.x - centreX) - Math.abs(b.x - centreX))
    .slice(0, HOUSE_SEATS);
}

const byPosition = (seats: SeededSeat[]) =>
  [...seats].sort((a, b) => a.floor - b.floor || a.row - b.row || a.area.localeCompare(b.area) || a.number - b.number);
