import { z } from 'zod';
import { addressPath, type Method } from './address';
import type { StaffRole } from './staff';
import type { FILE_RULES } from './uploads';

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

/**
 * A call answered with bytes, not the envelope (its refusals still are envelopes): a file to download, or a picture.
 * The browser links to it (`callHref`) rather than reading it.
 */
export type DownloadDescription = Omit<CallDescription, 'method' | 'body' | 'answer'> & { method: 'GET'; answer: 'file' | 'image' };

export const defineDownload = <const D extends DownloadDescription>(download: D): D => download;

/**
 * A call whose body is a file's bytes (the hall tells what it is from its content, never from the name or header),
 * checked against its rule (lib/contract/uploads.ts) before a byte is sent; it answers the envelope.
 */
export type UploadDescription = Omit<CallDescription, 'method' | 'body'> & { method: 'POST'; upload: keyof typeof FILE_RULES };

export const defineUpload = <const U extends UploadDescription>(upload: U): U => upload;

type Addressed = Pick<CallDescription, 'method' | 'path' | 'query' | 'params'>;

/** What a link or an upload gives its call: the query and parameters, typed as the call takes them. */
export type HrefInput<C extends Addressed> = Part<'query', C['query']> & Part<'params', C['params']>;

/** The call's address with its parameters filled in and its query written out: a link's href, an upload's target. */
export function callHref<C extends Addressed>(call: C, input: HrefInput<C>): string {
  const { query, params } = input as { query?: Record<string, string | number | undefined>; params?: Record<string, string | number> };
  const entries = Object.entries(query ?? {}).filter((e): e is [string, string | number] => e[1] !== undefined);
  const search = entries.length ? `?${new URLSearchParams(entries.map(([k, v]) => [k, String(v)]))}` : '';
  return `${addressPath(call, params)}${search}`;
}

/** A call with nothing to answer but success. */
export const nothing = z.null();
