// The OpenAPI 3.1 document the hall API serves describes every route it registers, from the routes'
// own declarations. A route added without a description fails here: no summary, a path parameter, query or
// body its handler reads but does not declare, or a login its handler demands but does not declare.
import Ajv2020 from 'ajv/dist/2020';
import { get, startHall, type Hall } from '../test/harness';
import { call, newMember } from '../test/members';
import { openApiPath, type RouteEntry } from './openapi';

let hall: Hall;
let document: {
  openapi: string;
  paths: Record<string, Record<string, Operation>>;
  components: { schemas: Record<string, unknown> };
};
type Schema = Record<string, unknown>;
type Operation = {
  summary?: string;
  security?: object[];
  parameters: { name: string; in: string; schema: Schema }[];
  requestBody?: { content: Record<string, { schema: Schema }> };
  responses: Record<string, { content?: Record<string, { schema: Schema }> }>;
};

beforeAll(async () => {
  hall = await startHall();
  document = (await get(hall.app, '/openapi.json')).body as never;
});
afterAll(() => hall?.close());

const routes = (): RouteEntry[] => hall.app.routeTable;
const nameOf = (route: RouteEntry) => `${route.method} ${route.url}`;

/** Routes whose handler demands a login only for some input; the rest of their callers are visitors. */
const CONDITIONAL_LOGIN: Record<string, string> = {
  'POST /api/common/send_code': 'codes of type REPLACE_PHONE and CLOSE_ACCOUNT are for the logged-in member; the others are not',
};

/** What each route's handler reads of the request, found in its source. */
const reads = (route: RouteEntry, part: 'query' | 'body' | 'params') => new RegExp(`\\breq(uest)?\\.${part}\\b`).test(route.handlerSource);

/** Why each route breaks a rule, so a new route cannot slip through unnoticed: empty when it is described. */
function problems(route: RouteEntry): string[] {
  const found: string[] = [];
  const schema = route.schema ?? {};
  const config = route.config ?? {};
  const own = config.ownInput ?? {};
  if (!schema.summary) found.push('no summary');
  if (!config.access) found.push('no access (declare the route with route())');
  const pathParams = [...route.url.matchAll(/:(\w+)/g)].map((m) => m[1]);
  if (pathParams.length && !schema.params && !own.params) found.push(`path parameters ${pathParams.join(', ')} undeclared`);
  if (reads(route, 'params') && !schema.params && !own.params) found.push('reads req.params without a params schema');
  if (reads(route, 'query') && !schema.querystring && !own.query) found.push('reads req.query without a query schema');
  if (reads(route, 'body') && !schema.body && !own.body && config.answer !== 'provider') found.push('reads req.body without a body schema');
  const name = nameOf(route);
  if (/\brequireMember\(/.test(route.handlerSource) && config.access !== 'member' && !CONDITIONAL_LOGIN[name])
    found.push('calls requireMember but declares access ' + config.access);
  if (/\brequireEnterprise\(/.test(route.handlerSource) && config.access !== 'enterprise')
    found.push('calls requireEnterprise but declares access ' + config.access);
  return found.map((p) => `${name}: ${p}`);
}

test('every registered route is described: summary, access, and the input its handler reads', () => {
  expect(routes().length).toBeGreaterThan(110);
  expect(routes().flatMap(problems)).toEqual([]);
});

test('the document is OpenAPI 3.1 and lists every registered route, with its parameters and login', () => {
  expect(document.openapi).toBe('3.1.0');
  const listed = Object.entries(document.paths).flatMap(([path, operations]) =>
    Object.keys(operations).map((m) => `${m.toUpperCase()} ${path}`),
  );
  expect(new Set(listed)).toEqual(new Set(routes().map((r) => `${r.method} ${openApiPath(r.url)}`)));

  const op = (method: string, path: string) => document.paths[path][method];
  // A path parameter, a coerced query number (what a client sends is a string or a number), a login.
  expect(op('get', '/api/project/{id}/detail').parameters).toEqual([expect.objectContaining({ name: 'id', in: 'path' })]);
  expect(op('get', '/api/order').security).toEqual([{ memberToken: [] }]);
  expect(op('get', '/api/enterpriseprojectrent/detail').security).toEqual([{ enterpriseToken: [] }]);
  expect(op('get', '/api/banner').security).toBeUndefined();
  // A body, with the contract's own constraints.
  const buyer = op('post', '/api/member/buyer').requestBody!.content['application/json'].schema;
  expect(buyer).toMatchObject({ type: 'object', properties: expect.objectContaining({ name: expect.any(Object) }) });
  expect(buyer.required).toEqual(expect.arrayContaining(['name']));
  // The envelope's data where the contract holds its schema.
  const detail = op('get', '/api/member/detail').responses['200'].content!['application/json'].schema as { allOf: Schema[] };
  expect(detail.allOf[1]).toMatchObject({
    properties: { data: { type: 'object', properties: expect.objectContaining({ phone: expect.any(Object) }) } },
  });
  // The provider's notification is its own bytes, not JSON.
  expect(Object.keys(op('post', '/api/pay/notify/alipay').requestBody!.content)).toEqual(['text/plain']);
});

test('every schema in the document is valid JSON Schema 2020-12', () => {
  const ajv = new Ajv2020({ strict: false, allErrors: true });
  ajv.addSchema({ $id: 'components', ...document.components.schemas, $defs: document.components.schemas });
  const schemas: [string, Schema][] = [];
  for (const [path, operations] of Object.entries(document.paths)) {
    for (const [method, operation] of Object.entries(operations)) {
      const where = `${method.toUpperCase()} ${path}`;
      for (const p of operation.parameters) schemas.push([`${where} ${p.in} ${p.name}`, p.schema]);
      for (const [type, media] of Object.entries(operation.requestBody?.content ?? {}))
        schemas.push([`${where} body ${type}`, media.schema]);
    }
  }
  expect(schemas.length).toBeGreaterThan(100);
  const invalid = schemas.filter(([, schema]) => !ajv.validateSchema(schema)).map(([where]) => `${where}: ${ajv.errorsText()}`);
  expect(invalid).toEqual([]);
});

test('a body the document allows is one the route takes, and one it refuses the route refuses', async () => {
  const body = document.paths['/api/member/buyer'].post.requestBody!.content['application/json'].schema;
  const allowed = new Ajv2020({ strict: false }).compile(body);
  const good = { name: '王小明', certType: '身份证', certNo: '110101199003074514' };
  expect(allowed(good)).toBe(true);
  expect(allowed({ name: '王小明' })).toBe(false);
  const member = await newMember(hall.db);
  expect((await call(hall.app, 'POST', '/api/member/buyer', { token: member.token, body: good })).body.code).toBe(20000);
  expect((await call(hall.app, 'POST', '/api/member/buyer', { token: member.token, body: { name: '王小明' } })).body.code).toBe(40000);
});
