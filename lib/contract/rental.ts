// Venue rental from enquiry to settlement: what the renter and the rental staff send and are told.
import { z } from 'zod';
import { id } from './common';
import { PROJECT_PROCESSES, PROJECT_STATUSES } from './project-steps';
import { laterSteps } from './rental-later';

const instant = z.iso.datetime({ offset: true, message: 'errors.dateTimeFormat' });
const note = z.string().trim().max(500, 'errors.rentalNoteTooLong');

/** What kind of event the hall is rented for. */
export const RENTAL_EVENT_TYPES = ['concert', 'corporate', 'launch', 'lecture', 'other'] as const;

/**
 * The consultation (§7 temp_bookingintention, bookingintention): the event, the hall and its dates with set-up
 * and tear-down, the audience, whether tickets are sold, technical needs and a proposal. A draft may be partial;
 * a submission must be whole (consultationSubmission).
 */
const consultationFields = {
  name: z.string().trim().min(2, 'errors.rentalNameRequired').max(60, 'errors.rentalNameRequired'),
  hallId: id,
  /** Load-in starts. */
  setupStart: instant,
  eventStart: instant,
  eventEnd: instant,
  /** The hall is left empty. */
  teardownEnd: instant,
  eventType: z.enum(RENTAL_EVENT_TYPES, 'errors.rentalEventTypeRequired'),
  expectedAudience: z.coerce.number().int().min(1, 'errors.rentalAudience').max(5_000, 'errors.rentalAudience'),
  ticketed: z.boolean(),
  technicalNeeds: z.string().trim().max(2_000, 'errors.rentalTechnicalTooLong'),
  /** A proposal file uploaded to the project (POST /api/enterpriseprojectrent/file). */
  proposalFileId: z.coerce.number('errors.rentalProposalRequired').int().positive().max(2_147_483_647),
};

/** A draft needs its event's name (the project is called by it); the rest may come later. */
export const consultationDraft = z.object(consultationFields).partial().extend({ projectId: id.optional(), name: consultationFields.name });
export type ConsultationDraft = z.infer<typeof consultationDraft>;

/** The times of an event in the order a hall is used: set-up, the event, tear-down. */
const inOrder = (c: { setupStart: string; eventStart: string; eventEnd: string; teardownEnd: string }) =>
  Date.parse(c.setupStart) <= Date.parse(c.eventStart) &&
  Date.parse(c.eventStart) < Date.parse(c.eventEnd) &&
  Date.parse(c.eventEnd) <= Date.parse(c.teardownEnd);

export const consultationSubmission = z
  .object({ projectId: id.optional(), ...consultationFields, noticeAccepted: z.literal(true, 'errors.rentalNoticeRequired') })
  .refine(inOrder, { path: ['eventStart'], message: 'errors.rentalTimesOrder' });
export type ConsultationSubmission = z.infer<typeof consultationSubmission>;

/** A consultation as saved under the project's steps (the submission without its acceptance of the notice). */
export type Consultation = Partial<Omit<ConsultationSubmission, 'projectId' | 'noticeAccepted'>> & { submittedAt?: string };

/** The rental staff's answer to a consultation: a quote and a hold on a hall and its dates, first or second option. */
export const rentalOffer = z
  .object({
    hallId: id,
    startsAt: instant,
    endsAt: instant,
    option: z.enum(['first', 'second'], 'errors.rentalOptionRequired'),
    expiresAt: instant,
    /** The rent quoted, in fen. */
    quoteFen: z.coerce.number().int().min(0).max(1_000_000_000),
    /** The deposit the renter pays to make the booking definite, in fen. */
    depositFen: z.coerce.number().int().min(1).max(1_000_000_000),
    note: note.optional(),
  })
  .refine((o) => Date.parse(o.startsAt) < Date.parse(o.endsAt), { path: ['endsAt'], message: 'errors.rentalTimesOrder' });
export type RentalOffer = z.infer<typeof rentalOffer>;

export const rentalNote = z.object({ note: note.optional() });
export const rentalRejection = z.object({
  note: z.string().trim().min(1, 'errors.rentalReasonRequired').max(500, 'errors.rentalNoteTooLong'),
});
/** A renter's answer on one of their projects (accept the offer, withdraw). */
export const renterAnswer = z.object({ id, note: note.optional() });

