// The pictures the console uploads (posters, banners) and their public address: stored under their content's
// SHA-256, so a picture sent again is the same file.
import { z } from 'zod';
import { defineDownload, defineUpload } from './call';
import { storedFileName } from './publishing';

/** What an upload answers: the path the poster field takes. */
export const uploadedFile = z.object({ path: z.string(), sha256: z.string(), mime: z.string(), size: z.number() });
export type UploadedFile = z.infer<typeof uploadedFile>;

export const fileCalls = {
  uploadPicture: defineUpload({
    method: 'POST',
    path: '/api/staff/files',
    summary: 'Uploads a picture (PNG, JPEG or WebP, at most 2 MB, checked by its content); answers its path',
    access: 'staff',
    roles: ['content'],
    upload: 'picture',
    answer: uploadedFile,
  }),
  picture: defineDownload({
    method: 'GET',
    path: '/api/files/:name',
    summary: 'An uploaded picture',
    access: 'public',
    params: z.object({ name: z.string().regex(storedFileName) }),
    answer: 'image',
  }),
};
