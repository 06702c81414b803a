// GET /api/member/detail, GET /api/member/activity, POST /api/member/perfect_info, POST /api/member/replace_phone (§7 Membership) → services/members/member-profile, activities
// (the phone change is services/accounts/replace-phone: the phone is the account's login).
import { memberDetail, perfectInfoPayload, replacePhonePayload } from '@/lib/contract/member';
import { memberActivityQuery } from '@/lib/contract/member-activities';
import { requireMember } from '../../auth';
import { localeOf, ok } from '../../http';
import { route, type HallApp } from '../../platform/route-schema';
import { getMemberDetail, savePerfectInfo } from '../../services/members/member-profile';
import { memberActivities } from '../../services/members/activities';
import { changePhone, verifyCurrentPhone } from '../../services/accounts/replace-phone';
import { signedBody } from '../../services/accounts/request-sign';

export async function memberProfileRoutes(app: HallApp) {
  const db = app.database.db;
  const secret = app.config.SIGN_SECRET;

  app.get(
    '/api/member/activity',
    route({ summary: 'The member’s activity sign-ups, coming or past', access: 'member', query: memberActivityQuery }),
    async (req) => ok(await memberActivities(db, requireMember(req), req.query)),
  );

  app.get('/api/member/detail', route({ summary: 'The member’s profile', access: 'member', data: memberDetail }), async (req) =>
    ok(await getMemberDetail(db, requireMember(req), localeOf(req))),
  );

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

  const replacePhone = route({
    summary: 'Changes the login phone: step 1 proves the old one, step 2 the new',
    access: 'member',
    body: replacePhonePayload,
  });
  app.post('/api/member/replace_phone', replacePhone, async (req) => {
    const memberId = requireMember(req);
    const payload = req.body;
    if (payload.step === 1) return ok(await verifyCurrentPhone(db, memberId, payload.code, { secret }));
    return ok(await changePhone(db, memberId, payload, { secret, keepToken: req.headers['access_token'] as string }));
  });
}
