// GET /api/member/personal_data; GET, POST /api/member/close_account (ours: the member's rights over their data,
// PIPL art. 45, 47; the CLOSE_ACCOUNT code comes from POST /api/common/send_code) → services/members/personal-data-export,
// closing-refusals, close-account
import { closeAccountPayload, closeCheck } from '@/lib/contract/data-rights';
import { requireMember } from '../../auth';
import { localeOf, ok } from '../../http';
import { route, type HallApp } from '../../platform/route-schema';
import { closeAccount } from '../../services/members/close-account';
import { closingRefusals } from '../../services/members/closing-refusals';
import { exportPersonalData, personalDataFileName } from '../../services/members/personal-data-export';

export async function dataRightsRoutes(app: HallApp) {
  const db = app.database.db;

  const download = route({
    summary: 'The member’s personal data, everything the hall keeps of theirs, as a JSON file',
    access: 'member',
    answer: 'file',
  });
  app.get('/api/member/personal_data', download, async (req, reply) => {
    const now = new Date();
    const data = await exportPersonalData(db, requireMember(req), now);
    return reply
      .type('application/json; charset=utf-8')
      .header('content-disposition', `attachment; filename="${personalDataFileName(now)}"`)
      .header('cache-control', 'no-store')
      .send(JSON.stringify(data, null, 2));
  });

  const check = route({ summary: 'Why the member’s account cannot be closed now (none: it can)', access: 'member', data: closeCheck });
  app.get('/api/member/close_account', check, async (req) => ok({ reasons: await closingRefusals(db, requireMember(req)) }));

  const close = route({
    summary: 'Closes the member’s account with a CLOSE_ACCOUNT code: the person erased, the orders kept, every session ended',
    access: 'member',
    body: closeAccountPayload,
  });
  app.post('/api/member/close_account', close, async (req) => {
    await closeAccount(db, requireMember(req), req.body.code, { secret: app.config.SIGN_SECRET, locale: localeOf(req) });
    return ok(null);
  });
}