/** The file kinds a project keeps, and which of them a renter may upload. */
export const PROJECT_FILE_KINDS = ['proposal', 'receipt', 'contract', 'rider', 'statement', 'poster'] as const;
export const RENTER_FILE_KINDS = ['proposal', 'receipt', 'rider', 'poster'] as const;
/** POST /api/enterpriseprojectrent/file?projectId=&kind=&name=: the file itself is the request's body. */
export const projectFileQuery = z.object({
  projectId: id,
  kind: z.enum(RENTER_FILE_KINDS),
  name: z.string().trim().min(1).max(120),
});
export const MAX_PROJECT_FILE_BYTES = 10 * 1024 * 1024;

export const projectFileView = z.object({
  id: z.number(),
  kind: z.enum(PROJECT_FILE_KINDS),
  name: z.string(),
  mime: z.string(),
  size: z.number(),
  sha256: z.string(),
  /** Who uploaded it: the renter or the hall. */
  by: z.enum(['renter', 'staff']),
  createdAt: z.string(),
});
export type ProjectFileView = z.infer<typeof projectFileView>;

/** One line of a project's history. */
export const projectEventView = z.object({
  action: z.string(),
  party: z.enum(['renter', 'staff', 'system']),
  /** The staff member's name; null for the renter and the system. */
  staff: z.string().nullable(),
  fromProcess: z.enum(PROJECT_PROCESSES).nullable(),
  fromStatus: z.enum(PROJECT_STATUSES).nullable(),
  toProcess: z.enum(PROJECT_PROCESSES),
  toStatus: z.enum(PROJECT_STATUSES),
  note: z.string().nullable(),
  at: z.string(),
});
export type ProjectEventView = z.infer<typeof projectEventView>;

/** A hall held for the project. */
export const rentalHoldView = z.object({
  id: z.number(),
  hall: z.object({ id: z.number(), name: z.string(), enName: z.string() }),
  startsAt: z.string(),
  endsAt: z.string(),
  option: z.enum(['first', 'second', 'definite']),
  expiresAt: z.string().nullable(),
  released: z.boolean(),
});
export type RentalHoldView = z.infer<typeof rentalHoldView>;

/** GET /api/staff/rental/holds: a hall's live holds meeting a stretch of time (the calendar beside the offer form). */
export const hallCalendarQuery = z
  .object({ hallId: id, from: instant, to: instant })
  .refine((q) => Date.parse(q.from) < Date.parse(q.to), { path: ['to'], message: 'errors.rentalTimesOrder' });
/** A live hold of the hall: whose project, first or second option or definite, its dates, when an option lapses. */
export const hallCalendarHold = z.object({
  id: z.number(),
  projectId: z.number(),
  projectName: z.string(),
  option: z.enum(['first', 'second', 'definite']),
  startsAt: z.string(),
  endsAt: z.string(),
  expiresAt: z.string().nullable(),
});
export type HallCalendarHold = z.infer<typeof hallCalendarHold>;

/** A payment a project owes the hall: the deposit (seq 0) or an instalment, paid online or by transfer. */
export const projectPaymentView = z.object({
  id: z.number(),
  kind: z.enum(['deposit', 'instalment']),
  seq: z.number(),
  amountFen: z.number(),
  dueAt: z.string().nullable(),
  paidAt: z.string().nullable(),
  paidBy: z.enum(['online', 'transfer']).nullable(),
  receiptFileId: z.number().nullable(),
});
export type ProjectPaymentView = z.infer<typeof projectPaymentView>;

/** A signature of a contract version (a file of the project, by its SHA-256). */
export const contractSignatureView = z.object({
  fileId: z.number(),
  sha256: z.string(),
  party: z.enum(['renter', 'staff']),
  signerName: z.string(),
  phone: z.string().nullable(),
  address: z.string().nullable(),
  /** The staff member who countersigned. */
  staff: z.string().nullable(),
  signedAt: z.string(),
  /** A later version voided it. */
  voided: z.boolean(),
});
export type ContractSignatureView = z.infer<typeof contractSignatureView>;

