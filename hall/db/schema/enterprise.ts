import { sql } from 'drizzle-orm';
import { index, integer, jsonb, pgTable, text, uniqueIndex } from 'drizzle-orm/pg-core';
import { at, bytea, createdAt, id } from './columns';
import { enterpriseUsers } from './members';
import { staff } from './staff';
import { halls } from './venue';
import { orders } from './commerce';
import { performances } from './performances';

/**
 * A venue-rental project walks the steps of the enterprise flow in order (lib/contract/project-steps.ts):
 * consultation → intention → deposit → contract → contract payment → ticketing → coordination →
 * implementation → settlement, and may end withdrawn or rejected at any of them. `process` is the step,
 * `status` where the step stands; only hall/services/rental/flow.ts writes them, each change with its row in
 * enterprise_project_events. Each step's data is kept in `steps` under its name, shaped by the step's schema.
 */
export const enterpriseProjects = pgTable(
  'enterprise_projects',
  {
    id: id(),
    enterpriseUserId: integer('enterprise_user_id')
      .notNull()
      .references(() => enterpriseUsers.id),
    name: text().notNull(),
    hallId: integer('hall_id'),
    process: text().notNull().default('consultation'),
    status: text().notNull().default('draft'),
    steps: jsonb().$type<Record<string, unknown>>().notNull().default({}),
    depositFen: integer('deposit_fen'),
    contractFen: integer('contract_fen'),
    /** The performance the hall published from the project's ticketing (a ticketed event), once approved. */
    performanceId: integer('performance_id').references(() => performances.id),
    createdAt: createdAt(),
    updatedAt: at('updated_at').notNull().defaultNow(),
  },
  (t) => [index('enterprise_projects_user_idx').on(t.enterpriseUserId), index('enterprise_projects_process_idx').on(t.process, t.status)],
);

/** A project's history: every change of step or status, who made it and why (the renter sees it on every step page). */
export const enterpriseProjectEvents = pgTable(
  'enterprise_project_events',
  {
    id: id(),
    projectId: integer('project_id')
      .notNull()
      .references(() => enterpriseProjects.id),
    action: text().notNull(),
    /** renter, staff, or system (a hold that expired, a payment the provider vouched for). */
    party: text({ enum: ['renter', 'staff', 'system'] }).notNull(),
    enterpriseUserId: integer('enterprise_user_id').references(() => enterpriseUsers.id),
    staffId: integer('staff_id').references(() => staff.id),
    fromProcess: text('from_process'),
    fromStatus: text('from_status'),
    toProcess: text('to_process').notNull(),
    toStatus: text('to_status').notNull(),
    note: text(),
    createdAt: createdAt(),
  },
  (t) => [index('enterprise_project_events_project_idx').on(t.projectId, t.id)],
);

/**
 * A hall held for a project's dates, set-up to tear-down. Options (first, second) are tentative and expire;
 * a definite booking is made when the deposit is paid, and two definite bookings of one hall never overlap: an
 * exclusion constraint (migration 0019) refuses the second whatever races.
 */
export const rentalHolds = pgTable(
  'rental_holds',
  {
    id: id(),
    projectId: integer('project_id')
      .notNull()
      .references(() => enterpriseProjects.id),
    hallId: integer('hall_id')
      .notNull()
      .references(() => halls.id),
    startsAt: at('starts_at').notNull(),
    endsAt: at('ends_at').notNull(),
    option: text({ enum: ['first', 'second', 'definite'] }).notNull(),
    /** When a tentative option lapses; null once definite. */
    expiresAt: at('expires_at'),
    releasedAt: at('released_at'),
    createdAt: createdAt(),
  },
  (t) => [index('rental_holds_project_idx').on(t.projectId), index('rental_holds_hall_idx').on(t.hallId, t.startsAt)],
);

/**
 * The files of a project (proposals, receipts, contracts, riders, statements): checked by their content, kept
 * in PostgreSQL with their SHA-256 so every hall API instance serves them, and only to the project's renter and the
 * rental staff.
 */
