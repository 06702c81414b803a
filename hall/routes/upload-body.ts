// The body of an upload route (lib/contract/uploads.ts): read whole as bytes up to the route's limit, a
// larger one refused with 413 before it is read (a declared length) or as soon as it passes the limit (a streamed
// one), and only what was declared is taken: its Content-Length (Fastify's own check) and, when the picker sent
// one, its SHA-256. The upload's key (a header) lets a retry find the file stored the first time.
import { createHash } from 'node:crypto';
import type { FastifyError, FastifyInstance, FastifyReply, FastifyRequest } from 'fastify';
import { z } from 'zod';
import type { CallAnswer, UploadDescription } from '@/lib/contract/call';
import { Code } from '@/lib/contract/codes';
import {
  CONTENT_SHA256_HEADER,
  FILE_RULES,
  inMegabytes,
  LARGEST_UPLOAD_BYTES,
  UPLOAD_KEY,
  UPLOAD_KEY_HEADER,
} from '@/lib/contract/uploads';
import { errorMessage } from '@/lib/i18n/error-messages';
import { HallError } from '../errors';
import { localeOf } from '../http';
import { route, type CallRequest, type HallApp } from '../platform/route-schema';

/**
 * An upload's bytes as the parsed body. Opaque on purpose: every body passes a check for stray characters that
 * walks its entries (hall/app.ts), and a Buffer's entries are its bytes, ten million of them in a 10 MB file.
 */
export class UploadedBytes {
  readonly #content: Buffer;
  constructor(content: Buffer) {
    this.#content = content;
  }
  get content() {
    return this.#content;
  }
}

/** Reads bodies of these types as an upload's bytes, in the plugin's routes (each route sets its own limit). */
export function acceptUploads(app: FastifyInstance, types: readonly string[]) {
  app.addContentTypeParser([...types], { parseAs: 'buffer', bodyLimit: LARGEST_UPLOAD_BYTES }, (_req, body, done) =>
    done(null, new UploadedBytes(body as Buffer)),
  );
}

/** The route options of an upload of at most `maxBytes`: the limit, and its refusals in the §8 envelope. */
export function uploadBody(maxBytes: number) {
  return {
    bodyLimit: maxBytes,
    errorHandler(error: FastifyError, request: FastifyRequest, reply: FastifyReply) {
      if (error.code === 'FST_ERR_CTP_BODY_TOO_LARGE') {
        const subMsg = errorMessage(localeOf(request), 'uploadTooLarge', { max: inMegabytes(maxBytes) });
        return reply.status(413).send({ code: Code.badRequest, subCode: null, subMsg, data: null });
      }
      if (error.code === 'FST_ERR_CTP_INVALID_CONTENT_LENGTH') throw new HallError('uploadIncomplete', Code.badRequest);
      // Everything else as on any route (hall/app.ts's handler).
      throw error;
    },
  };
}

export type ReceivedUpload = { content: Buffer; key: string | null };

/** The bytes that arrived, checked against the SHA-256 the picker read, and the upload's key. */
export function receivedUpload(request: FastifyRequest): ReceivedUpload {
  const content = request.body instanceof UploadedBytes ? request.body.content : Buffer.alloc(0);
  const declared = header(request, CONTENT_SHA256_HEADER);
  if (declared !== null && declared.toLowerCase() !== createHash('sha256').update(content).digest('hex'))
    throw new HallError('uploadIncomplete', Code.badRequest);
  const key = header(request, UPLOAD_KEY_HEADER);
  if (key !== null && !UPLOAD_KEY.test(key)) throw new HallError('badRequest', Code.badRequest, null, { detail: 'Idempotency-Key' });
  return { content, key };
}

function header(request: FastifyRequest, name: string): string | null {
  const value = request.headers[name];
  return typeof value === 'string' ? value : null;
}

/**
 * Registers an upload defined in the contract: its body read as bytes up to its rule's limit (`receivedUpload`), its
 * query and parameters validated, its answer the envelope.
 */
export function handleUpload<U extends UploadDescription>(
  app: HallApp,
  upload: U,
  handler: (req: CallRequest<U>, reply: FastifyReply) => Promise<{ code: number; subCode: null; subMsg: null; data: CallAnswer<U> }>,
) {
  const { method, path, summary, access, roles, query, params, answer } = upload;
  app.route({
    method,
    url: path,
    ...route({ summary, access, roles, query, params, data: answer, ownInput: { body: z.string().describe('the file’s bytes') } }),
    ...uploadBody(FILE_RULES[upload.upload].maxBytes),
    handler: handler as never,
  });
}
