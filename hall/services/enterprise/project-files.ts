// An enterprise project's files: checked by their content, not their name, kept in PostgreSQL with
// their SHA-256 so every hall API instance serves them, and given only to the project's renter and rental staff.
import { createHash } from 'node:crypto';
import { and, asc, eq } from 'drizzle-orm';
import { Code } from '@/lib/contract/codes';
import { MAX_PROJECT_FILE_BYTES, PROJECT_FILE_KINDS, type ProjectFileView } from '@/lib/contract/rental';
import type { Db, DbOrTx, Tx } from '../../db/client';
import { enterpriseFiles, enterpriseProjects } from '../../db/schema';
import { HallError, notFound } from '../../errors';
import { audit, type Actor } from '../staff/audit';

type Kind = (typeof PROJECT_FILE_KINDS)[number];

/** The formats a project's papers come in, by their leading bytes. */
const FORMATS = [
  { mime: 'application/pdf', matches: (b: Buffer) => b.toString('latin1', 0, 5) === '%PDF-' },
  { mime: 'image/png', matches: (b: Buffer) => b.subarray(0, 8).equals(Buffer.from([0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a])) },
  { mime: 'image/jpeg', matches: (b: Buffer) => b[0] === 0xff && b[1] === 0xd8 && b[2] === 0xff },
] as const;

export function sniffProjectFile(content: Buffer): string | null {
  return FORMATS.find((f) => content.length > 8 && f.matches(content))?.mime ?? null;
}

export type Uploader = { party: 'renter'; enterpriseUserId: number } | { party: 'staff'; actor: Actor & { staffId: number } };

/** A file sent for a project: what it is for, its name and bytes, and the uploader's key for this upload, if any. */
export type ProjectUpload = { kind: Kind; name: string; content: Buffer; key?: string | null };

/** Keeps a file of a project: a renter's own project only; refused when too large or not a PDF, JPG or PNG. */
export async function storeProjectFile(db: Db, uploader: Uploader, projectId: number, upload: ProjectUpload): Promise<ProjectFileView> {
  return db.transaction((tx) => insertProjectFile(tx, uploader, projectId, upload));
}

/**
 * storeProjectFile's work in the caller's transaction (a contract's version is stored with the step it moves, and
 * audited as that, `audited` false here). An upload whose key the project has seen is the file stored then: a
 * retry after a timeout stores nothing again.
 */
export async function insertProjectFile(
  tx: Tx,
  uploader: Uploader,
  projectId: number,
  upload: ProjectUpload,
  audited = true,
): Promise<ProjectFileView> {
  const { kind, name, content, key = null } = upload;
  if (content.length > MAX_PROJECT_FILE_BYTES)
    throw new HallError('projectFileTooLarge', Code.badRequest, null, { max: MAX_PROJECT_FILE_BYTES / 1024 / 1024 });
  const mime = sniffProjectFile(content);
  if (!mime) throw new HallError('projectFileType', Code.badRequest);
  const sha256 = createHash('sha256').update(content).digest('hex');
  const [project] = await tx
    .select({ owner: enterpriseProjects.enterpriseUserId })
    .from(enterpriseProjects)
    .where(eq(enterpriseProjects.id, projectId));
  if (!project || (uploader.party === 'renter' && project.owner !== uploader.enterpriseUserId)) throw notFound();
  const earlier = key === null ? null : await uploadedBefore(tx, projectId, { kind, key, sha256 });
  if (earlier) return earlier;
  const [row] = await tx
    .insert(enterpriseFiles)
    .values({
      projectId,
      kind,
      name,
      mime,
      size: content.length,
      sha256,
      content,
      enterpriseUserId: uploader.party === 'renter' ? uploader.enterpriseUserId : null,
      staffId: uploader.party === 'staff' ? uploader.actor.staffId : null,
      uploadKey: key,
    })
    // The same key at the same moment (a retry while the first is still being stored) waits for the first, then finds it.
    .onConflictDoNothing({ target: [enterpriseFiles.projectId, enterpriseFiles.uploadKey] })
    .returning(viewColumns);
  if (!row) return (await uploadedBefore(tx, projectId, { kind, key: key!, sha256 }))!;
  if (uploader.party === 'staff' && audited)
    await audit(tx, uploader.actor, {
      action: 'project.file',
      target: `project:${projectId}`,
      after: { kind, name, sha256, size: content.length },
    });
  return toView(row);
}

/**
 * The project's file stored under this upload's key, or null. The key is the picker's for one chosen file: the
 * same key with other bytes (or for another kind of paper) is a mistake, refused rather than answered with a file
 * the uploader did not send.
 */
export async function uploadedBefore(
  db: DbOrTx,
  projectId: number,
  upload: { kind: Kind; key: string; sha256: string },
): Promise<ProjectFileView | null> {
  const [row] = await db
    .select(viewColumns)
    .from(enterpriseFiles)
    .where(and(eq(enterpriseFiles.projectId, projectId), eq(enterpriseFiles.uploadKey, upload.key)));
  if (!row) return null;
  if (row.sha256 !== upload.sha256 || row.kind !== upload.kind) throw new HallError('uploadKeyReused', Code.badRequest);
  return toView(row);
}

const viewColumns = {
  id: enterpriseFiles.id,
  kind: enterpriseFiles.kind,
  name: enterpriseFiles.name,
  mime: enterpriseFiles.mime,
  size: enterpriseFiles.size,
  sha256: enterpriseFiles.sha256,
  staffId: enterpriseFiles.staffId,
  createdAt: enterpriseFiles.createdAt,
};
type ViewRow = Omit<{ [K in keyof typeof viewColumns]: (typeof viewColumns)[K]['_']['data'] }, 'staffId'> & { staffId: number | null };

const toView = ({ staffId, createdAt, ...row }: ViewRow): ProjectFileView => ({
  ...row,
  by: staffId === null ? 'renter' : 'staff',
  createdAt: createdAt.toISOString(),
});

export async function projectFiles(db: DbOrTx, projectId: number): Promise<ProjectFileView[]> {
  const rows = await db
    .select(viewColumns)
    .from(enterpriseFiles)
    .where(eq(enterpriseFiles.projectId, projectId))
    .orderBy(asc(enterpriseFiles.id));
  return rows.map(toView);
}

/** A file with its bytes, for the project's renter (`enterpriseUserId`) or, without one, the rental staff. */
export async function readProjectFile(db: DbOrTx, fileId: number, enterpriseUserId: number | null) {
  const [row] = await db
    .select({
      name: enterpriseFiles.name,
      mime: enterpriseFiles.mime,
      content: enterpriseFiles.content,
      owner: enterpriseProjects.enterpriseUserId,
    })
    .from(enterpriseFiles)
    .innerJoin(enterpriseProjects, eq(enterpriseProjects.id, enterpriseFiles.projectId))
    .where(eq(enterpriseFiles.id, fileId));
  if (!row || (enterpriseUserId !== null && row.owner !== enterpriseUserId)) throw notFound();
  return row;
}

/** The project's file of `kind` with this id, or null: a step refers to files of its own project only. */
export async function fileOfProject(db: DbOrTx, projectId: number, fileId: number, kind: Kind) {
  const [row] = await db
    .select({ id: enterpriseFiles.id })
    .from(enterpriseFiles)
    .where(and(eq(enterpriseFiles.id, fileId), eq(enterpriseFiles.projectId, projectId), eq(enterpriseFiles.kind, kind)));
  return row ?? null;
}
