// POST /api/staff/files (ours, content): a poster's bytes → services/publishing/files. GET /api/files/:name (ours,
// public): the stored file, cached for a year (its name is its content's hash).
import { z } from 'zod';
import { storedFileName } from '@/lib/contract/publishing';
import { actorOf } from '../../auth';
import { ok } from '../../http';
import { route, type HallApp } from '../../platform/route-schema';
import { readFile, storeFile } from '../../services/publishing/files';
import { FILE_RULES } from '@/lib/contract/uploads';
import { acceptUploads, receivedUpload, uploadBody } from '../upload-body';

const fileName = z.object({ name: z.string().regex(storedFileName) });

export async function fileRoutes(app: HallApp) {
  const db = app.database.db;
  // Pictures are read whole, as bytes, here only; their kind is then sniffed from the content, not this header.
  acceptUploads(app, FILE_RULES.picture.types);

  const upload = {
    ...route({
      summary: 'Uploads a picture (PNG, JPEG or WebP, at most 2 MB, checked by its content); answers its path',
      access: 'staff',
      roles: ['content'],
      ownInput: { body: z.string().describe('the picture’s bytes') },
    }),
    ...uploadBody(FILE_RULES.picture.maxBytes),
  };
  // Stored under its SHA-256: the same picture sent again (a retry) is the same file, so it needs no key.
  app.post('/api/staff/files', upload, async (req) => ok(await storeFile(db, actorOf(req), receivedUpload(req).content)));

  app.get('/api/files/:name', route({ summary: 'An uploaded picture', answer: 'image', params: fileName }), async (req, reply) => {
    const [sha256, ext] = req.params.name.split('.');
    const file = await readFile(db, sha256, ext);
    return reply.header('cache-control', 'public, max-age=31536000, immutable').type(file.mime).send(file.content);
  });
}