/** §7 PUT /api/enterpriseprojectrent/protocolsign: the current version signed by typed name and a texted code. */
export const contractSignBody = z.object({
  id,
  fileId: id,
  name: z.string().trim().min(2, 'errors.signerNameRequired').max(40, 'errors.signerNameRequired'),
  code: z
    .string()
    .trim()
    .regex(/^\d{6}$/, 'errors.codeFormat'),
});
/** POST /api/staff/rental/projects/{id}/contract?name=: a contract version, the PDF as the body. */
export const contractUploadQuery = z.object({ name: z.string().trim().min(1).max(120) });

/** An instalment of the contract's balance: its amount and when it is due. */
export const instalment = z.object({ amountFen: z.coerce.number().int().min(1).max(1_000_000_000), dueAt: instant });
export type Instalment = z.infer<typeof instalment>;
/** POST /api/staff/rental/projects/{id}/countersign: the hall's signatory and the balance's instalments. */
export const countersignBody = z.object({
  name: z.string().trim().min(2, 'errors.signerNameRequired').max(40, 'errors.signerNameRequired'),
  instalments: z.array(instalment).min(1, 'errors.rentalInstalmentsRequired').max(12, 'errors.rentalInstalmentsRequired'),
});
/** §7 PUT /api/enterpriseprojectrent/protocolpay: an instalment paid online. */
export const instalmentPayBody = z.object({
  id,
  paymentId: id,
  channel: z.enum(['alipay_page', 'alipay_wap', 'wechat_native', 'wechat_h5'], 'errors.rentalPayChannel'),
});

/** GET /api/staff/rental/projects: the rental staff's board, open projects by step, or the ended ones. */
export const rentalBoardQuery = z.object({ ended: z.enum(['0', '1']).optional().catch(undefined) });

export const rentalBoardItem = z.object({
  id: z.number(),
  name: z.string(),
  company: z.string(),
  process: z.enum(PROJECT_PROCESSES),
  status: z.enum(PROJECT_STATUSES),
  hall: z.object({ id: z.number(), name: z.string(), enName: z.string() }).nullable(),
  updatedAt: z.string(),
});
export type RentalBoardItem = z.infer<typeof rentalBoardItem>;

/** GET /api/staff/rental/projects/{id}: everything about one project for the rental staff. */
export const rentalProjectView = rentalBoardItem.extend({
  company: z.object({ name: z.string(), contactName: z.string().nullable(), phone: z.string(), email: z.string().nullable() }),
  depositFen: z.number().nullable(),
  contractFen: z.number().nullable(),
  createdAt: z.string(),
  /** Each step's data, by step. */
  steps: z.record(z.string(), z.unknown()),
  events: z.array(projectEventView),
  holds: z.array(rentalHoldView),
  files: z.array(projectFileView),
  payments: z.array(projectPaymentView),
  signatures: z.array(contractSignatureView),
  ...laterSteps,
});
export type RentalProjectView = z.infer<typeof rentalProjectView>;

/** What temp_bookingintention and bookingintention answer: the project the consultation belongs to. */
export const projectSaved = z.object({ projectId: z.number() });

const projectState = z.object({ process: z.enum(PROJECT_PROCESSES), status: z.enum(PROJECT_STATUSES) });
/** What a move of a project answers: where it was and where it is now. */
export const projectMoved = z.object({ projectId: z.number(), from: projectState, to: projectState });

/** §7 PUT /api/enterpriseprojectrent/pay: the deposit paid online, through a provider's channel. */
export const projectPayBody = z.object({
  id,
  channel: z.enum(['alipay_page', 'alipay_wap', 'wechat_native', 'wechat_h5'], 'errors.rentalPayChannel'),
});
/** PUT /api/enterpriseprojectrent/receipt (ours): the deposit paid by bank transfer, its receipt a file of the project. */
export const projectReceiptBody = z.object({ id, fileId: id, note: note.optional() });
/** POST /api/staff/rental/projects/{id}/receipt: whether the transfer was found. */
export const receiptDecision = z.object({ found: z.boolean(), note: note.optional() });
