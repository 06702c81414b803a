// The slide puzzle: a challenge without its answer, one try per challenge, a single-use ticket that codes and logins spend.
import { eq, sql } from 'drizzle-orm';
import { Code, SubCode } from '@/lib/contract/codes';
import { SLIDE, slideChallenge, slideVerifyResult } from '@/lib/contract/slide';
import { rateLimits, slideChallenges, verificationCodes } from '../../db/schema';
import { sweepAccountsLeftovers } from '../../services/accounts/housekeeping';
import { send, slideTicket } from '../../test/accounts';
import { errorText, expectError, expectOk } from '../../test/expect';
import { startHall, type Hall } from '../../test/harness';

let hall: Hall;
beforeAll(async () => {
  hall = await startHall();
});
afterAll(() => hall?.close());

const challenge = async (kind = 'personal') =>
  expectOk(await send(hall.app, 'GET', `/api/common/slide_challenge?kind=${kind}`), slideChallenge);
const holeOf = async (id: string) => (await hall.db.select().from(slideChallenges).where(eq(slideChallenges.id, id)))[0];
const verify = (body: object) => send(hall.app, 'POST', '/api/common/slide_verify', body);
const sendCode = (ticket?: string) =>
  send(hall.app, 'POST', '/api/common/send_code', { phone: '13700000001', codeType: 'REGISTER', ticket });

describe('GET /api/common/slide_challenge', () => {
  it('gives the image, the height and y of the hole, never its x', async () => {
    const personal = await send(hall.app, 'GET', '/api/common/slide_challenge?kind=personal');
    const data = expectOk(personal, slideChallenge);
    expect(Object.keys(personal.body.data as object).sort()).toEqual(['height', 'id', 'imageIndex', 'pieceSize', 'radius', 'width', 'y']);
    expect(data).toMatchObject({ width: SLIDE.width, height: SLIDE.heights.personal, pieceSize: SLIDE.pieceSize, radius: SLIDE.radius });
    expect(data.imageIndex).toBeGreaterThanOrEqual(0);
    expect(data.imageIndex).toBeLessThan(SLIDE.images);
    const row = await holeOf(data.id);
    expect(row.offsetY).toBe(data.y);
    expect(row.imageIndex).toBe(data.imageIndex);
    expect((await challenge('enterprise')).height).toBe(SLIDE.heights.enterprise);
    expect((await challenge('nonsense')).height).toBe(SLIDE.heights.personal);
  });

  it('keeps the whole piece inside the image', async () => {
    for (let i = 0; i < 30; i++) {
      const c = await challenge(i % 2 ? 'enterprise' : 'personal');
      const row = await holeOf(c.id);
      expect(row.offsetX).toBeGreaterThan(0);
      expect(row.offsetX + SLIDE.pieceSize + 2 * SLIDE.radius).toBeLessThan(SLIDE.width);
      expect(c.y).toBeGreaterThan(0);
      expect(c.y + SLIDE.pieceSize + 2 * SLIDE.radius).toBeLessThan(c.height);
    }
  });
});

describe('POST /api/common/slide_verify', () => {
  it('passes within 6 px after 250 ms and gives a ticket', async () => {
    const c = await challenge();
    const { offsetX } = await holeOf(c.id);
    const { ticket } = expectOk(await verify({ id: c.id, x: offsetX - 6, durationMs: 250 }), slideVerifyResult);
    expect(ticket.length).toBeGreaterThan(20);
    const row = await holeOf(c.id);
    expect(row.ticketHash).not.toContain(ticket.split('.')[1]);
  });

  it.each([
    ['7 px off', 7, 900],
    ['too fast', 0, 249],
  ])('refuses a slide %s', async (_, dx, durationMs) => {
    const c = await challenge();
    const { offsetX } = await holeOf(c.id);
    const res = await verify({ id: c.id, x: offsetX + dx, durationMs });
    expectError(res, Code.badRequest, 400, errorText('slideFailed'));
    expect(res.body.subCode).toBe(SubCode.slideRequired);
  });

  it('allows one try per challenge, even a right one after a wrong one', async () => {
    const c = await challenge();
    const { offsetX } = await holeOf(c.id);
    expect((await verify({ id: c.id, x: offsetX + 40, durationMs: 900 })).body.subCode).toBe(SubCode.slideRequired);
    expect((await verify({ id: c.id, x: offsetX, durationMs: 900 })).body.subCode).toBe(SubCode.slideRequired);
  });

  it('refuses a second answer to a solved challenge', async () => {
    const c = await challenge();
    const { offsetX } = await holeOf(c.id);
    expectOk(await verify({ id: c.id, x: offsetX, durationMs: 900 }), slideVerifyResult);
    expect((await verify({ id: c.id, x: offsetX, durationMs: 900 })).body.subCode).toBe(SubCode.slideRequired);
  });

  it('refuses an expired challenge and an unknown one', async () => {
    const c = await challenge();
    const { offsetX } = await holeOf(c.id);
    await hall.db
      .update(slideChallenges)
      .set({ expiresAt: sql`now() - interval '1 second'` })
      .where(eq(slideChallenges.id, c.id));
    expect((await verify({ id: c.id, x: offsetX, durationMs: 900 })).body.subCode).toBe(SubCode.slideRequired);
    expect((await verify({ id: 'no-such-challenge', x: 100, durationMs: 900 })).body.subCode).toBe(SubCode.slideRequired);
  });

  it('refuses a malformed answer with 40000', async () => {
    expectError(await verify({ id: 'x', x: 'left', durationMs: 900 }), Code.badRequest, 400);
    expectError(await verify({}), Code.badRequest, 400);
  });
});

