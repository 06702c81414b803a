// GET /api/member/personal_data; GET, POST /api/member/close_account (ours: the member's rights over their data,
// PIPL art. 45, 47; the CLOSE_ACCOUNT code comes from POST /api/common/send_code) → services/members/personal-data-export,
// closing-refusals, close-account
import { dataRightsCalls as calls } from '@/lib/contract/member-calls';
import { requireMember } from '../../auth';
import { localeOf, ok } from '../../http';
import { handle, handleDownload, type HallApp } from '../../platform/route-schema';
import { closeAccount } from '../../services/members/close-account';
import { closingRefusals } from '../../services/members/closing-refusals';
import { exportPersonalData, personalDataFileName } from '../../services/members/personal-data-export';

export async function dataRightsRoutes(app: HallApp) {
  const db = app.database.db;

  handleDownload(app, calls.personalData, async (req, reply) => {
    const now = new Date();
    const data = await exportPersonalData(db, requireMember(req), now);
    return reply
      .type('application/json; charset=utf-8')
      .header('content-disposition', `attachment; filename="${personalDataFileName(now)}"`)
      .header('cache-control', 'no-store')
      .send(JSON.stringify(data, null, 2));
  });

  handle(app, calls.check, async (req) => ok({ reasons: await closingRefusals(db, requireMember(req)) }));
  handle(app, calls.close, async (req) => {
    await closeAccount(db, requireMember(req), req.body.code, { secret: app.config.SIGN_SECRET, locale: localeOf(req) });
    return ok(null);
  });
}