export const enterpriseFiles = pgTable(
  'enterprise_files',
  {
    id: id(),
    projectId: integer('project_id')
      .notNull()
      .references(() => enterpriseProjects.id),
    kind: text({ enum: ['proposal', 'receipt', 'contract', 'rider', 'statement', 'poster'] }).notNull(),
    name: text().notNull(),
    mime: text().notNull(),
    size: integer().notNull(),
    sha256: text().notNull(),
    content: bytea().notNull(),
    enterpriseUserId: integer('enterprise_user_id').references(() => enterpriseUsers.id),
    staffId: integer('staff_id').references(() => staff.id),
    /** The uploader's key for this upload (a header): a retry after a timeout finds the file stored the first time. */
    uploadKey: text('upload_key'),
    createdAt: createdAt(),
  },
  (t) => [
    index('enterprise_files_project_idx').on(t.projectId, t.kind),
    uniqueIndex('enterprise_files_upload_key_uq').on(t.projectId, t.uploadKey),
  ],
);

/**
 * What a project pays the hall: its deposit, then the contract's instalments, each with its amount and due date.
 * Each is paid online by an order of kind rental (the one order pipeline: window, providers, notification,
 * refund-pending) or by bank transfer, whose receipt the rental staff confirm.
 */
export const projectPayments = pgTable(
  'project_payments',
  {
    id: id(),
    projectId: integer('project_id')
      .notNull()
      .references(() => enterpriseProjects.id),
    kind: text({ enum: ['deposit', 'instalment'] }).notNull(),
    /** 0 for the deposit; 1, 2 … for the instalments in their order. */
    seq: integer().notNull(),
    amountFen: integer('amount_fen').notNull(),
    dueAt: at('due_at'),
    /** The order open for it online (the latest), if any. */
    orderId: integer('order_id').references(() => orders.id),
    receiptFileId: integer('receipt_file_id').references(() => enterpriseFiles.id),
    paidAt: at('paid_at'),
    paidBy: text('paid_by', { enum: ['online', 'transfer'] }),
    createdAt: createdAt(),
  },
  (t) => [uniqueIndex('project_payments_seq_uq').on(t.projectId, t.kind, t.seq), index('project_payments_order_idx').on(t.orderId)],
);

/**
 * A signature of one version of a project's contract (a file of kind contract, by its SHA-256): the renter's,
 * typed name and a code texted to the account's phone, then the hall's countersignature. A new version voids
 * the signatures of the earlier ones.
 */
export const contractSignatures = pgTable(
  'contract_signatures',
  {
    id: id(),
    projectId: integer('project_id')
      .notNull()
      .references(() => enterpriseProjects.id),
    fileId: integer('file_id')
      .notNull()
      .references(() => enterpriseFiles.id),
    sha256: text().notNull(),
    party: text({ enum: ['renter', 'staff'] }).notNull(),
    signerName: text('signer_name').notNull(),
    /** The renter's: the phone the code went to, and the address it was signed from. */
    phone: text(),
    address: text(),
    enterpriseUserId: integer('enterprise_user_id').references(() => enterpriseUsers.id),
    staffId: integer('staff_id').references(() => staff.id),
    signedAt: at('signed_at').notNull().defaultNow(),
    voidedAt: at('voided_at'),
  },
  (t) => [index('contract_signatures_project_idx').on(t.projectId, t.fileId)],
);

/**
 * A change the renter asks for during coordination (a change to the event, or a technical rider), with an
 * optional file, and the hall's answer: accepted (recorded as agreed) or declined, with a note.
 */
export const projectAdjustments = pgTable(
  'project_adjustments',
  {
    id: id(),
    projectId: integer('project_id')
      .notNull()
      .references(() => enterpriseProjects.id),
    kind: text({ enum: ['change', 'rider'] }).notNull(),
    request: text().notNull(),
    fileId: integer('file_id').references(() => enterpriseFiles.id),
    status: text({ enum: ['pending', 'accepted', 'declined'] })
      .notNull()
      .default('pending'),
    answer: text(),
    staffId: integer('staff_id').references(() => staff.id),
    answeredAt: at('answered_at'),
    createdAt: createdAt(),
  },
  // One request waits for the hall at a time: the step's status says whose move it is.
  (t) => [
    index('project_adjustments_project_idx').on(t.projectId, t.id),
    uniqueIndex('project_adjustments_pending_uq')
      .on(t.projectId)
      .where(sql`${t.status} = 'pending'`),
  ],
);
