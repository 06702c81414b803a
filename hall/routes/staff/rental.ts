// GET /api/staff/rental/projects, /projects/:id, /files/:id, /holds; POST /api/staff/rental/projects/:id/offer, /reject,
// /receipt, /contract, /countersign, /files, /ticketing, /ticketing/return, /adjustment, /coordination/close, /schedule,
// /statement, /settle; GET /projects/:id/statement (ours, rental) → services/enterprise
import { z } from 'zod';
import { idParam } from '@/lib/contract/common';
import {
  contractUploadQuery,
  countersignBody,
  hallCalendarQuery,
  receiptDecision,
  rentalBoardQuery,
  rentalOffer,
  rentalNote,
  rentalRejection,
} from '@/lib/contract/rental';
import { adjustmentAnswer, scheduleBody } from '@/lib/contract/rental-coordination';
import { statementBody } from '@/lib/contract/rental-settlement';
import { actorOf } from '../../auth';
import { TAGS } from '@/lib/contract/cache-tags';
import { ok } from '../../http';
import { route, type HallApp } from '../../platform/route-schema';
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
import { FILE_RULES } from '@/lib/contract/uploads';
import { acceptUploads, receivedUpload, uploadBody } from '../upload-body';
import { sendProjectFile, UPLOAD_TYPES } from '../enterprise/project-file-reply';

/** Papers of the hall's besides the contract, whose versions have their own call. */
const staffFileQuery = z.object({ kind: z.enum(['rider', 'statement']), name: z.string().trim().min(1).max(120) });

