// What each route declares about itself: its input as the contracts' zod schemas (validated before the handler
// runs, so the handler reads typed input), who may call it, and what its envelope's data holds. The same
// declarations make the OpenAPI document (openapi.ts), so the description cannot drift from the validation.
import type {
  FastifyBaseLogger,
  FastifyInstance,
  FastifyReply,
  FastifyRequest,
  FastifySchemaCompiler,
  FastifyTypeProvider,
  RawReplyDefaultExpression,
  RawRequestDefaultExpression,
  RawServerDefault,
} from 'fastify';
import type { z } from 'zod';
import type { Access, CallAnswer, CallDescription, DownloadDescription } from '@/lib/contract/call';
import { Code } from '@/lib/contract/codes';
import type { StaffRole } from '@/lib/contract/staff';
import { HallError } from '../errors';

/** Makes `req.query`, `req.params` and `req.body` the output types of the route's schemas. */
export interface ZodTypeProvider extends FastifyTypeProvider {
  validator: this['schema'] extends z.ZodType ? z.output<this['schema']> : unknown;
  serializer: this['schema'] extends z.ZodType ? z.input<this['schema']> : unknown;
}

/** The hall API's instance as its route plugins see it: input typed by the zod schemas the routes declare. */
export type HallApp = FastifyInstance<
  RawServerDefault,
  RawRequestDefaultExpression,
  RawReplyDefaultExpression,
  FastifyBaseLogger,
  ZodTypeProvider
>;

/** Who may call a route (§6): the contract's word (lib/contract/call.ts). */
export type { Access } from '@/lib/contract/call';

/**
 * What a route answers: the §8 envelope (the default), an image or a file to download (refusals are still
 * envelopes), a page for the browser (the sandboxes' cashier and authorisation pages, which read their own input so
 * a bad one is a page that says so), a payment provider's own protocol (its signed notification in, its acknowledgement out), or an
 * operator's format (metrics, health, this API's description).
 */
export type Answer = 'envelope' | 'image' | 'file' | 'html' | 'provider' | 'operations';

declare module 'fastify' {
  interface FastifyContextConfig {
    access?: Access;
    /** Staff routes: the roles that may call it (any staff member when absent; the administrator always). */
    roles?: readonly StaffRole[];
    answer?: Answer;
    /** The envelope's `data`, when the contracts hold a schema for it. */
    data?: z.ZodType;
    /** Input a browser page or a provider's route reads itself: described, not validated before the handler. */
    ownInput?: { params?: z.ZodType; query?: z.ZodType; body?: z.ZodType };
  }
}

/** The first problem of a zod failure as the translated 40000: the contract's own message key, else the field. */
export function inputError(error: z.ZodError): HallError {
  const issue = error.issues[0];
  if (issue.message.startsWith('errors.')) return new HallError(issue.message.slice('errors.'.length) as never, Code.badRequest, null);
  return new HallError('badRequest', Code.badRequest, null, { detail: issue.path.join('.') || 'body' });
}

/** Fastify validates each declared part with its zod schema; an absent part (a GET's body) is an empty object. */
export const zodValidatorCompiler: FastifySchemaCompiler<z.ZodType> =
  ({ schema }) =>
  (data) => {
    const result = schema.safeParse(data ?? {});
    return result.success ? { value: result.data } : { error: inputError(result.error) };
  };

type Input = z.ZodType | undefined;

/**
 * A route's description, as Fastify route options: `app.get(path, route({ summary, access, query }), handler)`.
 * The access check runs before validation (app.ts), so a visitor is asked to log in before any field is judged.
 */
export function route<Q extends Input = undefined, P extends Input = undefined, B extends Input = undefined>(description: {
  summary: string;
  access?: Access;
  roles?: readonly StaffRole[];
  answer?: Answer;
  query?: Q;
  params?: P;
  body?: B;
  data?: z.ZodType;
  ownInput?: { params?: z.ZodType; query?: z.ZodType; body?: z.ZodType };
}) {
  const { summary, access = 'public', roles, answer = 'envelope', query, params, body, data, ownInput } = description;
  const schema = { summary, ...(query && { querystring: query }), ...(params && { params }), ...(body && { body }) };
  return {
    schema: schema as { summary: string; querystring: Q; params: P; body: B },
    config: { access, roles, answer, data, ownInput },
  };
}

type Out<S> = S extends z.ZodType ? z.output<S> : undefined;

/** The request a call's handler reads: its query, parameters and body as the call's schemas give them. */
export type CallRequest<C> = FastifyRequest<{
  Querystring: Out<C extends { query: infer Q } ? Q : undefined>;
  Params: Out<C extends { params: infer P } ? P : undefined>;
  Body: Out<C extends { body: infer B } ? B : undefined>;
}>;

/**
 * Registers the route of a call defined in the contract (lib/contract/call.ts): its method, address, access, input
 * schemas and answer come from the call, so the hall cannot answer at another address or in another shape than the
 * tiers that call it expect. The handler answers the envelope (`ok(data)`), its data typed as the call's answer.
 */
export function handle<C extends CallDescription>(
  app: HallApp,
  call: C,
  handler: (req: CallRequest<C>, reply: FastifyReply) => Promise<{ code: number; subCode: null; subMsg: null; data: CallAnswer<C> }>,
) {
  const { method, path, summary, access, roles, query, params, body, answer } = call;
  app.route({ method, url: path, ...route({ summary, access, roles, query, params, body, data: answer }), handler: handler as never });
}

/** Registers a download defined in the contract: the handler sends the bytes itself (`reply.send`). */
export function handleDownload<D extends DownloadDescription>(
  app: HallApp,
  download: D,
  handler: (req: CallRequest<D>, reply: FastifyReply) => Promise<unknown>,
) {
  const { method, path, summary, access, roles, query, params, answer } = download;
  app.route({ method, url: path, ...route({ summary, access, roles, query, params, answer }), handler: handler as never });
}
