// An enterprise project's files (DESIGN §9): checked by their content, not their name, kept in PostgreSQL with
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

/** Keeps a file of a project: a renter's own project only; refused when too large or not a PDF, JPG or PNG. */
export async function storeProjectFile(
  db: Db,
  uploader: Uploader,
  projectId: number,
  kind: Kind,
  name: string,
  content: Buffer,
): Promise<ProjectFileView> {
  return db.transaction((tx) => insertProjectFile(tx, uploader, projectId, kind, name, content));
}

/**
 * storeProjectFile's work in the caller's transaction (a contract's version is stored with the step it moves, and
 * audited as that, `audited` false here).
 */
export async function insertProjectFile(
  tx: Tx,
  uploader: Uploader,
  projectId: number,
  kind: Kind,
  name: string,
  content: Buffer,
  audited = true,
): Promise<ProjectFileView> {
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
    })
    .returning(viewColumns);
  if (uploader.party === 'staff' && audited)
    await audit(tx, uploader.actor, {
      action: 'project.file',
      target: `project:${projectId}`,
      after: { kind, name, sha256, size: content.length },
    });
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
