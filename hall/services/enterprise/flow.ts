// The enterprise project's steps as a state machine: each move names who may make it and from where,
// and this module is the only writer of a project's step and status (a test reads the sources to keep it so),
// each change in the same transaction as its line in the project's history.
import { eq, sql } from 'drizzle-orm';
import type { PgUpdateSetSource } from 'drizzle-orm/pg-core';
import { Code } from '@/lib/contract/codes';
import type { ProjectProcess, ProjectStatus } from '@/lib/contract/project-steps';
import type { DbOrTx, Tx } from '../../db/client';
import { enterpriseProjectEvents, enterpriseProjects, stationLetters } from '../../db/schema';
import { HallError, notFound } from '../../errors';
import { projectLetter } from '../../i18n/project-letters';

type State = { process: ProjectProcess; status: ProjectStatus };
export type Party = 'renter' | 'staff' | 'system';

type Move = { party: Party; from: readonly State[]; to: State | 'ended' | 'stays' };

const at = (process: ProjectProcess, status: ProjectStatus): State => ({ process, status });

/** The states a project holds its hall's dates in as an option: offered, accepted, the deposit's transfer sent. */
const OPTION_HELD = [at('intention', 'offered'), at('deposit', 'draft'), at('deposit', 'submitted')] as const;

/**
 * Every move of a project: who makes it, from which states, to which; `ended` keeps the step and ends it
 * (withdrawn or rejected, by the move's name); `stays` leaves it where it is (a line of history and a letter about
 * its hold). Why one table and one writer: docs/decisions/venue-rental.md ("One state machine, one writer").
 */
