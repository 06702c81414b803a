// The consultation, the first step of an enterprise project (§7 temp_bookingintention, bookingintention): the
// renter saves a draft as often as they like, then submits it whole, with a proposal file of the project.
import { eq } from 'drizzle-orm';
import { Code } from '@/lib/contract/codes';
import type { Consultation, ConsultationDraft, ConsultationSubmission } from '@/lib/contract/rental';
import type { Db, Tx } from '../../db/client';
import { halls } from '../../db/schema';
import { HallError } from '../../errors';
import { moveProject, startProject, withStep } from './flow';
import { fileOfProject } from './project-files';

export type Saved = { projectId: number };

/** A draft of the consultation: a new project when it names none, else the renter's draft project updated. */
export async function saveConsultationDraft(db: Db, enterpriseUserId: number, draft: ConsultationDraft): Promise<Saved> {
  const { projectId, ...fields } = draft;
  return db.transaction(async (tx) => {
    if (fields.hallId !== undefined) await expectHall(tx, fields.hallId);
    const data: Consultation = fields;
    if (projectId === undefined) {
      return { projectId: await startProject(tx, enterpriseUserId, fields.name, { consultation: data }) };
    }
    // The move first: it refuses another renter's project as unknown; a wrong proposal then undoes it.
    await moveProject(tx, projectId, 'saveDraft', { party: 'renter', enterpriseUserId }, { patch: patchOf(fields) });
    if (fields.proposalFileId !== undefined) await expectProposal(tx, projectId, fields.proposalFileId);
    return { projectId };
  });
}

/** The whole consultation, sent to the rental staff; its proposal must be a file of this project. */
export async function submitConsultation(
  db: Db,
  enterpriseUserId: number,
  submission: ConsultationSubmission,
  now = new Date(),
): Promise<Saved> {
  const { projectId: given, noticeAccepted: _accepted, ...fields } = submission;
  return db.transaction(async (tx) => {
    await expectHall(tx, fields.hallId);
    // A proposal is uploaded to a project, so a submission without one has none yet.
    if (given === undefined) throw new HallError('rentalProposalRequired', Code.badRequest);
    const data: Consultation = { ...fields, submittedAt: now.toISOString() };
    await moveProject(tx, given, 'submit', { party: 'renter', enterpriseUserId }, { patch: patchOf(data), now });
    await expectProposal(tx, given, fields.proposalFileId);
    return { projectId: given };
  });
}

const patchOf = (data: Consultation) => ({
  ...(data.name !== undefined ? { name: data.name } : {}),
  ...(data.hallId !== undefined ? { hallId: data.hallId } : {}),
  steps: withStep('consultation', data),
});

async function expectHall(tx: Tx, hallId: number) {
  const [hall] = await tx.select({ id: halls.id }).from(halls).where(eq(halls.id, hallId));
  if (!hall) throw new HallError('rentalHallUnknown', Code.badRequest);
}

async function expectProposal(tx: Tx, projectId: number, fileId: number) {
  if (!(await fileOfProject(tx, projectId, fileId, 'proposal'))) throw new HallError('rentalProposalRequired', Code.badRequest);
}
