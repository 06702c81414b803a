// GET /api/common/slide_image?id=…&kind=personal|enterprise (ours): the hole of a slide puzzle, a transparent PNG laid over its picture (§9).
import type { FastifyInstance } from 'fastify';
import { and, eq, gt, isNull, sql } from 'drizzle-orm';
import { z } from 'zod';
import { SLIDE } from '@/lib/contract/slide';
import { slideChallenges } from '../db/schema';
import { notFound } from '../errors';
import { parse } from '../http';
import { holePng } from '../services/accounts/slide-image';

// The kind only sets the picture's height (200 or 250), which the challenge row does not keep.
const query = z.object({ id: z.string().min(10).max(100), kind: z.enum(['personal', 'enterprise']).catch('personal').default('personal') });

export async function slideImageRoutes(app: FastifyInstance) {
  const db = app.database.db;

  app.get('/api/common/slide_image', async (req, reply) => {
    const { id, kind } = parse(query, req.query);
    // Only while the challenge is open: once tried (or expired) its hole is of no use to anyone.
    const [row] = await db
      .select({ x: slideChallenges.offsetX, y: slideChallenges.offsetY })
      .from(slideChallenges)
      .where(and(eq(slideChallenges.id, id), isNull(slideChallenges.solvedAt), gt(slideChallenges.expiresAt, sql`now()`)));
    if (!row) throw notFound();
    return reply
      .type('image/png')
      .header('cache-control', 'no-store')
      .send(holePng(row.x, row.y, SLIDE.width, SLIDE.heights[kind]));
  });
}
