import 'server-only';
import type { NextRequest } from 'next/server';
import type { z } from 'zod';
import { Code } from '@/lib/contract/codes';
import { errorMessage, type ErrorKey } from '@/lib/i18n/error-messages';
import { LANGUAGE_COOKIE, toLocale } from '@/lib/i18n/locales';
import { inputProblem } from '@/lib/security/text-input';
import { envelopeResponse } from './login-forward';

export type Payload = Record<string, unknown>;

const localeOf = (request: NextRequest) => toLocale(request.cookies.get(LANGUAGE_COOKIE)?.value ?? request.headers.get('language'));

/**
 * The body of one of the BFF's own routes, judged as the hall API judges every body before its routes see it
 * (hall/app.ts, hall/platform/route-schema.ts): JSON; no nesting deeper than a form makes and no control
 * characters; then the fields of the route's contract. What fails gets the hall's translated 400 here, and nothing
 * is signed or forwarded: re-serialising a body nested 10,000 levels deep overflowed the stack (a bare 500).
 * The payload passed on is the one the browser sent; the hall API reads it again with the same contract.
 */
async function readBody(request: NextRequest, contract: z.ZodType): Promise<{ payload: Payload } | { refusal: Response }> {
  const refuse = (key: ErrorKey, values?: Record<string, string>) => ({
    refusal: envelopeResponse(
      { code: Code.badRequest, subCode: null, subMsg: errorMessage(localeOf(request), key, values), data: null },
      400,
    ),
  });
  let body: unknown;
  try {
    body = JSON.parse(await request.text());
  } catch {
    return refuse('badRequest', { detail: 'body' });
  }
  // Before the contract, as in the hall API: a hostile depth is refused without walking it recursively.
  const problem = inputProblem(body);
  if (problem) return refuse(problem === 'depth' ? 'tooDeep' : 'controlCharacters');
  const checked = contract.safeParse(body);
  if (checked.success) return { payload: body as Payload };
  // The first problem, worded as the hall API words it: the contract's own message key, else the field.
  const issue = checked.error.issues[0];
  if (issue.message.startsWith('errors.')) return refuse(issue.message.slice('errors.'.length) as ErrorKey);
  return refuse('badRequest', { detail: issue.path.join('.') || 'body' });
}

/** A route of the BFF's own that reads a body: `handle` gets a payload its contract takes, or the browser the refusal. */
export const withBody =
  (contract: z.ZodType, handle: (request: NextRequest, payload: Payload) => Promise<Response>) => async (request: NextRequest) => {
    const body = await readBody(request, contract);
    return 'refusal' in body ? body.refusal : handle(request, body.payload);
  };
