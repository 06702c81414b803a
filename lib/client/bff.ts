import { SUCCESS, type Envelope } from '@/lib/contract/codes';
import { applyResponseRules } from './response-rules';

/**
 * A refusal from the hall API (or the BFF). `handled` says the §8 response rules already acted on it (login
 * overlay, authorisation, modal); otherwise the caller shows subMsg.
 */
export class BffError extends Error {
  constructor(
    readonly envelope: Envelope<unknown>,
    readonly handled = false,
  ) {
    super(envelope.subMsg ?? String(envelope.code));
  }
}

/**
 * The browser's one way to the hall API: through the BFF on the site's own host (§7). GET requests carry
 * the spec's cache-busting `_`; a refusal goes through the §8 response rules and becomes a BffError.
 */
export async function bff<T>(path: string, init: BffInit = {}): Promise<T> {
  const envelope = await call<T>(path, init);
  if (envelope.code !== SUCCESS) throw new BffError(envelope, applyResponseRules(envelope));
  return envelope.data as T;
}

export type BffInit = {
  query?: Record<string, string | number | undefined>;
  method?: string;
  body?: unknown;
  /** Gives up on the call (the door's scanner waits a few seconds, then says it could not reach the box office). */
  signal?: AbortSignal;
};

/** One call through the BFF, answered with its envelope whatever it says (the callers apply their own rules). */
export async function call<T>(path: string, init: BffInit = {}): Promise<Envelope<T>> {
  const url = new URL(path, window.location.origin);
  for (const [k, v] of Object.entries(init.query ?? {})) if (v !== undefined) url.searchParams.set(k, String(v));
  const method = init.method ?? 'GET';
  if (method === 'GET') url.searchParams.set('_', String(Date.now()));
  // A file goes as its own bytes with its own type (the console's poster upload); anything else as JSON.
  const file = init.body instanceof Blob ? init.body : null;
  const res = await fetch(url, {
    method,
    headers: init.body === undefined ? undefined : { 'content-type': file ? file.type || 'application/octet-stream' : 'application/json' },
    body: init.body === undefined ? undefined : (file ?? JSON.stringify(init.body)),
    credentials: 'same-origin',
    signal: init.signal,
  });
  return (await res.json().catch(() => ({ code: res.status, subMsg: null }))) as Envelope<T>;
}

export const swrFetcher = <T>([path, query]: [string, Record<string, string | number | undefined>?]) => bff<T>(path, { query });