describe('the slide ticket', () => {
  const expectSlideRequired = (res: Awaited<ReturnType<typeof send>>) => {
    expectError(res, Code.badRequest, 400, errorText('slideRequired'));
    expect(res.body.subCode).toBe(SubCode.slideRequired);
  };

  it('is required: no ticket or a made-up one is 40000 + slideRequired', async () => {
    expectSlideRequired(await sendCode());
    expectSlideRequired(await sendCode('made-up-ticket'));
    expectSlideRequired(await sendCode('a.b.c.d.e.f.g'));
  });

  it('is spent by the first call that uses it', async () => {
    const ticket = await slideTicket(hall.app, hall.db);
    expect((await sendCode(ticket)).body.code).toBe(20000);
    expectSlideRequired(await sendCode(ticket));
  });

  it('lasts two minutes', async () => {
    const ticket = await slideTicket(hall.app, hall.db);
    await hall.db
      .update(slideChallenges)
      .set({ ticketExpiresAt: sql`now() - interval '1 second'` })
      .where(eq(slideChallenges.id, ticket.split('.')[0]));
    expectSlideRequired(await sendCode(ticket));
  });

  it('belongs to its challenge: a secret moved to another challenge is refused', async () => {
    const a = await slideTicket(hall.app, hall.db);
    const b = await slideTicket(hall.app, hall.db);
    expectSlideRequired(await sendCode(`${a.split('.')[0]}.${b.split('.')[1]}`));
  });
});

describe('GET /api/common/slide_challenge limits', () => {
  it('gives one address 60 challenges in 10 minutes, then 42900', async () => {
    const headers = { 'x-forwarded-for': '192.0.2.77' };
    for (let i = 0; i < 60; i++)
      expect((await send(hall.app, 'GET', '/api/common/slide_challenge', undefined, headers)).body.code).toBe(20000);
    expectError(await send(hall.app, 'GET', '/api/common/slide_challenge', undefined, headers), Code.tooMany, 429, errorText('tooMany'));
  });
});

describe('sweepAccountsLeftovers', () => {
  it('drops puzzles, codes and counters older than a day and keeps the rest', async () => {
    const old = sql`now() - interval '25 hours'`;
    await hall.db.insert(slideChallenges).values({ id: 'old-challenge-0001', offsetX: 100, offsetY: 50, imageIndex: 0, expiresAt: old });
    await hall.db.insert(verificationCodes).values({ phone: '13700009999', codeType: 'LOGIN', codeHash: 'x', expiresAt: old });
    await hall.db.insert(rateLimits).values({ key: 'test:old', windowStart: old, count: 3 });
    const fresh = await challenge();
    await sweepAccountsLeftovers(hall.db);
    expect(await holeOf('old-challenge-0001')).toBeUndefined();
    expect(await holeOf(fresh.id)).toBeDefined();
    expect(await hall.db.select().from(verificationCodes).where(eq(verificationCodes.phone, '13700009999'))).toEqual([]);
    expect(await hall.db.select().from(rateLimits).where(eq(rateLimits.key, 'test:old'))).toEqual([]);
  });
});