export const MOVES = {
  // Consultation: the renter's draft, then the hall's answer.
  /** The renter saves the consultation as a draft (temp_bookingintention). */
  saveDraft: { party: 'renter', from: [at('consultation', 'draft')], to: at('consultation', 'draft') },
  /** The renter submits the consultation (bookingintention). */
  submit: { party: 'renter', from: [at('consultation', 'draft')], to: at('consultation', 'submitted') },
  /** The rental staff quote and hold a hall and its dates, as a first or second option. */
  offer: { party: 'staff', from: [at('consultation', 'submitted')], to: at('intention', 'offered') },

  // Intention reservation: the renter's answer to the offer.
  /** The option lapsed before the renter accepted: the dates are free, the hall may offer again. */
  holdExpired: { party: 'system', from: [at('intention', 'offered')], to: at('consultation', 'submitted') },
  /** The renter accepts the offer: the deposit is due. */
  accept: { party: 'renter', from: [at('intention', 'offered')], to: at('deposit', 'draft') },
  /** The hall offers other dates (a new quote and hold replacing the old) before the deposit is paid: its dates were taken. */
  reoffer: { party: 'staff', from: [at('intention', 'offered'), at('deposit', 'draft')], to: at('intention', 'offered') },
  /** The live first option overlapping this second one lapsed or was released: this one is the first option now. */
  promoteOption: { party: 'system', from: OPTION_HELD, to: 'stays' },
  /** Another project's deposit made the dates definite: this project's option on them is released. */
  datesTaken: { party: 'system', from: OPTION_HELD, to: 'stays' },

  // Deposit: paid online (the payment provider vouches) or by bank transfer, whose receipt the staff confirm.
  /** The deposit order was paid: the booking is definite and the hall drafts the contract. */
  depositPaid: { party: 'system', from: [at('deposit', 'draft')], to: at('contract', 'submitted') },
  /** The renter sends the bank transfer's receipt. */
  sendReceipt: { party: 'renter', from: [at('deposit', 'draft')], to: at('deposit', 'submitted') },
  /** The staff find the transfer: the booking is definite. */
  confirmReceipt: { party: 'staff', from: [at('deposit', 'submitted')], to: at('contract', 'submitted') },
  /** The staff find no such transfer: the deposit is due again. */
  refuseReceipt: { party: 'staff', from: [at('deposit', 'submitted')], to: at('deposit', 'draft') },

  // Contract: the hall uploads a version, the renter signs that version, the hall countersigns.
  /** A contract version for the renter to sign; a new one voids a signature of an earlier one. */
  uploadContract: { party: 'staff', from: [at('contract', 'submitted'), at('contract', 'draft')], to: at('contract', 'draft') },
  /** The renter signs the current version (typed name and a texted code). */
  signContract: { party: 'renter', from: [at('contract', 'draft')], to: at('contract', 'submitted') },
  /** The hall countersigns: the contract binds both sides and its instalments fall due. */
  countersign: { party: 'staff', from: [at('contract', 'submitted')], to: at('contract_payment', 'draft') },

  // Contract payment: instalments, each paid like the deposit.
  /** An instalment was paid (or its transfer confirmed) and others remain. */
  instalmentPaid: { party: 'system', from: [at('contract_payment', 'draft')], to: at('contract_payment', 'draft') },
  /** The last instalment was paid: a ticketed event goes on to ticketing, any other to coordination. */
  contractPaid: { party: 'system', from: [at('contract_payment', 'draft')], to: at('ticketing', 'draft') },
  contractPaidUnticketed: { party: 'system', from: [at('contract_payment', 'draft')], to: at('coordination', 'draft') },

  // Ticketing: the renter's performance data, approved by the hall into a performance on sale.
  /** The renter submits the performance: titles, sessions, classes and prices. */
  submitTicketing: { party: 'renter', from: [at('ticketing', 'draft')], to: at('ticketing', 'submitted') },
  /** The hall publishes it through the box office. */
  approveTicketing: { party: 'staff', from: [at('ticketing', 'submitted')], to: at('coordination', 'draft') },
  /** The hall sends it back with what to change. */
  returnTicketing: { party: 'staff', from: [at('ticketing', 'submitted')], to: at('ticketing', 'draft') },

  // Coordination: change requests and riders, answered by the hall, until the hall closes it.
  requestChange: { party: 'renter', from: [at('coordination', 'draft')], to: at('coordination', 'submitted') },
  answerChange: { party: 'staff', from: [at('coordination', 'submitted')], to: at('coordination', 'draft') },
  /** Coordination is over: the hall sets the schedule of the days. */
  closeCoordination: { party: 'staff', from: [at('coordination', 'draft')], to: at('implementation', 'submitted') },

  // Implementation: the schedule set by the hall, confirmed by the renter.
  setSchedule: {
    party: 'staff',
    from: [at('implementation', 'submitted'), at('implementation', 'draft')],
    to: at('implementation', 'draft'),
  },
  confirmSchedule: { party: 'renter', from: [at('implementation', 'draft')], to: at('settlement', 'submitted') },

  // Settlement: the hall's statement, confirmed by the renter (or questioned, and issued again), then by the hall.
  /** The hall issues the statement; again after the renter questioned it, or before the renter answered. */
  issueStatement: { party: 'staff', from: [at('settlement', 'submitted'), at('settlement', 'draft')], to: at('settlement', 'draft') },
  /** The renter finds the statement wrong and says why: the hall issues it again. */
  questionStatement: { party: 'renter', from: [at('settlement', 'draft')], to: at('settlement', 'submitted') },
  confirmStatement: { party: 'renter', from: [at('settlement', 'draft')], to: at('settlement', 'approved') },
  /** The hall confirms the statement the renter confirmed: the project is settled. */
  closeSettlement: { party: 'staff', from: [at('settlement', 'approved')], to: at('settlement', 'done') },

  // Ends.
  /** The hall declines the consultation or takes its offer back (also once accepted, until the deposit is paid). */
  reject: { party: 'staff', from: [at('consultation', 'submitted'), ...OPTION_HELD], to: 'ended' },
  /** The renter gives up, until money has changed hands. */
  withdraw: {
    party: 'renter',
    from: [at('consultation', 'draft'), at('consultation', 'submitted'), at('intention', 'offered'), at('deposit', 'draft')],
    to: 'ended',
  },
} as const satisfies Record<string, Move>;

export type MoveName = keyof typeof MOVES;
const ENDS: Partial<Record<MoveName, ProjectStatus>> = { reject: 'rejected', withdraw: 'withdrawn' };

export type Mover = { party: 'renter'; enterpriseUserId: number } | { party: 'staff'; staffId: number } | { party: 'system' };

export type Moved = { projectId: number; from: State; to: State };

const projectToMove = (db: DbOrTx, projectId: number) =>
  db
    .select({
      process: enterpriseProjects.process,
      status: enterpriseProjects.status,
      owner: enterpriseProjects.enterpriseUserId,
      name: enterpriseProjects.name,
    })
    .from(enterpriseProjects)
    .where(eq(enterpriseProjects.id, projectId));

