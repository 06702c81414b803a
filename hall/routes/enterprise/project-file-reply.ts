import type { FastifyReply } from 'fastify';
import { renterCalls } from '@/lib/contract/rental-calls';
import { uploadRouteOf } from '@/lib/contract/uploads';

/** What a project file may be sent as; its content decides what it is (services/enterprise/project-files.ts). */
export const UPLOAD_TYPES = [...uploadRouteOf(renterCalls.uploadFile.path)!.contentTypes];

/** A project's file, to the renter or the rental staff only, never cached by anyone between; `inline` to read in the page. */
export function sendProjectFile(reply: FastifyReply, file: { name: string; mime: string; content: Buffer }, inline = false) {
  return reply
    .type(file.mime)
    .header('cache-control', 'private, no-store')
    .header('x-content-type-options', 'nosniff')
    .header('content-disposition', `${inline ? 'inline' : 'attachment'}; filename*=UTF-8''${encodeURIComponent(file.name)}`)
    .send(file.content);
}
