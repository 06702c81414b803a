// GET /api/member/detail, POST /api/member/perfect_info, POST /api/member/replace_phone (§7 Membership) → services/members/member-profile
// (the phone change is services/accounts/replace-phone: the phone is the account's login).
import type { FastifyInstance } from 'fastify';
import { perfectInfoPayload, replacePhonePayload } from '@/lib/contract/member';
import { requireMember } from '../../auth';
import { localeOf, ok, parse } from '../../http';
import { getMemberDetail, savePerfectInfo } from '../../services/members/member-profile';
import { changePhone, verifyCurrentPhone } from '../../services/accounts/replace-phone';
import { assertSigned } from '../../services/accounts/request-sign';

export async function memberProfileRoutes(app: FastifyInstance) {
  const db = app.database.db;
  const secret = app.config.SIGN_SECRET;

  app.get('/api/member/detail', async (req) => ok(await getMemberDetail(db, requireMember(req), localeOf(req))));

  app.post('/api/member/perfect_info', async (req) => {
    const memberId = requireMember(req);
    assertSigned('perfectInfo', req.body, secret);
    const payload = parse(perfectInfoPayload, req.body);
    await savePerfectInfo(db, memberId, payload);
    return ok(null);
  });

  app.post('/api/member/replace_phone', async (req) => {
    const memberId = requireMember(req);
    const payload = parse(replacePhonePayload, req.body);
    if (payload.step === 1) return ok(await verifyCurrentPhone(db, memberId, payload.code, { secret }));
    return ok(await changePhone(db, memberId, payload, { secret, keepToken: req.headers['access_token'] as string }));
  });
}
