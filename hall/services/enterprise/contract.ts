// The contract of an enterprise project: the rental staff upload versions (PDFs, each kept with its
// SHA-256); the renter signs the current version by typed name and a code texted to the account's phone (the
// signature records the version's hash, the time, the phone and the address); the hall countersigns and sets the
// instalments. A new version voids the signatures of the earlier ones.
import { createHash } from 'node:crypto';
import { and, desc, eq, isNull } from 'drizzle-orm';
import { Code } from '@/lib/contract/codes';
import { formatYuanGrouped } from '@/lib/format';
import type { ContractSignatureView, Instalment } from '@/lib/contract/rental';
import type { Db, DbOrTx } from '../../db/client';
import { contractSignatures, enterpriseFiles, enterpriseProjects, enterpriseUsers, projectPayments, staff } from '../../db/schema';
import { HallError, notFound } from '../../errors';
import { consumeCode } from '../accounts/verification-codes';
import { audit, type Actor } from '../staff/audit';
import { moveProject } from './flow';
import { insertProjectFile, sniffProjectFile, uploadedBefore } from './project-files';

type StaffActor = Actor & { staffId: number };

/** The project's current contract version: its latest file of kind contract. */
async function currentVersion(tx: DbOrTx, projectId: number) {
  const [file] = await tx
    .select({ id: enterpriseFiles.id, sha256: enterpriseFiles.sha256 })
    .from(enterpriseFiles)
    .where(and(eq(enterpriseFiles.projectId, projectId), eq(enterpriseFiles.kind, 'contract')))
    .orderBy(desc(enterpriseFiles.id))
    .limit(1);
  return file ?? null;
}

/**
 * A contract version from the rental staff (a PDF): stored, earlier signatures voided, the renter's to sign. A retry
 * of an upload already stored (its `key` seen) is answered with that version, the project where it now stands, and
 * nothing moved again: a second version would void the renter's signature of the first.
 */
export async function uploadContract(
  db: Db,
  actor: StaffActor,
  projectId: number,
  upload: { name: string; content: Buffer; key?: string | null },
  now = new Date(),
) {
  const { name, content: pdf, key = null } = upload;
  if (sniffProjectFile(pdf) !== 'application/pdf') throw new HallError('contractPdfOnly', Code.badRequest);
  return db.transaction(async (tx) => {
    if (key !== null) {
      // Locked first, as the move would: a retry arriving while the first is being stored waits for it, then finds it.
      const [state] = await tx
        .select({ process: enterpriseProjects.process, status: enterpriseProjects.status })
        .from(enterpriseProjects)
        .where(eq(enterpriseProjects.id, projectId))
        .for('update');
      const sha256 = createHash('sha256').update(pdf).digest('hex');
      const earlier = state ? await uploadedBefore(tx, projectId, { kind: 'contract', key, sha256 }) : null;
      if (earlier) return { projectId, from: state, to: state, file: earlier };
    }
    const moved = await moveProject(tx, projectId, 'uploadContract', { party: 'staff', staffId: actor.staffId }, { now, note: name });
    const file = await insertProjectFile(tx, { party: 'staff', actor }, projectId, { kind: 'contract', name, content: pdf, key }, false);
    await tx
      .update(contractSignatures)
      .set({ voidedAt: now })
      .where(and(eq(contractSignatures.projectId, projectId), isNull(contractSignatures.voidedAt)));
    await audit(tx, actor, {
      action: 'project.contract',
      target: `project:${projectId}`,
      after: { file: file.id, sha256: file.sha256, name },
    });
    return { ...moved, file };
  });
}

/**
 * §7 PUT protocolsign: the renter signs the version they read (`fileId` must be the current one) with their typed
 * name and the code texted to the account's phone. The step is checked before the code is spent; a wrong code
 * still counts a try.
 */
