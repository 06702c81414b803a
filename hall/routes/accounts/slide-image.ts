// GET /api/common/slide_image?id=…&kind=personal|enterprise (ours, §9) → services/accounts/slide-image, slide
// The hole of a slide puzzle, a transparent PNG laid over its picture.
import { z } from 'zod';
import { SLIDE } from '@/lib/contract/slide';
import { route, type HallApp } from '../../platform/route-schema';
import { openHole } from '../../services/accounts/slide';
import { holePng } from '../../services/accounts/slide-image';

// The kind only sets the picture's height (200 or 250), which the challenge row does not keep.
const query = z.object({ id: z.string().min(10).max(100), kind: z.enum(['personal', 'enterprise']).catch('personal').default('personal') });

export async function slideImageRoutes(app: HallApp) {
  const db = app.database.db;

  const description = route({ summary: 'The hole of a slide puzzle, a PNG laid over its picture', answer: 'image', query });
  app.get('/api/common/slide_image', description, async (req, reply) => {
    const { id, kind } = req.query;
    const hole = await openHole(db, id);
    return reply
      .type('image/png')
      .header('cache-control', 'no-store')
      .send(holePng(hole.x, hole.y, SLIDE.width, SLIDE.heights[kind]));
  });
}
