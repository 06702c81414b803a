// POST /api/staff/files (ours, content): a poster's bytes → services/content/files. GET /api/files/:name (ours,
// public): the stored file, cached for a year (its name is its content's hash).
import { fileCalls as calls } from '@/lib/contract/file-calls';
import { actorOf } from '../../auth';
import { ok } from '../../http';
import { handleDownload, type HallApp } from '../../platform/route-schema';
import { readFile, storeFile } from '../../services/content/files';
import { FILE_RULES } from '@/lib/contract/uploads';
import { acceptUploads, handleUpload, receivedUpload } from '../upload-body';

export async function fileRoutes(app: HallApp) {
  const db = app.database.db;
  // Pictures are read whole, as bytes, here only; their kind is then sniffed from the content, not this header.
  acceptUploads(app, FILE_RULES.picture.types);

  // Stored under its SHA-256: the same picture sent again (a retry) is the same file, so it needs no key.
  handleUpload(app, calls.uploadPicture, async (req) => ok(await storeFile(db, actorOf(req), receivedUpload(req).content)));

  handleDownload(app, calls.picture, async (req, reply) => {
    const [sha256, ext] = req.params.name.split('.');
    const file = await readFile(db, sha256, ext);
    return reply.header('cache-control', 'public, max-age=31536000, immutable').type(file.mime).send(file.content);
  });
}
