import type { FastifyReply, FastifyRequest } from 'fastify';
import type { z } from 'zod';
import { Code, SUCCESS } from '@/lib/contract/envelope';
import { toLocale, type Locale } from '@/lib/i18n/locales';
import { HallError } from './errors';

export const localeOf = (request: FastifyRequest): Locale => toLocale(request.headers['language'] as string | undefined);

export const ok = <T>(data: T) => ({ code: SUCCESS, subCode: null, subMsg: null, data });

/** Parses a query or body with a contract schema; a failure is a translated 40000 naming the field. */
export function parse<S extends z.ZodType>(schema: S, input: unknown): z.infer<S> {
  const result = schema.safeParse(input ?? {});
  if (result.success) return result.data;
  const issue = result.error.issues[0];
  const field = issue.path.join('.') || 'body';
  if (issue.message.startsWith('errors.')) {
    throw new HallError(issue.message.slice('errors.'.length) as never, Code.badRequest, null);
  }
  throw new HallError('badRequest', Code.badRequest, null, { detail: field });
}

export type Reply = FastifyReply;
