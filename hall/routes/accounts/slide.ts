// GET /api/common/slide_challenge, POST /api/common/slide_verify: the slide puzzle before codes and logins (§2, §9) → services/accounts/slide
// (also services/accounts/rate-limit, housekeeping).
import { slideChallengeQuery, slideVerifyPayload } from '@/lib/contract/slide';
import { addressOf } from '../../auth';
import { ok } from '../../http';
import { route, type HallApp } from '../../platform/route-schema';
import { maybeSweep } from '../../services/accounts/housekeeping';
import { enforce, LIMITS } from '../../services/accounts/rate-limit';
import { createChallenge, verifySlide } from '../../services/accounts/slide';

export async function slideRoutes(app: HallApp) {
  const db = app.database.db;

  app.get(
    '/api/common/slide_challenge',
    route({ summary: 'A new slide puzzle (limited per address)', query: slideChallengeQuery }),
    async (req) => {
      const { kind } = req.query;
      await enforce(db, LIMITS.challengePerAddress, addressOf(req));
      await maybeSweep(db);
      return ok(await createChallenge(db, kind));
    },
  );

  app.post(
    '/api/common/slide_verify',
    route({ summary: 'Checks a slide puzzle’s answer; a solved one gives a ticket', body: slideVerifyPayload }),
    async (req) => ok(await verifySlide(db, req.body)),
  );
}
