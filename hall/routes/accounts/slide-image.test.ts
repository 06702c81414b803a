// GET /api/common/slide_image (the hole a person slides the piece into) and GET /api/dev/slide_answer (tests only).
import { inflateSync } from 'node:zlib';
import { eq } from 'drizzle-orm';
import { SLIDE, slideChallenge } from '@/lib/contract/slide';
import { slideChallenges } from '../../db/schema';
import { send } from '../../test/accounts';
import { expectOk } from '../../test/expect';
import { startHall, type Hall } from '../../test/harness';

let hall: Hall;
beforeAll(async () => {
  hall = await startHall();
});
afterAll(() => hall?.close());

/** Width, height and the alpha of a pixel of an RGBA PNG with one IDAT and filter 0 rows (what the hall API writes). */
function readPng(png: Buffer) {
  const width = png.readUInt32BE(16);
  const height = png.readUInt32BE(20);
  const idat = png.indexOf('IDAT');
  const rows = inflateSync(png.subarray(idat + 4, idat + 4 + png.readUInt32BE(idat - 4)));
  return { width, height, alpha: (x: number, y: number) => rows[y * (width * 4 + 1) + 1 + x * 4 + 3] };
}

async function newChallenge(kind: 'personal' | 'enterprise') {
  const data = expectOk(await send(hall.app, 'GET', `/api/common/slide_challenge?kind=${kind}`), slideChallenge);
  const [row] = await hall.db.select().from(slideChallenges).where(eq(slideChallenges.id, data.id));
  return { id: data.id, x: row.offsetX, y: row.offsetY };
}

describe('GET /api/common/slide_image', () => {
  it('draws the hole where the answer is, on a transparent picture of the puzzle’s size', async () => {
    for (const kind of ['personal', 'enterprise'] as const) {
      const { id, x, y } = await newChallenge(kind);
      const res = await hall.app.inject({ url: `/api/common/slide_image?id=${id}&kind=${kind}` });
      expect(res.statusCode).toBe(200);
      expect(res.headers['content-type']).toBe('image/png');
      expect(res.headers['cache-control']).toBe('no-store');
      const png = readPng(res.rawPayload);
      expect([png.width, png.height]).toEqual([SLIDE.width, SLIDE.heights[kind]]);
      expect(png.alpha(x + SLIDE.pieceSize - 5, y + 5)).toBeGreaterThan(0);
      expect(png.alpha(x - 10, y + 5)).toBe(0);
      expect(png.alpha(0, 0)).toBe(0);
    }
  });

  it('is gone once the challenge was tried, and for unknown ones', async () => {
    const { id, x } = await newChallenge('personal');
    await send(hall.app, 'POST', '/api/common/slide_verify', { id, x, durationMs: 900 });
    expect((await hall.app.inject({ url: `/api/common/slide_image?id=${id}` })).statusCode).toBe(404);
    expect((await hall.app.inject({ url: '/api/common/slide_image?id=nothing-like-this' })).statusCode).toBe(404);
  });
});

describe('GET /api/dev/slide_answer', () => {
  it('tells the tests where the hole is, with the SMS sandbox', async () => {
    const { id, x } = await newChallenge('personal');
    expect((await send(hall.app, 'GET', `/api/dev/slide_answer?id=${id}`)).body.data).toEqual({ x });
  });

  it('does not exist without the sandbox', async () => {
    const real = await startHall({
      seed: false,
      env: {
        SMS_PROVIDER: 'aliyun',
        ALIYUN_SMS_ACCESS_KEY_ID: 'id',
        ALIYUN_SMS_ACCESS_KEY_SECRET: 'secret',
        ALIYUN_SMS_SIGN_NAME: 'hall',
        ALIYUN_SMS_TEMPLATE_CODE: 'SMS_1',
        ALIYUN_SMS_OFFER_TEMPLATE_CODE: 'SMS_2',
      },
    });
    try {
      expect((await real.app.inject({ url: '/api/dev/slide_answer?id=0123456789abcdef' })).statusCode).toBe(404);
    } finally {
      await real.close();
    }
  });
});
