// GET /api/member/detail, GET /api/member/activity, POST /api/member/perfect_info, POST /api/member/replace_phone (§7 Membership) → services/members/member-profile, activities
// (the phone change is services/accounts/replace-phone: the phone is the account's login).
import { perfectInfoPayload } from '@/lib/contract/member';
import { memberCalls as calls } from '@/lib/contract/member-calls';
import { requireMember } from '../../auth';
import { localeOf, ok } from '../../http';
import { handle, route, type HallApp } from '../../platform/route-schema';
import { getMemberDetail, savePerfectInfo } from '../../services/members/member-profile';
import { memberActivities } from '../../services/members/activities';
import { changePhone, verifyCurrentPhone } from '../../services/accounts/replace-phone';
import { signedBody } from '../../services/accounts/request-sign';

export async function memberProfileRoutes(app: HallApp) {
  const db = app.database.db;
  const secret = app.config.SIGN_SECRET;

  handle(app, calls.activities, async (req) => ok(await memberActivities(db, requireMember(req), req.query)));
  handle(app, calls.detail, async (req) => ok(await getMemberDetail(db, requireMember(req), localeOf(req))));

  const perfectInfo = route({
    summary: 'Completes the member’s information (signed by the BFF)',
    access: 'member',
    body: perfectInfoPayload,
  });
  app.post('/api/member/perfect_info', { ...perfectInfo, preValidation: signedBody('perfectInfo', secret) }, async (req) => {
    const memberId = requireMember(req);
    await savePerfectInfo(db, memberId, req.body);
    return ok(null);
  });

  handle(app, calls.replacePhone, async (req) => {
    const memberId = requireMember(req);
    const payload = req.body;
    if (payload.step === 1) return ok(await verifyCurrentPhone(db, memberId, payload.code, { secret }));
    return ok(await changePhone(db, memberId, payload, { secret, keepToken: req.headers['access_token'] as string }));
  });
}
