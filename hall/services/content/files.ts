// Uploaded pictures (posters): checked by their content and size, stored in PostgreSQL under their SHA-256
// (so every hall API instance serves them), served at /files/<sha256>.<ext> with a cache lifetime of a year, since that URL never changes.
import { createHash } from 'node:crypto';
import { eq } from 'drizzle-orm';
import { Code } from '@/lib/contract/codes';
import type { UploadedFile } from '@/lib/contract/file-calls';
import type { Db, DbOrTx } from '../../db/client';
import { files } from '../../db/schema/index';
import { HallError, notFound } from '../../errors';
import { audit, type Actor } from '../staff/audit';

export const MAX_UPLOAD_BYTES = 2 * 1024 * 1024;

/** The picture formats a poster may have, by their leading bytes; the name and the browser's word are not asked. */
const SIGNATURES = [
  {
    mime: 'image/png',
    ext: 'png',
    matches: (b: Buffer) => b.subarray(0, 8).equals(Buffer.from([0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a])),
  },
  { mime: 'image/jpeg', ext: 'jpg', matches: (b: Buffer) => b[0] === 0xff && b[1] === 0xd8 && b[2] === 0xff },
  {
    mime: 'image/webp',
    ext: 'webp',
    matches: (b: Buffer) => b.toString('latin1', 0, 4) === 'RIFF' && b.toString('latin1', 8, 12) === 'WEBP',
  },
] as const;

const EXT_OF_MIME: Record<string, string> = Object.fromEntries(SIGNATURES.map((s) => [s.mime, s.ext]));

function sniffPicture(content: Buffer) {
  return SIGNATURES.find((s) => content.length > 12 && s.matches(content)) ?? null;
}

export async function storeFile(db: Db, actor: Actor, content: Buffer): Promise<UploadedFile> {
  if (content.length > MAX_UPLOAD_BYTES)
    throw new HallError('fileTooLarge', Code.badRequest, null, { max: MAX_UPLOAD_BYTES / 1024 / 1024 });
  const kind = sniffPicture(content);
  if (!kind) throw new HallError('fileType', Code.badRequest);
  const sha256 = createHash('sha256').update(content).digest('hex');
  const uploaded = { path: `/files/${sha256}.${kind.ext}`, sha256, mime: kind.mime, size: content.length };
  await db.transaction(async (tx) => {
    // The same picture twice is one row; the upload is still audited, as a staff write.
    await tx
      .insert(files)
      .values({ sha256, mime: kind.mime, size: content.length, content, uploadedBy: actor.staffId })
      .onConflictDoNothing();
    await audit(tx, actor, { action: 'file.upload', target: `file:${sha256}`, after: { mime: kind.mime, size: content.length } });
  });
  return uploaded;
}

/** A stored file by its name (`<sha256>.<ext>`): the extension must be the one its content has. */
export async function readFile(db: DbOrTx, sha256: string, ext: string) {
  const [row] = await db.select({ mime: files.mime, content: files.content }).from(files).where(eq(files.sha256, sha256));
  if (!row || EXT_OF_MIME[row.mime] !== ext) throw notFound();
  return row;
}
