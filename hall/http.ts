import type { FastifyReply, FastifyRequest } from 'fastify';
import { z } from 'zod';
import { Code, SUCCESS } from '@/lib/contract/codes';
import { LANGUAGE_COOKIE, toLocale, type Locale } from '@/lib/i18n/locales';
import { HallError } from './errors';

/** The language of an API call: the `language` header the site's BFF sets from its cookie. */
export const localeOf = (request: FastifyRequest): Locale => toLocale(request.headers['language'] as string | undefined);

const langOf = (input: unknown) =>
  z
    .object({ lang: z.string().optional() })
    .catch({})
    .parse(input ?? {}).lang;

/**
 * The language of a page the hall API serves itself (the sandbox cashier): ?lang (or the form's lang), then the
 * language header the site's BFF sets, then the cookie of a direct visit.
 */
export function pageLocaleOf(request: FastifyRequest): Locale {
  const cookie = new RegExp(`(?:^|;\\s*)${LANGUAGE_COOKIE}=([^;]*)`).exec(request.headers.cookie ?? '')?.[1];
  const header = request.headers['language'];
  return toLocale(langOf(request.query) ?? langOf(request.body) ?? (typeof header === 'string' ? header : undefined) ?? cookie);
}

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