export async function rentalStaffRoutes(app: HallApp) {
  const db = app.database.db;
  const rental = { access: 'staff', roles: ['rental'] } as const;
  acceptUploads(app, UPLOAD_TYPES);

  app.get(
    '/api/staff/rental/projects',
    route({ summary: 'Enterprise projects by step: the open ones, or with ended=1 those that ended', ...rental, query: rentalBoardQuery }),
    async (req) => ok(await rentalBoard(db, req.query.ended === '1')),
  );
  app.get(
    '/api/staff/rental/projects/:id',
    route({ summary: 'One enterprise project: its company, steps, history, holds and files', ...rental, params: idParam }),
    async (req) => ok(await rentalProject(db, req.params.id)),
  );
  app.get(
    '/api/staff/rental/holds',
    route({
      summary: 'A hall’s live holds (first, second option, definite) meeting a stretch of time, with their projects',
      ...rental,
      query: hallCalendarQuery,
    }),
    async (req) => ok(await hallCalendar(db, req.query)),
  );
  app.post(
    '/api/staff/rental/projects/:id/offer',
    route({
      summary: 'Quotes a submitted consultation and holds the hall as a first or second option',
      ...rental,
      params: idParam,
      body: rentalOffer,
    }),
    async (req) => ok(await offerHold(db, actorOf(req), req.params.id, req.body)),
  );
  app.post(
    '/api/staff/rental/projects/:id/reject',
    route({
      summary: 'Declines a consultation or takes the offer back; the hold is released',
      ...rental,
      params: idParam,
      body: rentalRejection,
    }),
    async (req) => {
      await closeOpenPayments(db, app.payments, req.params.id, 'reject', { party: 'staff', staffId: actorOf(req).staffId! });
      return ok(await rejectProject(db, actorOf(req), req.params.id, req.body.note));
    },
  );
  app.post(
    '/api/staff/rental/projects/:id/receipt',
    route({
      summary: 'Whether the deposit’s bank transfer was found: paid and the booking definite, or due again',
      ...rental,
      params: idParam,
      body: receiptDecision,
    }),
    async (req) => ok(await decideDepositReceipt(db, actorOf(req), req.params.id, req.body.found, req.body.note)),
  );
  app.post(
    '/api/staff/rental/projects/:id/contract',
    {
      ...route({
        summary: 'Uploads a contract version (a PDF, as the body) for the renter to sign; earlier signatures are voided',
        ...rental,
        params: idParam,
        query: contractUploadQuery,
        ownInput: { body: z.string().describe('the contract’s PDF') },
      }),
      ...uploadBody(FILE_RULES.contract.maxBytes),
    },
    async (req) => ok(await uploadContract(db, actorOf(req), req.params.id, { name: req.query.name, ...receivedUpload(req) })),
  );
  app.post(
    '/api/staff/rental/projects/:id/countersign',
    route({
      summary: 'Countersigns the version the renter signed and sets the instalments',
      ...rental,
      params: idParam,
      body: countersignBody,
    }),
    async (req) => ok(await countersign(db, actorOf(req), req.params.id, req.body)),
  );
  app.post(
    '/api/staff/rental/projects/:id/files',
    {
      ...route({
        summary: 'Uploads a file of the project (PDF, JPG or PNG, at most 10 MB, checked by its content) as the body',
        ...rental,
        params: idParam,
        query: staffFileQuery,
        ownInput: { body: z.string().describe('the file’s bytes') },
      }),
      ...uploadBody(FILE_RULES.paper.maxBytes),
    },
    async (req) => {
      const { kind, name } = req.query;
      return ok(await storeProjectFile(db, { party: 'staff', actor: actorOf(req) }, req.params.id, { kind, name, ...receivedUpload(req) }));
    },
  );
  app.get(
    '/api/staff/rental/files/:id',
    route({ summary: 'A file of any enterprise project', ...rental, answer: 'file', params: idParam }),
    async (req, reply) => sendProjectFile(reply, await readProjectFile(db, req.params.id, null)),
  );
  app.post(
    '/api/staff/rental/projects/:id/ticketing',
    route({
      summary: 'Approves the ticketing: the performance goes on sale in the booked hall',
      ...rental,
      params: idParam,
      body: rentalNote,
    }),
    async (req) => {
      const approved = await approveTicketing(db, actorOf(req), req.params.id, req.body.note);
      void app.siteCache.changed([TAGS.projects]);
      return ok(approved);
    },
  );
  app.post(
    '/api/staff/rental/projects/:id/ticketing/return',
    route({ summary: 'Sends the ticketing back to the renter with what to change', ...rental, params: idParam, body: rentalRejection }),
    async (req) => ok(await returnTicketing(db, actorOf(req), req.params.id, req.body.note)),
  );
  app.post(
    '/api/staff/rental/projects/:id/adjustment',
    route({ summary: 'Answers the renter’s waiting change request or rider', ...rental, params: idParam, body: adjustmentAnswer }),
    async (req) => ok(await answerAdjustment(db, actorOf(req), req.params.id, req.body.accepted, req.body.answer)),
  );
  app.post(
    '/api/staff/rental/projects/:id/coordination/close',
    route({ summary: 'Closes coordination: the schedule of the days comes next', ...rental, params: idParam, body: rentalNote }),
    async (req) => ok(await closeCoordination(db, actorOf(req), req.params.id, req.body.note)),
  );
  app.post(
    '/api/staff/rental/projects/:id/schedule',
    route({ summary: 'Sets the schedule of the days for the renter to confirm', ...rental, params: idParam, body: scheduleBody }),
    async (req) => ok(await setSchedule(db, actorOf(req), req.params.id, req.body.items)),
  );
  app.post(
    '/api/staff/rental/projects/:id/statement',
    route({ summary: 'Issues the settlement statement for the renter to confirm', ...rental, params: idParam, body: statementBody }),
    async (req) => ok(await issueStatement(db, actorOf(req), req.params.id, req.body)),
  );
  app.post(
    '/api/staff/rental/projects/:id/settle',
    route({ summary: 'Confirms the statement the renter confirmed: the project is settled', ...rental, params: idParam, body: rentalNote }),
    async (req) => ok(await closeSettlement(db, actorOf(req), req.params.id, req.body.note)),
  );
  app.get(
    '/api/staff/rental/projects/:id/statement',
    route({ summary: 'The project’s settlement statement as a PDF', ...rental, answer: 'file', params: idParam }),
    async (req, reply) => sendProjectFile(reply, await statementPdf(db, req.params.id, null)),
  );
}
