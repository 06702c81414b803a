// The rental staff's calls of venue rental (the console): the board and a project, the hall's calendar of holds, the
// answers at each step from the offer to the settlement, and the project's papers (uploads and downloads).
import { z } from 'zod';
import { defineCall, defineDownload, defineUpload } from './call';
import { idParam } from './common';
import {
  contractUploadQuery,
  countersignBody,
  hallCalendarHold,
  hallCalendarQuery,
  projectFileView,
  projectMoved,
  receiptDecision,
  rentalBoardItem,
  rentalBoardQuery,
  rentalNote,
  rentalOffer,
  rentalProjectView,
  rentalRejection,
} from './rental';
import { adjustmentAnswer, scheduleBody } from './rental-coordination';
import { statementBody, statementView } from './rental-settlement';

/** Papers of the hall's besides the contract, whose versions have their own upload. */
export const staffFileQuery = z.object({ kind: z.enum(['rider', 'statement']), name: z.string().trim().min(1).max(120) });

const rental = { access: 'staff', roles: ['rental'] } as const;
/** A call about one project, named by its id. */
const onProject = { ...rental, params: idParam } as const;

export const staffRentalCalls = {
  board: defineCall({
    method: 'GET',
    path: '/api/staff/rental/projects',
    summary: 'Enterprise projects by step: the open ones, or with ended=1 those that ended',
    ...rental,
    query: rentalBoardQuery,
    answer: z.array(rentalBoardItem),
  }),
  project: defineCall({
    method: 'GET',
    path: '/api/staff/rental/projects/:id',
    summary: 'One enterprise project: its company, steps, history, holds and files',
    ...onProject,
    answer: rentalProjectView,
  }),
  holds: defineCall({
    method: 'GET',
    path: '/api/staff/rental/holds',
    summary: 'A hall’s live holds (first, second option, definite) meeting a stretch of time, with their projects',
    ...rental,
    query: hallCalendarQuery,
    answer: z.array(hallCalendarHold),
  }),
  offer: defineCall({
    method: 'POST',
    path: '/api/staff/rental/projects/:id/offer',
    summary: 'Quotes a submitted consultation and holds the hall as a first or second option',
    ...onProject,
    body: rentalOffer,
    answer: projectMoved,
  }),
  reject: defineCall({
    method: 'POST',
    path: '/api/staff/rental/projects/:id/reject',
    summary: 'Declines a consultation or takes the offer back; the hold is released',
    ...onProject,
    body: rentalRejection,
    answer: projectMoved,
  }),
  decideReceipt: defineCall({
    method: 'POST',
    path: '/api/staff/rental/projects/:id/receipt',
    summary: 'Whether the deposit’s bank transfer was found: paid and the booking definite, or due again',
    ...onProject,
    body: receiptDecision,
    answer: projectMoved,
  }),
  /** A retry of an upload already stored answers that version, the project where it stands. */
  uploadContract: defineUpload({
    method: 'POST',
    path: '/api/staff/rental/projects/:id/contract',
    summary: 'Uploads a contract version (a PDF, as the body) for the renter to sign; earlier signatures are voided',
    ...onProject,
    query: contractUploadQuery,
    upload: 'contract',
    answer: projectMoved.extend({ file: projectFileView }),
  }),
  countersign: defineCall({
    method: 'POST',
    path: '/api/staff/rental/projects/:id/countersign',
    summary: 'Countersigns the version the renter signed and sets the instalments',
    ...onProject,
    body: countersignBody,
    answer: projectMoved,
  }),
  uploadFile: defineUpload({
    method: 'POST',
    path: '/api/staff/rental/projects/:id/files',
    summary: 'Uploads a file of the project (PDF, JPG or PNG, at most 10 MB, checked by its content) as the body',
    ...onProject,
    query: staffFileQuery,
    upload: 'paper',
    answer: projectFileView,
  }),
  file: defineDownload({
    method: 'GET',
    path: '/api/staff/rental/files/:id',
    summary: 'A file of any enterprise project',
    ...onProject,
    answer: 'file',
  }),
  approveTicketing: defineCall({
    method: 'POST',
    path: '/api/staff/rental/projects/:id/ticketing',
    summary: 'Approves the ticketing: the performance goes on sale in the booked hall',
    ...onProject,
    body: rentalNote,
    answer: projectMoved.extend({ performanceId: z.number() }),
  }),
  returnTicketing: defineCall({
    method: 'POST',
    path: '/api/staff/rental/projects/:id/ticketing/return',
    summary: 'Sends the ticketing back to the renter with what to change',
    ...onProject,
    body: rentalRejection,
    answer: projectMoved,
  }),
  answerAdjustment: defineCall({
    method: 'POST',
    path: '/api/staff/rental/projects/:id/adjustment',
    summary: 'Answers the renter’s waiting change request or rider',
    ...onProject,
    body: adjustmentAnswer,
    answer: projectMoved.extend({ adjustmentId: z.number() }),
  }),
  closeCoordination: defineCall({
    method: 'POST',
    path: '/api/staff/rental/projects/:id/coordination/close',
    summary: 'Closes coordination: the schedule of the days comes next',
    ...onProject,
    body: rentalNote,
    answer: projectMoved,
  }),
  setSchedule: defineCall({
    method: 'POST',
    path: '/api/staff/rental/projects/:id/schedule',
    summary: 'Sets the schedule of the days for the renter to confirm',
    ...onProject,
    body: scheduleBody,
    answer: projectMoved,
  }),
  issueStatement: defineCall({
    method: 'POST',
    path: '/api/staff/rental/projects/:id/statement',
    summary: 'Issues the settlement statement for the renter to confirm',
    ...onProject,
    body: statementBody,
    answer: projectMoved.extend({ statement: statementView }),
  }),
  settle: defineCall({
    method: 'POST',
    path: '/api/staff/rental/projects/:id/settle',
    summary: 'Confirms the statement the renter confirmed: the project is settled',
    ...onProject,
    body: rentalNote,
    answer: projectMoved,
  }),
  statementPdf: defineDownload({
    method: 'GET',
    path: '/api/staff/rental/projects/:id/statement',
    summary: 'The project’s settlement statement as a PDF',
    ...onProject,
    answer: 'file',
  }),
};
