import { z } from 'zod';
import { addressPath, type Method } from './address';
import type { StaffRole } from './staff';

/**
 * One call of the hall API, defined once for every tier (docs/decisions/api-description-and-calls.md): the hall
 * registers its route from it (validation, access, the OpenAPI document), the BFF's callers build its address and
 * check its input from it, and the browser parses its answer with it. A call's address is never written again.
 */

/**
 * Who may make a call (§6): anyone (a token, when sent, still names the caller), a member, an enterprise account,
 * or the hall's staff (the console; `roles` narrows which of them, the administrator always included).
 */
export type Access = 'public' | 'member' | 'enterprise' | 'staff';

type Schema = z.ZodType;

export type CallDescription = {
  method: Method;
  /** As Fastify writes it: `/api/staff/sessions/:id/waiting_list`. */
  path: `/api/${string}`;
  summary: string;
  access: Access;
  roles?: readonly StaffRole[];
  query?: Schema;
  params?: Schema;
  body?: Schema;
  /** The envelope's `data` on success. */
  answer: Schema;
};

/** Keeps the literal types of a call's description, so its input and answer are typed wherever it is used. */
export const defineCall = <const C extends CallDescription>(call: C): C => call;

type In<S> = S extends Schema ? z.input<S> : never;
type Part<K extends string, S> = S extends Schema ? { [P in K]: In<S> } : { [P in K]?: never };

/** What a caller gives a call: each declared part, typed as its schema takes it. */
export type CallInput<C extends CallDescription> = Part<'query', C['query']> & Part<'params', C['params']> & Part<'body', C['body']>;

/** What a call answers on success. */
export type CallAnswer<C extends CallDescription> = z.output<C['answer']>;

/** The call's address with its parameters filled in (`:id` → 7), each encoded. */
export const callPath = (call: CallDescription, params?: Record<string, string | number>): string => addressPath(call, params);

/** A call with nothing to answer but success. */
export const nothing = z.null();
