// The hall API's OpenAPI 3.1 document, made from what the routes declare (route-schema.ts): their zod input
// schemas as JSON Schema 2020-12 (zod 4's own output), who may call them, and their envelope's data.
import type { FastifyContextConfig } from 'fastify';
import { z } from 'zod';
import { version } from '../../package.json';
import type { Access } from './route-schema';

export type RouteEntry = {
  method: string;
  url: string;
  schema?: { summary?: string; querystring?: unknown; params?: unknown; body?: unknown };
  config?: FastifyContextConfig;
  /** The handler's source text: the description's test checks that it reads no input it does not declare. */
  handlerSource: string;
};

type JsonSchema = { type?: string; properties?: Record<string, JsonSchema>; required?: string[]; [key: string]: unknown };

const isZod = (value: unknown): value is z.ZodType => value instanceof z.ZodType;

/** What a client sends, so `io: 'input'`: a coerced number is a string in a query, a default makes a field optional. */
const jsonSchema = (schema: z.ZodType): JsonSchema => {
  const { $schema: _, ...rest } = z.toJSONSchema(schema, { io: 'input', unrepresentable: 'any' }) as JsonSchema;
  return rest;
};

/** A query's or a path's schema as OpenAPI parameters, one per property. */
function parameters(schema: unknown, location: 'query' | 'path') {
  if (!isZod(schema)) return [];
  const json = jsonSchema(schema);
  return Object.entries(json.properties ?? {}).map(([name, property]) => ({
    name,
    in: location,
    required: location === 'path' || (json.required ?? []).includes(name),
    schema: property,
  }));
}

const SECURITY: Record<Access, object[] | undefined> = {
  public: undefined,
  member: [{ memberToken: [] }],
  enterprise: [{ enterpriseToken: [] }],
  staff: [{ staffToken: [] }],
};

const TAGS: [RegExp, string][] = [
  [/^\/api\/dev\//, 'sandboxes'],
  [/^\/api\/pay\//, 'payments'],
  [/^\/api\/(order|cart|member_code_promotion)/, 'orders'],
  [/^\/api\/(reservation|team)/, 'visits'],
  [/^\/api\/(goods|point_order|freight|express)/, 'points shop'],
  [/^\/api\/enterprise/, 'enterprise'],
  [/^\/api\/staff\//, 'staff console'],
  [/^\/api\/(member|common|wx)/, 'members'],
  [/^\/api\//, 'catalogue'],
  [/^/, 'operations'],
];
const tagOf = (url: string) => TAGS.find(([pattern]) => pattern.test(url))![1];

const XLSX = 'application/vnd.openxmlformats-officedocument.spreadsheetml.sheet';

function responses(config: FastifyContextConfig) {
  switch (config.answer) {
    case 'image':
      return {
        '200': { description: 'A PNG', content: { 'image/png': { schema: { type: 'string', contentMediaType: 'image/png' } } } },
        default: { description: 'A refusal', content: { 'application/json': { schema: { $ref: '#/components/schemas/Envelope' } } } },
      };
    case 'file':
      return {
        '200': {
          description: 'A file to download (an Excel workbook)',
          content: { [XLSX]: { schema: { type: 'string', contentMediaType: XLSX } } },
        },
        default: { description: 'A refusal', content: { 'application/json': { schema: { $ref: '#/components/schemas/Envelope' } } } },
      };
    case 'html':
      return { '200': { description: 'A page for the browser', content: { 'text/html': { schema: { type: 'string' } } } } };
    case 'provider':
      return { '200': { description: "The provider's acknowledgement, in its own protocol" } };
    case 'operations':
      return { '200': { description: 'An operator’s format (Prometheus text, health JSON, this document)' } };
    default:
      return {
        '200': {
          description: 'The §8 envelope; `code` 20000 on success, `data` as below',
          content: {
            'application/json': {
              schema: {
                allOf: [{ $ref: '#/components/schemas/Envelope' }, { properties: { data: config.data ? jsonSchema(config.data) : {} } }],
              },
            },
          },
        },
        default: {
          description: 'A refusal: `code` 40000, 40003, 40004, 40005, 42900, 50000 or 50300, `subMsg` in the request’s language',
          content: { 'application/json': { schema: { $ref: '#/components/schemas/Envelope' } } },
        },
      };
  }
}

const rolesText = (roles: readonly string[] | undefined) =>
  !roles
    ? undefined
    : roles.every((r) => r === 'administrator')
      ? 'Administrator only.'
      : `Staff roles: ${roles.join(', ')} (and the administrator).`;

function operation(route: RouteEntry) {
  const config = route.config ?? {};
  const own = config.ownInput ?? {};
  const body = route.schema?.body ?? own.body;
  return {
    summary: route.schema?.summary,
    description: rolesText(config.roles),
    tags: [tagOf(route.url)],
    security: SECURITY[config.access ?? 'public'],
    parameters: [...parameters(route.schema?.params ?? own.params, 'path'), ...parameters(route.schema?.querystring ?? own.query, 'query')],
    requestBody:
      config.answer === 'provider'
        ? {
            required: true,
            content: { 'text/plain': { schema: { type: 'string', description: 'The signed notification, verified byte for byte' } } },
          }
        : isZod(body)
          ? { required: true, content: { 'application/json': { schema: jsonSchema(body) } } }
          : undefined,
    responses: responses(config),
  };
}

/** `/api/project/:id/detail` → `/api/project/{id}/detail`. */
export const openApiPath = (url: string) => url.replace(/:(\w+)/g, '{$1}');

export function openApiDocument(routes: RouteEntry[]) {
  const paths: Record<string, Record<string, unknown>> = {};
  for (const route of routes) {
    (paths[openApiPath(route.url)] ??= {})[route.method.toLowerCase()] = operation(route);
  }
  return {
    openapi: '3.1.0',
    info: {
      title: 'Concert hall API',
      version,
      description:
        'The hall API behind the site’s BFF. Every answer but the operations’ and the sandboxes’ pages is the envelope ' +
        '`{ code, subCode, subMsg, data }`; `subMsg` follows the `language` header (zh-CN or en-US). Member and ' +
        'enterprise calls carry the token of POST /api/member/login or /api/enterpriseuser/login in `access_token`.',
    },
    paths,
    components: {
      securitySchemes: {
        memberToken: { type: 'apiKey', in: 'header', name: 'access_token', description: 'A member’s token' },
        enterpriseToken: { type: 'apiKey', in: 'header', name: 'access_token', description: 'A venue-rental account’s token' },
        staffToken: { type: 'apiKey', in: 'header', name: 'staff_token', description: 'A staff session of POST /api/staff/login' },
      },
      schemas: {
        Envelope: {
          type: 'object',
          required: ['code', 'subCode', 'subMsg', 'data'],
          properties: {
            code: {
              type: 'integer',
              description:
                '20000 success; 40000 bad input; 40003 login needed; 40004 not found; 40005 the other kind of login needed; 42900 too many; 50000 fault; 50300 unavailable',
            },
            subCode: { type: ['integer', 'null'] },
            subMsg: { type: ['string', 'null'], description: 'The refusal in the request’s language' },
            data: {},
          },
        },
      },
    },
  };
}
