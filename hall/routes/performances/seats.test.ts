// The seat map and seat status of /chooseSeat, on the demo seed.
import { z } from 'zod';
import { and, eq, gt, inArray, sql } from 'drizzle-orm';
import { Code } from '@/lib/contract/codes';
import { performanceDetailSchema } from '@/lib/contract/performance';
import type { SeatMap, SeatStatus } from '@/lib/contract/seats';
import { halls, performances, sessions, sessionSeats } from '../../db/schema/index';
import { get, startHall, type Hall } from '../../test/harness';
import { errorText, expectError, expectOk } from '../../test/expect';

// The contract is zod-free (the browser imports it); the tests check answers against this mirror of it.
const ticketClass = z.object({
  id: z.number().int(),
  name: z.string().min(1),
  enName: z.string().min(1),
  priceFen: z.number().int().min(0),
  color: z.string().regex(/^#[0-9a-f]{6}$/i),
  pointOnly: z.boolean(),
  pointPrice: z.number().int().nullable(),
});
const seatMapSchema = z.strictObject({
  sessionId: z.number().int(),
  hall: z.strictObject({
    id: z.number().int(),
    name: z.string(),
    enName: z.string(),
    width: z.number().positive(),
    height: z.number().positive(),
    stageX: z.number(),
  }),
  areas: z.array(z.strictObject({ name: z.string().min(1), enName: z.string().min(1) })),
  ticketClasses: z.array(ticketClass),
  seats: z.array(z.tuple([z.number(), z.number(), z.number(), z.number(), z.number(), z.number(), z.number(), z.number()])),
  limitPerOrder: z.number().int().positive(),
  limitPerMember: z.number().int().positive(),
  saleStatus: z.enum(['coming_soon', 'on_sale', 'sold_out']),
  saleStartAt: z.iso.datetime(),
}) satisfies z.ZodType<SeatMap>;
const seatStatusSchema = z.strictObject({ taken: z.array(z.number().int()), version: z.string().min(1) }) satisfies z.ZodType<SeatStatus>;

let hall: Hall;
beforeAll(async () => {
  hall = await startHall();
});
afterAll(() => hall?.close());

const seatMap = async (id: number, headers: Record<string, string> = {}) =>
  expectOk(await get(hall.app, `/api/session/${id}/seat_map`, headers), seatMapSchema);
const seatStatus = async (id: number) => expectOk(await get(hall.app, `/api/session/${id}/seat_status`), seatStatusSchema);

/** Upcoming sessions of one kind, straight from the seed. */
async function findSessions(where: { hall?: string; seatMap: boolean; saleOpen: boolean }) {
  const now = new Date();
  return hall.db
    .select({ id: sessions.id, performanceId: sessions.performanceId, capacity: halls.capacity })
    .from(sessions)
    .innerJoin(performances, eq(performances.id, sessions.performanceId))
    .innerJoin(halls, eq(halls.id, sessions.hallId))
    .where(
      and(
        gt(sessions.startTime, now),
        eq(sessions.hasSeatMap, where.seatMap),
        where.hall ? eq(halls.code, where.hall) : undefined,
        where.saleOpen ? sql`${performances.saleStartAt} <= now()` : sql`${performances.saleStartAt} > now()`,
      ),
    )
    .orderBy(sessions.id);
}

const freeSeats = (sessionId: number) =>
  hall.db
    .select({ id: sessionSeats.id })
    .from(sessionSeats)
    .where(and(eq(sessionSeats.sessionId, sessionId), eq(sessionSeats.status, 'available')))
    .orderBy(sessionSeats.id);

/** The first of these sessions with a seat still free (the seed has sold-out ones). */
async function withFreeSeats<T extends { id: number }>(list: T[]): Promise<T> {
  for (const s of list) if ((await freeSeats(s.id)).length) return s;
  throw new Error('no session with a free seat');
}

async function takenInDb(sessionId: number) {
  const rows = await hall.db
    .select({ id: sessionSeats.id })
    .from(sessionSeats)
    .where(and(eq(sessionSeats.sessionId, sessionId), inArray(sessionSeats.status, ['held', 'sold', 'locked'])));
  return rows.map((r) => r.id).sort((a, b) => a - b);
}

describe('GET /api/session/:id/seat_map', () => {
  it('draws every seat of the main hall once, inside the hall, with its area and ticket class', async () => {
    const [session] = await findSessions({ hall: 'main', seatMap: true, saleOpen: true });
    const map = await seatMap(session.id);
    expect(map.sessionId).toBe(session.id);
    expect(map.seats).toHaveLength(session.capacity);
    expect(map.seats.length).toBe(1165);
    expect(new Set(map.seats.map((s) => s[0])).size).toBe(map.seats.length);
    expect(map.hall.stageX).toBe(map.hall.width / 2);

    const classIds = new Set(map.ticketClasses.map((c) => c.id));
    const positions = new Set<string>();
    for (const [, floor, area, row, number, x, y, classId] of map.seats) {
      expect([1, 2]).toContain(floor);
      expect(map.areas[area]).toBeDefined();
      expect(row).toBeGreaterThan(0);
      expect(number).toBeGreaterThan(0);
      // Below the stage (y 0–110), inside the drawing.
      expect(x).toBeGreaterThan(0);
      expect(x).toBeLessThan(map.hall.width);
      expect(y).toBeGreaterThan(110);
      expect(y).toBeLessThan(map.hall.height);
      expect(classIds.has(classId)).toBe(true);
      positions.add(`${floor}/${area}/${row}/${number}`);
    }
    expect(positions.size).toBe(map.seats.length);
    // Areas are listed once each, and every one of them has seats.
    const areaKeys = map.areas.map((a) => a.name);
    expect(new Set(areaKeys).size).toBe(areaKeys.length);
    expect(new Set(map.seats.map((s) => s[2])).size).toBe(map.areas.length);
    expect(map.areas.map((a) => a.enName)).toEqual(expect.arrayContaining(['Stalls A', 'Balcony D']));
    // The legend reads dearest first, point-only classes last.
    const cash = map.ticketClasses.filter((c) => !c.pointOnly).map((c) => c.priceFen);
    expect(cash).toEqual([...cash].sort((a, b) => b - a));
  });

  it('agrees with the project detail on sale status and limits', async () => {
    const [onSale] = await findSessions({ seatMap: true, saleOpen: true });
    const [comingSoon] = await findSessions({ seatMap: true, saleOpen: false });
    for (const s of [onSale, comingSoon]) {
      const detail = expectOk(await get(hall.app, `/api/project/${s.performanceId}/detail`), performanceDetailSchema);
      const session = detail.sessions.find((x) => x.id === s.id)!;
      const map = await seatMap(s.id);
      expect(map.saleStatus).toBe(session.saleStatus);
      expect(map.saleStartAt).toBe(detail.saleStartAt);
      expect([map.limitPerOrder, map.limitPerMember]).toEqual([session.limitPerOrder, session.limitPerMember]);
      expect(map.ticketClasses.map((c) => c.id).sort((a, b) => a - b)).toEqual(
        session.ticketClasses.map((c) => c.id).sort((a, b) => a - b),
      );
    }
    expect((await seatMap(comingSoon.id)).saleStatus).toBe('coming_soon');
  });

  it('says sold out when no seat is free', async () => {
    const [session] = await findSessions({ hall: 'small', seatMap: true, saleOpen: true });
    await hall.db
      .update(sessionSeats)
      .set({ status: 'sold' })
      .where(and(eq(sessionSeats.sessionId, session.id), eq(sessionSeats.status, 'available')));
    expect((await seatMap(session.id)).saleStatus).toBe('sold_out');
  });

  it('is the same in both languages and may be cached briefly', async () => {
    const [session] = await findSessions({ hall: 'south', seatMap: true, saleOpen: true });
    const res = await get(hall.app, `/api/session/${session.id}/seat_map`);
    expect(res.headers['cache-control']).toMatch(/^public, max-age=\d+/);
    expect(await seatMap(session.id, { language: 'en-US' })).toEqual(res.body.data);
  });

  it('answers 40004 for an unknown session and 40000 for a malformed id', async () => {
    expectError(await get(hall.app, '/api/session/2147483647/seat_map'), Code.notFound, 404, errorText('notFound'));
    expectError(await get(hall.app, '/api/session/abc/seat_map', { language: 'en-US' }), Code.badRequest, 400);
    expectError(await get(hall.app, '/api/session/0/seat_map'), Code.badRequest, 400);
  });
});

describe('GET /api/session/:id/seat_status', () => {
  it('lists the held, sold and locked seats of the session, and nothing else', async () => {
    const [session] = await findSessions({ hall: 'main', seatMap: true, saleOpen: true });
    const status = await seatStatus(session.id);
    expect(status.taken.length).toBeGreaterThan(0);
    expect(status.taken).toEqual(await takenInDb(session.id));
    const ids = new Set((await seatMap(session.id)).seats.map((s) => s[0]));
    expect(status.taken.every((id) => ids.has(id))).toBe(true);
    const res = await get(hall.app, `/api/session/${session.id}/seat_status`);
    expect(res.headers['cache-control']).toBe('no-store');
  });

  it('shows a seat held a moment ago, and changes its version both ways', async () => {
    const session = await withFreeSeats(await findSessions({ hall: 'main', seatMap: true, saleOpen: true }));
    const before = await seatStatus(session.id);
    const [free] = await freeSeats(session.id);
    // An expired hold still counts: the sweeper releases holds, not this read.
    await hall.db
      .update(sessionSeats)
      .set({ status: 'held', holdExpiresAt: new Date(Date.now() - 60_000) })
      .where(eq(sessionSeats.id, free.id));
    const held = await seatStatus(session.id);
    expect(held.taken).toContain(free.id);
    expect(held.taken).toHaveLength(before.taken.length + 1);
    expect(held.version).not.toBe(before.version);
    expect(await seatStatus(session.id)).toEqual(held);

    await hall.db.update(sessionSeats).set({ status: 'available', holdExpiresAt: null }).where(eq(sessionSeats.id, free.id));
    expect(await seatStatus(session.id)).toEqual(before);
  });

  it('tells two sets of the same size and sum apart', async () => {
    const session = await withFreeSeats(await findSessions({ hall: 'south', seatMap: true, saleOpen: true }));
    const free = await freeSeats(session.id);
    // Four free ids a < b < c < d with a + d = b + c: holding {a, d} or {b, c} leaves count and sum alike.
    const ids = free.map((r) => r.id);
    const set = new Set(ids);
    let quad: number[] | undefined;
    for (let i = 0; i < ids.length && !quad; i++)
      for (let k = 1; k < 20 && !quad; k++)
        if (set.has(ids[i] + k) && set.has(ids[i] + 2 * k + 1) && set.has(ids[i] + k + 1))
          quad = [ids[i], ids[i] + k, ids[i] + k + 1, ids[i] + 2 * k + 1];
    const [a, b, c, d] = quad!;
    const hold = (seatIds: number[], status: 'held' | 'available') =>
      hall.db.update(sessionSeats).set({ status }).where(inArray(sessionSeats.id, seatIds));
    await hold([a, d], 'held');
    const first = await seatStatus(session.id);
    await hold([a, d], 'available');
    await hold([b, c], 'held');
    const second = await seatStatus(session.id);
    await hold([b, c], 'available');
    expect(first.taken.length).toBe(second.taken.length);
    expect(first.version).not.toBe(second.version);
  });

  it('is empty for a session sold by quantity, 40004 for an unknown one', async () => {
    const [session] = await findSessions({ seatMap: false, saleOpen: true });
    expect(await seatStatus(session.id)).toEqual({ taken: [], version: expect.any(String) });
    expectError(await get(hall.app, '/api/session/2147483647/seat_status'), Code.notFound, 404, errorText('notFound'));
    expectError(await get(hall.app, '/api/session/-3/seat_status'), Code.badRequest, 400);
  });
});
