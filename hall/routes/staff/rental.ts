// GET /api/staff/rental/projects, /projects/:id, /files/:id, /holds; POST /api/staff/rental/projects/:id/offer, /reject,
// /receipt, /contract, /countersign, /files, /ticketing, /ticketing/return, /adjustment, /coordination/close, /schedule,
// /statement, /settle; GET /projects/:id/statement (ours, rental; the calls in lib/contract/staff-rental-calls.ts)
// → services/enterprise
import type { CallAnswer } from '@/lib/contract/call';
import { staffRentalCalls as calls } from '@/lib/contract/staff-rental-calls';
import { actorOf } from '../../auth';
import { TAGS } from '@/lib/contract/cache-tags';
import { ok } from '../../http';
import { handle, handleDownload, type HallApp } from '../../platform/route-schema';
import { closeOpenPayments } from '../../services/enterprise/close-open-payments';
import { hallCalendar } from '../../services/enterprise/hall-calendar';
import { offerHold, rejectProject } from '../../services/enterprise/holds';
import { readProjectFile, storeProjectFile } from '../../services/enterprise/project-files';
import { decideDepositReceipt } from '../../services/enterprise/project-payments';
import { countersign, uploadContract } from '../../services/enterprise/contract';
import { rentalBoard, rentalProject } from '../../services/enterprise/rental-board';
import { approveTicketing, returnTicketing } from '../../services/enterprise/ticketing';
import { answerAdjustment, closeCoordination, setSchedule } from '../../services/enterprise/coordination';
import { closeSettlement, issueStatement } from '../../services/enterprise/settlement';
import { statementPdf } from '../../services/enterprise/statement-pdf';
import { acceptUploads, handleUpload, receivedUpload } from '../upload-body';
import { sendProjectFile, UPLOAD_TYPES } from '../enterprise/project-file-reply';

export async function rentalStaffRoutes(app: HallApp) {
  const db = app.database.db;
  acceptUploads(app, UPLOAD_TYPES);

  handle(app, calls.board, async (req) => ok(await rentalBoard(db, req.query.ended === '1')));
  handle(app, calls.project, async (req) => ok(await rentalProject(db, req.params.id)));
  handle(app, calls.holds, async (req) => ok(await hallCalendar(db, req.query)));
  handle(app, calls.offer, async (req) => ok(await offerHold(db, actorOf(req), req.params.id, req.body)));
  handle(app, calls.reject, async (req) => {
    await closeOpenPayments(db, app.payments, req.params.id, 'reject', { party: 'staff', staffId: actorOf(req).staffId! });
    return ok(await rejectProject(db, actorOf(req), req.params.id, req.body.note));
  });
  handle(app, calls.decideReceipt, async (req) =>
    ok(await decideDepositReceipt(db, actorOf(req), req.params.id, req.body.found, req.body.note)),
  );
  handleUpload(app, calls.uploadContract, async (req) => {
    const stored = await uploadContract(db, actorOf(req), req.params.id, { name: req.query.name, ...receivedUpload(req) });
    // A retry's answer reads the project's step and status as the table types them (text); they are the same words.
    return ok(stored as CallAnswer<typeof calls.uploadContract>);
  });
  handle(app, calls.countersign, async (req) => ok(await countersign(db, actorOf(req), req.params.id, req.body)));
  handleUpload(app, calls.uploadFile, async (req) => {
    const { kind, name } = req.query;
    return ok(await storeProjectFile(db, { party: 'staff', actor: actorOf(req) }, req.params.id, { kind, name, ...receivedUpload(req) }));
  });
  handleDownload(app, calls.file, async (req, reply) => sendProjectFile(reply, await readProjectFile(db, req.params.id, null)));
  handle(app, calls.approveTicketing, async (req) => {
    const approved = await approveTicketing(db, actorOf(req), req.params.id, req.body.note);
    void app.siteCache.changed([TAGS.projects]);
    return ok(approved);
  });
  handle(app, calls.returnTicketing, async (req) => ok(await returnTicketing(db, actorOf(req), req.params.id, req.body.note)));
  handle(app, calls.answerAdjustment, async (req) =>
    ok(await answerAdjustment(db, actorOf(req), req.params.id, req.body.accepted, req.body.answer)),
  );
  handle(app, calls.closeCoordination, async (req) => ok(await closeCoordination(db, actorOf(req), req.params.id, req.body.note)));
  handle(app, calls.setSchedule, async (req) => ok(await setSchedule(db, actorOf(req), req.params.id, req.body.items)));
  handle(app, calls.issueStatement, async (req) => ok(await issueStatement(db, actorOf(req), req.params.id, req.body)));
  handle(app, calls.settle, async (req) => ok(await closeSettlement(db, actorOf(req), req.params.id, req.body.note)));
  handleDownload(app, calls.statementPdf, async (req, reply) => sendProjectFile(reply, await statementPdf(db, req.params.id, null)));
}
