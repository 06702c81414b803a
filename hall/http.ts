import type { FastifyReply, FastifyRequest } from 'fastify';
import { z } from 'zod';
import { SUCCESS } from '@/lib/contract/codes';
import { LANGUAGE_COOKIE, toLocale, type Locale } from '@/lib/i18n/locales';
import { inputError } from './platform/route-schema';

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

/** Parses input a route reads itself (a page's form, a provider's payload) as a route's schema would. */
export function parse<S extends z.ZodType>(schema: S, input: unknown): z.infer<S> {
  const result = schema.safeParse(input ?? {});
  if (result.success) return result.data;
  throw inputError(result.error);
}

export type Reply = FastifyReply;
