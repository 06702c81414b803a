// The renter's calls of venue rental (§7 Enterprise): the projects and their steps, the consultation,
// the answers to the hall's offer, payments, the contract, and the later steps; and the project's files (an upload,
// a download, the statement's PDF), whose bytes are not envelopes.
import { z } from 'zod';
import { defineCall, defineDownload, defineUpload } from './call';
import { idQuery } from './common';
import { enterpriseProjectList, projectStep, projectStepParams } from './enterprise-project';
import { payStartView } from './order';
import {
  consultationDraft,
  consultationSubmission,
  contractSignBody,
  instalmentPayBody,
  projectFileQuery,
  projectFileView,
  projectMoved,
  projectPayBody,
  projectReceiptBody,
  projectSaved,
  renterAnswer,
} from './rental';
import { adjustmentRequest } from './rental-coordination';
import { ticketingSubmission } from './rental-ticketing';

/** The renter's answer to the statement: confirmed, or questioned with what is wrong (the note). */
export const statementAnswer = renterAnswer.extend({ confirmed: z.boolean() });

/** A provider's channel of a renter's payment online. */
export type RenterPayChannel = z.infer<typeof projectPayBody>['channel'];

/** A file's id, and whether it is to be read in the page (a contract) rather than saved. */
export const projectFileRead = idQuery.extend({ inline: z.enum(['1']).optional().catch(undefined) });

const renter = { access: 'enterprise' } as const;

/** The venue renter's calls; the rental staff's side is the console's. */
export const renterCalls = {
  projects: defineCall({
    method: 'GET',
    path: '/api/enterpriseprojectrent/detail',
    summary: 'The account’s venue-rental projects',
    ...renter,
    answer: enterpriseProjectList,
  }),
  step: defineCall({
    method: 'GET',
    path: '/api/enterpriseprojectrent/:id/:process/detail',
    summary: 'One step of a venue-rental project',
    ...renter,
    params: projectStepParams,
    answer: projectStep,
  }),
  saveDraft: defineCall({
    method: 'POST',
    path: '/api/enterpriseprojectrent/temp_bookingintention',
    summary: 'Saves the consultation as a draft (a new project when none is named)',
    ...renter,
    body: consultationDraft,
    answer: projectSaved,
  }),
  submit: defineCall({
    method: 'POST',
    path: '/api/enterpriseprojectrent/bookingintention',
    summary: 'Submits the consultation to the rental staff',
    ...renter,
    body: consultationSubmission,
    answer: projectSaved,
  }),
  uploadFile: defineUpload({
    method: 'POST',
    path: '/api/enterpriseprojectrent/file',
    summary: 'Uploads a file of one’s project (a PDF, JPG or PNG of at most 10 MB, checked by its content) as the body',
    ...renter,
    query: projectFileQuery,
    upload: 'paper',
    answer: projectFileView,
  }),
  file: defineDownload({
    method: 'GET',
    path: '/api/enterpriseprojectrent/file',
    summary: 'A file of one’s project (inline=1: to read in the page)',
    ...renter,
    query: projectFileRead,
    answer: 'file',
  }),
  accept: defineCall({
    method: 'PUT',
    path: '/api/enterpriseprojectrent/accept',
    summary: 'Accepts the hall’s offer: the deposit is due next',
    ...renter,
    body: renterAnswer,
    answer: projectMoved,
  }),
  withdraw: defineCall({
    method: 'PUT',
    path: '/api/enterpriseprojectrent/withdraw',
    summary: 'Withdraws the project; its hold on the hall is released',
    ...renter,
    body: renterAnswer,
    answer: projectMoved,
  }),
  pay: defineCall({
    method: 'PUT',
    path: '/api/enterpriseprojectrent/pay',
    summary: 'Pays the deposit online: its order (open, or placed, holding the dates definitely) sent to the provider',
    ...renter,
    body: projectPayBody,
    answer: payStartView,
  }),
  payInstalment: defineCall({
    method: 'PUT',
    path: '/api/enterpriseprojectrent/protocolpay',
    summary: 'Pays an instalment of the contract online',
    ...renter,
    body: instalmentPayBody,
    answer: payStartView,
  }),
  sign: defineCall({
    method: 'PUT',
    path: '/api/enterpriseprojectrent/protocolsign',
    summary: 'Signs the current contract version by typed name and the code texted to the account’s phone',
    ...renter,
    body: contractSignBody,
    answer: projectMoved,
  }),
  sendReceipt: defineCall({
    method: 'PUT',
    path: '/api/enterpriseprojectrent/receipt',
    summary: 'Sends the bank transfer’s receipt for the deposit (a file of the project) for the staff to confirm',
    ...renter,
    body: projectReceiptBody,
    answer: projectMoved,
  }),
  submitTicketing: defineCall({
    method: 'PUT',
    path: '/api/enterpriseprojectrent/ticket',
    summary: 'Submits the performance to sell: titles, poster, sessions, classes and prices',
    ...renter,
    body: ticketingSubmission,
    answer: projectMoved,
  }),
  requestAdjustment: defineCall({
    method: 'PUT',
    path: '/api/enterpriseprojectrent/projectadjust',
    summary: 'Asks the hall for a change or sends a technical rider during coordination',
    ...renter,
    body: adjustmentRequest,
    answer: projectMoved.extend({ adjustmentId: z.number() }),
  }),
  confirmSchedule: defineCall({
    method: 'PUT',
    path: '/api/enterpriseprojectrent/schedule',
    summary: 'Confirms the schedule of the days the hall set',
    ...renter,
    body: renterAnswer,
    answer: projectMoved,
  }),
  answerStatement: defineCall({
    method: 'PUT',
    path: '/api/enterpriseprojectrent/statement',
    summary: 'Confirms the settlement statement, or questions it with a note',
    ...renter,
    body: statementAnswer,
    answer: projectMoved,
  }),
  statementPdf: defineDownload({
    method: 'GET',
    path: '/api/enterpriseprojectrent/statement',
    summary: 'The settlement statement of one’s project as a PDF',
    ...renter,
    query: idQuery,
    answer: 'file',
  }),
};