/** The state the move starts from, or the refusal: not the mover's project, not their move, not from this state. */
function judgeMove(project: { process: string; status: string; owner: number } | undefined, move: MoveName, mover: Mover): State {
  const rule: Move = MOVES[move];
  // Another renter's project does not exist for them.
  if (!project || (mover.party === 'renter' && project.owner !== mover.enterpriseUserId)) throw notFound();
  if (mover.party !== rule.party) throw new HallError('projectNotYourMove', Code.forbidden);
  const from = { process: project.process as ProjectProcess, status: project.status as ProjectStatus };
  if (!rule.from.some((s) => s.process === from.process && s.status === from.status))
    throw new HallError('projectWrongStep', Code.badRequest);
  return from;
}

/**
 * Whether `mover` may make `move` on the project as it stands, refused as moveProject would refuse it: asked before
 * work outside the move's transaction (closing the project's payments with their provider), which a refused move
 * must not do. moveProject judges again under the row lock.
 */
export async function checkMove(db: DbOrTx, projectId: number, move: MoveName, mover: Mover) {
  const [project] = await projectToMove(db, projectId);
  judgeMove(project, move, mover);
}

/**
 * Makes `move` on the project, locked for the transaction: refused (nothing written) unless `mover` is the move's
 * party, owns the project when a renter, and the project is in a state the move starts from. `patch` is written
 * with it (the step's data, the hall), the history line after it, and the renter's station letter when the hall moved
 * (or the receipt of their submitted consultation).
 */
export async function moveProject(
  tx: Tx,
  projectId: number,
  move: MoveName,
  mover: Mover,
  opts: { note?: string | null; patch?: PgUpdateSetSource<typeof enterpriseProjects>; now?: Date } = {},
): Promise<Moved> {
  const rule: Move = MOVES[move];
  const [project] = await projectToMove(tx, projectId).for('update');
  const from = judgeMove(project, move, mover);
  const to = rule.to === 'ended' ? { process: from.process, status: ENDS[move]! } : rule.to === 'stays' ? from : rule.to;
  const now = opts.now ?? new Date();
  await tx
    .update(enterpriseProjects)
    .set({ ...opts.patch, process: to.process, status: to.status, updatedAt: now })
    .where(eq(enterpriseProjects.id, projectId));
  await tx.insert(enterpriseProjectEvents).values({
    projectId,
    action: move,
    party: mover.party,
    enterpriseUserId: mover.party === 'renter' ? mover.enterpriseUserId : null,
    staffId: mover.party === 'staff' ? mover.staffId : null,
    fromProcess: from.process,
    fromStatus: from.status,
    toProcess: to.process,
    toStatus: to.status,
    note: opts.note ?? null,
    createdAt: now,
  });
  // The renter hears of every move the hall or the system makes, and that their consultation arrived, in the same transaction.
  const letter = projectLetter(move, { id: projectId, name: project.name, process: to.process }, opts.note ?? null);
  if (letter) await tx.insert(stationLetters).values({ enterpriseUserId: project.owner, ...letter, createdAt: now });
  return { projectId, from, to };
}

/** Starts a project at the consultation's draft, with its first history line. */
export async function startProject(tx: Tx, enterpriseUserId: number, name: string, steps: Record<string, unknown>, now = new Date()) {
  const [project] = await tx
    .insert(enterpriseProjects)
    .values({ enterpriseUserId, name, process: 'consultation', status: 'draft', steps, createdAt: now, updatedAt: now })
    .returning({ id: enterpriseProjects.id });
  await tx.insert(enterpriseProjectEvents).values({
    projectId: project.id,
    action: 'start',
    party: 'renter',
    enterpriseUserId,
    fromProcess: null,
    fromStatus: null,
    toProcess: 'consultation',
    toStatus: 'draft',
    createdAt: now,
  });
  return project.id;
}

/** Merges one step's data into the project's steps (within moveProject's patch). */
export const withStep = (process: ProjectProcess, data: Record<string, unknown>) =>
  sql`${enterpriseProjects.steps} || jsonb_build_object(${process}::text, coalesce(${enterpriseProjects.steps} -> ${process}, '{}'::jsonb) || ${JSON.stringify(data)}::jsonb)`;
