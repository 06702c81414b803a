// GET /api/common/slide_challenge, POST /api/common/slide_verify: the slide puzzle before codes and logins (§2, §9) → services/accounts/slide
// (also services/accounts/rate-limit, housekeeping).
import { accountCalls as calls } from '@/lib/contract/account-calls';
import { addressOf } from '../../auth';
import { ok } from '../../http';
import { handle, type HallApp } from '../../platform/route-schema';
import { maybeSweep } from '../../services/accounts/housekeeping';
import { enforce, LIMITS } from '../../services/accounts/rate-limit';
import { createChallenge, verifySlide } from '../../services/accounts/slide';

export async function slideRoutes(app: HallApp) {
  const db = app.database.db;

  handle(app, calls.slideChallenge, async (req) => {
    const { kind } = req.query;
    await enforce(db, LIMITS.challengePerAddress, addressOf(req));
    await maybeSweep(db);
    return ok(await createChallenge(db, kind));
  });
  handle(app, calls.slideVerify, async (req) => ok(await verifySlide(db, req.body)));
}
