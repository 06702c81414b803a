// GET /api/common/slide_challenge, POST /api/common/slide_verify: the slide puzzle before codes and logins (§2, §9) → services/accounts/slide
// (also services/accounts/rate-limit, housekeeping).
import type { FastifyInstance } from 'fastify';
import { slideChallengeQuery, slideVerifyPayload } from '@/lib/contract/slide';
import { addressOf } from '../../auth';
import { ok, parse } from '../../http';
import { maybeSweep } from '../../services/accounts/housekeeping';
import { enforce, LIMITS } from '../../services/accounts/rate-limit';
import { createChallenge, verifySlide } from '../../services/accounts/slide';

export async function slideRoutes(app: FastifyInstance) {
  const db = app.database.db;

  app.get('/api/common/slide_challenge', async (req) => {
    const { kind } = parse(slideChallengeQuery, req.query);
    await enforce(db, LIMITS.challengePerAddress, addressOf(req));
    await maybeSweep(db);
    return ok(await createChallenge(db, kind));
  });

  app.post('/api/common/slide_verify', async (req) => ok(await verifySlide(db, parse(slideVerifyPayload, req.body))));
}