export async function signContract(
  db: Db,
  enterpriseUserId: number,
  input: { id: number; fileId: number; name: string; code: string },
  address: string,
  secret: string,
  now = new Date(),
) {
  const [project] = await db
    .select({
      owner: enterpriseProjects.enterpriseUserId,
      process: enterpriseProjects.process,
      status: enterpriseProjects.status,
      phone: enterpriseUsers.phone,
    })
    .from(enterpriseProjects)
    .innerJoin(enterpriseUsers, eq(enterpriseUsers.id, enterpriseProjects.enterpriseUserId))
    .where(eq(enterpriseProjects.id, input.id));
  if (!project || project.owner !== enterpriseUserId) throw notFound();
  if (project.process !== 'contract' || project.status !== 'draft') throw new HallError('projectWrongStep', Code.badRequest);
  const version = await currentVersion(db, input.id);
  if (!version || version.id !== input.fileId) throw new HallError('contractVersionStale', Code.badRequest);
  await consumeCode(db, project.phone, 'ENTERPRISE_SIGN', input.code, secret);
  return db.transaction(async (tx) => {
    const moved = await moveProject(tx, input.id, 'signContract', { party: 'renter', enterpriseUserId }, { now, note: input.name });
    // Between the look above and the lock of the move, the staff may have uploaded another version.
    const still = await currentVersion(tx, input.id);
    if (still?.id !== version.id) throw new HallError('contractVersionStale', Code.badRequest);
    await tx.insert(contractSignatures).values({
      projectId: input.id,
      fileId: version.id,
      sha256: version.sha256,
      party: 'renter',
      signerName: input.name,
      phone: project.phone,
      address,
      enterpriseUserId,
      signedAt: now,
    });
    return moved;
  });
}

/**
 * The hall countersigns the version the renter signed, and sets the instalments of the balance (the contract's
 * amount less the deposit): the contract binds both sides and the instalments fall due.
 */
export async function countersign(
  db: Db,
  actor: StaffActor,
  projectId: number,
  input: { name: string; instalments: Instalment[] },
  now = new Date(),
) {
  return db.transaction(async (tx) => {
    const moved = await moveProject(tx, projectId, 'countersign', { party: 'staff', staffId: actor.staffId }, { now, note: input.name });
    const version = await currentVersion(tx, projectId);
    const [signed] = version
      ? await tx
          .select({ id: contractSignatures.id })
          .from(contractSignatures)
          .where(
            and(eq(contractSignatures.fileId, version.id), eq(contractSignatures.party, 'renter'), isNull(contractSignatures.voidedAt)),
          )
      : [];
    if (!version || !signed) throw new HallError('contractNotSigned', Code.badRequest);
    const [project] = await tx
      .select({ contractFen: enterpriseProjects.contractFen, depositFen: enterpriseProjects.depositFen })
      .from(enterpriseProjects)
      .where(eq(enterpriseProjects.id, projectId));
    const balance = (project.contractFen ?? 0) - (project.depositFen ?? 0);
    const total = input.instalments.reduce((n, i) => n + i.amountFen, 0);
    if (total !== balance) throw new HallError('rentalInstalmentsTotal', Code.badRequest, null, { amount: formatYuanGrouped(balance) });
    await tx.insert(contractSignatures).values({
      projectId,
      fileId: version.id,
      sha256: version.sha256,
      party: 'staff',
      signerName: input.name,
      staffId: actor.staffId,
      signedAt: now,
    });
    await tx.insert(projectPayments).values(
      input.instalments.map((i, index) => ({
        projectId,
        kind: 'instalment' as const,
        seq: index + 1,
        amountFen: i.amountFen,
        dueAt: new Date(i.dueAt),
      })),
    );
    await audit(tx, actor, {
      action: 'project.countersign',
      target: `project:${projectId}`,
      before: moved.from,
      after: { ...moved.to, instalments: input.instalments },
    });
    return moved;
  });
}

/** Every signature of the project's contract versions, oldest first. */
export async function projectSignatures(db: DbOrTx, projectId: number): Promise<ContractSignatureView[]> {
  const rows = await db
    .select({
      fileId: contractSignatures.fileId,
      sha256: contractSignatures.sha256,
      party: contractSignatures.party,
      signerName: contractSignatures.signerName,
      phone: contractSignatures.phone,
      address: contractSignatures.address,
      staff: staff.username,
      signedAt: contractSignatures.signedAt,
      voidedAt: contractSignatures.voidedAt,
    })
    .from(contractSignatures)
    .leftJoin(staff, eq(staff.id, contractSignatures.staffId))
    .where(eq(contractSignatures.projectId, projectId))
    .orderBy(contractSignatures.id);
  return rows.map(({ voidedAt, signedAt, ...r }) => ({ ...r, signedAt: signedAt.toISOString(), voided: voidedAt !== null }));
}
