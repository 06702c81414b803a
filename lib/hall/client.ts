import 'server-only';
import type { z } from 'zod';
import { callPath, type CallAnswer, type CallDescription, type CallInput } from '@/lib/contract/call';
import { Code, SUCCESS, type Envelope } from '@/lib/contract/codes';
import type { Locale } from '@/lib/i18n/locales';

/** The only place that knows where the hall API lives. */
export const hallBaseUrl = () => process.env.HALL_API_URL ?? `http://127.0.0.1:${process.env.HALL_PORT ?? 4000}`;

/** §7: every call times out after 30 seconds. */
export const HALL_TIMEOUT_MS = 30_000;

/** Content changes reach cached pages through these tags (see app/api/revalidate). */
export { TAGS } from '@/lib/contract/cache-tags';

export class HallUnavailableError extends Error {
  constructor(cause: unknown) {
    super('hall API unavailable', { cause });
  }
}

export class HallResponseError extends Error {
  constructor(readonly envelope: Envelope<unknown>) {
    super(envelope.subMsg ?? `hall API answered ${envelope.code}`);
  }
}

export type HallRequest = {
  locale: Locale;
  query?: Record<string, string | number | undefined>;
  /** Seconds a server-rendered page may reuse the answer (0: ask every time). */
  revalidate?: number;
  tags?: string[];
  /** A staff session's token (the console's pages); its answers are never shared between requests. */
  staffToken?: string;
};

/** GET from the hall API on the server; null for "not found", so pages can call notFound(). */
export async function hallGet<S extends z.ZodType>(path: string, schema: S, req: HallRequest): Promise<z.infer<S> | null> {
  const url = new URL(path, hallBaseUrl());
  for (const [k, v] of Object.entries(req.query ?? {})) if (v !== undefined && v !== '') url.searchParams.set(k, String(v));
  let envelope: Envelope<unknown>;
  try {
    const res = await fetch(url, {
      headers: { language: req.locale, accept: 'application/json', ...(req.staffToken && { staff_token: req.staffToken }) },
      signal: AbortSignal.timeout(HALL_TIMEOUT_MS),
      ...(req.staffToken ? { cache: 'no-store' as const } : { next: { revalidate: req.revalidate ?? 60, tags: req.tags ?? [] } }),
    });
    envelope = (await res.json()) as Envelope<unknown>;
  } catch (error) {
    throw new HallUnavailableError(error);
  }
  if (envelope.code === Code.notFound) return null;
  if (envelope.code !== SUCCESS) throw new HallResponseError(envelope);
  return schema.parse(envelope.data);
}

/** Like hallGet, for calls whose absence is a fault rather than a missing page. */
export async function hallGetOrThrow<S extends z.ZodType>(path: string, schema: S, req: HallRequest): Promise<z.infer<S>> {
  const data = await hallGet(path, schema, req);
  if (data === null) throw new HallResponseError({ code: Code.notFound, subMsg: `${path} not found` });
  return data;
}

/** What a server page passes with a call: its language and how long the answer may be reused. */
export type HallReadOptions = Omit<HallRequest, 'query'>;

/** A call read by a server-rendered page (its address, input and answer's schema from the contract); null for "not found". */
export function hallRead<C extends CallDescription & { method: 'GET' }>(call: C, input: CallInput<C>, req: HallReadOptions) {
  const { query, params } = input as { query?: HallRequest['query']; params?: Record<string, string | number> };
  return hallGet(callPath(call, params), call.answer, { ...req, query }) as Promise<CallAnswer<C> | null>;
}

/** Like hallRead, for calls whose absence is a fault rather than a missing page. */
export function hallReadOrThrow<C extends CallDescription & { method: 'GET' }>(call: C, input: CallInput<C>, req: HallReadOptions) {
  const { query, params } = input as { query?: HallRequest['query']; params?: Record<string, string | number> };
  return hallGetOrThrow(callPath(call, params), call.answer, { ...req, query }) as Promise<CallAnswer<C>>;
}
