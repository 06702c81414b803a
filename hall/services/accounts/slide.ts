import { createHash, randomBytes, randomInt } from 'node:crypto';
import { and, eq, gt, isNull, sql } from 'drizzle-orm';
import { Code, SubCode } from '@/lib/contract/codes';
import { SLIDE, type SlideChallenge } from '@/lib/contract/slide';
import type { DbOrTx } from '../../db/client';
import { slideChallenges } from '../../db/schema';
import { HallError, notFound } from '../../errors';

/** A challenge and its ticket each live two minutes; the piece must land within 6 px, after at least 250 ms. */
const CHALLENGE_SECONDS = 120;
const TICKET_SECONDS = 120;
export const TOLERANCE_PX = 6;
export const MIN_DURATION_MS = 250;
/** The piece as drawn: the square plus its round tabs, as the puzzle of the original site computes it. */
const PIECE_EXTENT = SLIDE.pieceSize + SLIDE.radius * 2 + 3;

const hashOf = (secret: string) => createHash('sha256').update(secret).digest('hex');
const inSeconds = (seconds: number) => sql`now() + ${sql.raw(`interval '${seconds} seconds'`)}`;

export const slideRequired = () => new HallError('slideRequired', Code.badRequest, SubCode.slideRequired);

/** A new puzzle. The hole's x stays here: the answer is never sent, so it cannot be read off the wire. */
export async function createChallenge(db: DbOrTx, kind: keyof typeof SLIDE.heights): Promise<SlideChallenge> {
  const height = SLIDE.heights[kind];
  const id = randomBytes(16).toString('base64url');
  const x = randomInt(PIECE_EXTENT + 10, SLIDE.width - PIECE_EXTENT - 10 + 1);
  const y = randomInt(10 + SLIDE.radius * 2, height - PIECE_EXTENT - 10 + 1);
  const imageIndex = randomInt(0, SLIDE.images);
  await db.insert(slideChallenges).values({ id, offsetX: x, offsetY: y, imageIndex, expiresAt: inSeconds(CHALLENGE_SECONDS) });
  return { id, imageIndex, y, width: SLIDE.width, height, pieceSize: SLIDE.pieceSize, radius: SLIDE.radius };
}

/**
 * One try per challenge: the first answer marks it solved whatever it says, so the hole cannot be found by
 * sliding again and again. A good answer earns a ticket `<challenge id>.<secret>`; only the secret's hash is kept.
 */
export async function verifySlide(db: DbOrTx, answer: { id: string; x: number; durationMs: number }): Promise<{ ticket: string }> {
  const [claimed] = await db
    .update(slideChallenges)
    .set({ solvedAt: sql`now()` })
    .where(and(eq(slideChallenges.id, answer.id), isNull(slideChallenges.solvedAt), gt(slideChallenges.expiresAt, sql`now()`)))
    .returning({ x: slideChallenges.offsetX });
  const passed = claimed && Math.abs(answer.x - claimed.x) <= TOLERANCE_PX && answer.durationMs >= MIN_DURATION_MS;
  if (!passed) throw new HallError('slideFailed', Code.badRequest, SubCode.slideRequired);
  const secret = randomBytes(24).toString('base64url');
  await db
    .update(slideChallenges)
    .set({ ticketHash: hashOf(secret), ticketExpiresAt: inSeconds(TICKET_SECONDS) })
    .where(eq(slideChallenges.id, answer.id));
  return { ticket: `${answer.id}.${secret}` };
}

/** Spends a ticket, once: the conditional UPDATE lets exactly one of two concurrent requests have it. */
export async function consumeTicket(db: DbOrTx, ticket: string | undefined): Promise<void> {
  const [id, secret, ...rest] = (ticket ?? '').split('.');
  if (!id || !secret || rest.length) throw slideRequired();
  const [spent] = await db
    .update(slideChallenges)
    .set({ consumedAt: sql`now()` })
    .where(
      and(
        eq(slideChallenges.id, id),
        eq(slideChallenges.ticketHash, hashOf(secret)),
        isNull(slideChallenges.consumedAt),
        gt(slideChallenges.ticketExpiresAt, sql`now()`),
      ),
    )
    .returning({ id: slideChallenges.id });
  if (!spent) throw slideRequired();
}

/** The hole of a challenge still open, for its picture (GET /api/common/slide_image): once tried or expired, of no use to anyone. */
export async function openHole(db: DbOrTx, id: string): Promise<{ x: number; y: number }> {
  const [row] = await db
    .select({ x: slideChallenges.offsetX, y: slideChallenges.offsetY })
    .from(slideChallenges)
    .where(and(eq(slideChallenges.id, id), isNull(slideChallenges.solvedAt), gt(slideChallenges.expiresAt, sql`now()`)));
  if (!row) throw notFound();
  return row;
}

/** Where the hole is, for browser journeys that cannot see it (GET /api/dev/slide_answer, SMS sandbox only). */
export async function slideAnswer(db: DbOrTx, id: string): Promise<{ x: number }> {
  const [row] = await db.select({ x: slideChallenges.offsetX }).from(slideChallenges).where(eq(slideChallenges.id, id));
  if (!row) throw notFound();
  return row;
}
