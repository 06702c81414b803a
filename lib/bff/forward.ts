import 'server-only';
import type { NextRequest } from 'next/server';
import { Code } from '@/lib/contract/codes';
import { LANGUAGE_COOKIE, toLocale } from '@/lib/i18n/locales';
import { hallBaseUrl, HALL_TIMEOUT_MS } from '@/lib/hall/client';
import { errorMessage } from '@/lib/i18n/error-messages';
import { clientAddress } from '@/lib/security/client-address';
import { REQUEST_ID_HEADER, requestIdOf } from '@/lib/security/request-id';
import { logForward } from './access-log';

/** Request headers the hall API may see from the browser; everything else (cookies above all) stays here. */
// An upload's key and hash (lib/contract/uploads.ts) travel with it: the hall API stores one copy per key and checks the bytes.
const PASSED_HEADERS = ['content-type', 'user-agent', 'accept', 'idempotency-key', 'x-content-sha256'];

export type ForwardOptions = {
  accessToken?: string;
  /** The staff console's session (lib/staff-cookie.ts), for /api/staff/* only. */
  staffToken?: string;
  body?: BodyInit | null;
  headers?: Record<string, string>;
};

/**
 * Forwards a BFF request to the hall API: same path and query, the `language` header from the cookie, the
 * member's token when there is one, a 30 s timeout. The §8 envelope comes back unchanged; an unreachable
 * hall API becomes a translated envelope error instead of a stack trace.
 */
export async function forwardToHall(request: NextRequest, path: string, options: ForwardOptions = {}): Promise<Response> {
  const locale = toLocale(request.cookies.get(LANGUAGE_COOKIE)?.value ?? request.headers.get('language'));
  const url = new URL(path, hallBaseUrl());
  url.search = request.nextUrl.search;
  // proxy.ts gave the request its id; a call that did not pass through it gets one here.
  const requestId = requestIdOf(request.headers.get(REQUEST_ID_HEADER));
  const headers = new Headers({ language: locale, ...options.headers, [REQUEST_ID_HEADER]: requestId });
  for (const name of PASSED_HEADERS) {
    const value = request.headers.get(name);
    if (value && !headers.has(name)) headers.set(name, value);
  }
  if (options.accessToken) headers.set('access_token', options.accessToken);
  if (options.staffToken) headers.set('staff_token', options.staffToken);
  // The client address lets the hall API rate-limit per address behind this BFF.
  headers.set('x-forwarded-for', clientAddress(request.headers.get('x-forwarded-for')));
  const method = request.method;
  const body = options.body !== undefined ? options.body : method === 'GET' || method === 'HEAD' ? null : await request.arrayBuffer();
  const started = performance.now();
  const log = (status: number) => logForward({ requestId, method, path, status, ms: Math.round(performance.now() - started) });
  try {
    const res = await fetch(url, {
      method,
      headers,
      body,
      signal: AbortSignal.timeout(HALL_TIMEOUT_MS),
      cache: 'no-store',
      redirect: 'manual',
    });
    // The hall API's own pages (the payment sandbox's cashier) send the browser on: the browser follows, not the BFF.
    log(res.status);
    const location = res.headers.get('location');
    if (res.status >= 300 && res.status < 400 && location) {
      return new Response(null, { status: res.status, headers: { location, 'cache-control': 'no-store' } });
    }
    const answered: Record<string, string> = {
      'content-type': res.headers.get('content-type') ?? 'application/json',
      'cache-control': 'no-store',
    };
    // The hall API's own pages (the sandbox cashier) keep their own, stricter policy.
    const policy = res.headers.get('content-security-policy');
    if (policy) answered['content-security-policy'] = policy;
    // A download (the console's Excel export) keeps its file name.
    const disposition = res.headers.get('content-disposition');
    if (disposition) answered['content-disposition'] = disposition;
    return new Response(res.body, { status: res.status, headers: answered });
  } catch {
    log(503);
    return unavailable(locale, requestId);
  }
}

const TOKEN_KEYS = new Set(['token', 'access_token', 'accessToken']);
const TOKEN_KEY = /"(?:token|access_token|accessToken)"\s*:/;

function dropTokens(value: unknown): unknown {
  if (Array.isArray(value)) return value.map(dropTokens);
  if (!value || typeof value !== 'object') return value;
  return Object.fromEntries(
    Object.entries(value)
      .filter(([key]) => !TOKEN_KEYS.has(key))
      .map(([key, item]) => [key, dropTokens(item)]),
  );
}

/**
 * A forwarded answer without any access token in it. Only the BFF's login routes may receive one (and they
 * keep it in the session cookie); should any other answer carry one, the browser still never sees it.
 */
export async function withoutTokens(res: Response): Promise<Response> {
  if (!(res.headers.get('content-type') ?? '').includes('application/json')) return res;
  const text = await res.text();
  if (!TOKEN_KEY.test(text)) return new Response(text, { status: res.status, headers: res.headers });
  try {
    return new Response(JSON.stringify(dropTokens(JSON.parse(text))), { status: res.status, headers: res.headers });
  } catch {
    // Not JSON after all, and a token may be in it: nothing of it goes out.
    return Response.json(
      { code: Code.internal, subCode: null, subMsg: null, data: null },
      { status: 502, headers: { 'cache-control': 'no-store' } },
    );
  }
}

export function unavailable(locale: 'zh-CN' | 'en-US', requestId?: string) {
  return Response.json(
    { code: Code.unavailable, subCode: null, subMsg: errorMessage(locale, 'hallUnavailable'), data: null, requestId },
    { status: 503, headers: { 'cache-control': 'no-store' } },
  );
}
