// PUT /api/enterpriseprojectrent/ticket, /projectadjust (§7 Enterprise); PUT /api/enterpriseprojectrent/schedule,
// /statement and GET /statement (ours: the renter confirms the schedule, answers and downloads the statement; the
// calls in lib/contract/rental-calls.ts) → services/enterprise
import { renterCalls as calls } from '@/lib/contract/rental-calls';
import { requireEnterprise } from '../../auth';
import { ok } from '../../http';
import { handle, handleDownload, type HallApp } from '../../platform/route-schema';
import { confirmSchedule, requestAdjustment } from '../../services/enterprise/coordination';
import { answerStatement } from '../../services/enterprise/settlement';
import { statementPdf } from '../../services/enterprise/statement-pdf';
import { submitTicketing } from '../../services/enterprise/ticketing';
import { sendProjectFile } from './project-file-reply';

export async function rentalLaterRoutes(app: HallApp) {
  const db = app.database.db;

  handle(app, calls.submitTicketing, async (req) => ok(await submitTicketing(db, requireEnterprise(req), req.body)));
  handle(app, calls.requestAdjustment, async (req) => ok(await requestAdjustment(db, requireEnterprise(req), req.body)));
  handle(app, calls.confirmSchedule, async (req) => ok(await confirmSchedule(db, requireEnterprise(req), req.body.id, req.body.note)));
  handle(app, calls.answerStatement, async (req) =>
    ok(await answerStatement(db, requireEnterprise(req), req.body.id, req.body.confirmed, req.body.note)),
  );
  handleDownload(app, calls.statementPdf, async (req, reply) =>
    sendProjectFile(reply, await statementPdf(db, req.query.id, requireEnterprise(req))),
  );
}
