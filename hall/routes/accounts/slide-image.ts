// GET /api/common/slide_image?id=…&kind=personal|enterprise (ours, §9) → services/accounts/slide-image, slide
// The hole of a slide puzzle, a transparent PNG laid over its picture.
import { accountCalls } from '@/lib/contract/account-calls';
import { SLIDE } from '@/lib/contract/slide';
import { handleDownload, type HallApp } from '../../platform/route-schema';
import { openHole } from '../../services/accounts/slide';
import { holePng } from '../../services/accounts/slide-image';

export async function slideImageRoutes(app: HallApp) {
  const db = app.database.db;

  handleDownload(app, accountCalls.slideImage, async (req, reply) => {
    const { id, kind } = req.query;
    const hole = await openHole(db, id);
    return reply
      .type('image/png')
      .header('cache-control', 'no-store')
      .send(holePng(hole.x, hole.y, SLIDE.width, SLIDE.heights[kind]));
  });
}
