// PUT /api/enterpriseprojectrent/ticket, /projectadjust (§7 Enterprise); PUT /api/enterpriseprojectrent/schedule,
// /statement and GET /statement (ours: the renter confirms the schedule, answers and downloads the statement)
// → services/enterprise
import { z } from 'zod';
import { idQuery } from '@/lib/contract/common';
import { adjustmentRequest } from '@/lib/contract/rental-coordination';
import { renterAnswer } from '@/lib/contract/rental';
import { ticketingSubmission } from '@/lib/contract/rental-ticketing';
import { requireEnterprise } from '../../auth';
import { ok } from '../../http';
import { route, type HallApp } from '../../platform/route-schema';
import { confirmSchedule, requestAdjustment } from '../../services/enterprise/coordination';
import { answerStatement } from '../../services/enterprise/settlement';
import { statementPdf } from '../../services/enterprise/statement-pdf';
import { submitTicketing } from '../../services/enterprise/ticketing';
import { sendProjectFile } from './project-file-reply';

/** The renter's answer to the statement: confirmed, or questioned with what is wrong (the note). */
const statementAnswer = renterAnswer.extend({ confirmed: z.boolean() });

export async function rentalLaterRoutes(app: HallApp) {
  const db = app.database.db;
  const renter = { access: 'enterprise' } as const;

  app.put(
    '/api/enterpriseprojectrent/ticket',
    route({
      summary: 'Submits the performance to sell: titles, poster, sessions, classes and prices',
      ...renter,
      body: ticketingSubmission,
    }),
    async (req) => ok(await submitTicketing(db, requireEnterprise(req), req.body)),
  );
  app.put(
    '/api/enterpriseprojectrent/projectadjust',
    route({ summary: 'Asks the hall for a change or sends a technical rider during coordination', ...renter, body: adjustmentRequest }),
    async (req) => ok(await requestAdjustment(db, requireEnterprise(req), req.body)),
  );
  app.put(
    '/api/enterpriseprojectrent/schedule',
    route({ summary: 'Confirms the schedule of the days the hall set', ...renter, body: renterAnswer }),
    async (req) => ok(await confirmSchedule(db, requireEnterprise(req), req.body.id, req.body.note)),
  );
  app.put(
    '/api/enterpriseprojectrent/statement',
    route({ summary: 'Confirms the settlement statement, or questions it with a note', ...renter, body: statementAnswer }),
    async (req) => ok(await answerStatement(db, requireEnterprise(req), req.body.id, req.body.confirmed, req.body.note)),
  );
  app.get(
    '/api/enterpriseprojectrent/statement',
    route({ summary: 'The settlement statement of one’s project as a PDF', ...renter, answer: 'file', query: idQuery }),
    async (req, reply) => sendProjectFile(reply, await statementPdf(db, req.query.id, requireEnterprise(req))),
  );
}
