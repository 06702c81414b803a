// Every route the hall API registers (read from its route table, not a hand list), called with
// malformed path parameters, queries and bodies by a visitor, a member and a venue renter. Each answer is an
// envelope below 500, no write route takes a malformed body as success, and nothing in the database changes.
// A route added without a schema fails here: it would take the garbage as success, write it, or answer 500.
import { sql } from 'drizzle-orm';
import { SUCCESS } from '@/lib/contract/codes';
import { anyAddress } from '../test/accounts';
import { startHall, type Hall } from '../test/harness';
import { issueToken } from '../services/accounts/access-tokens';
import { enterpriseToken, newMember, type TestMember } from '../test/members';

let hall: Hall;
let member: TestMember;
beforeAll(async () => {
  hall = await startHall();
  member = await newMember(hall.db);
});
afterAll(() => hall?.close());

/**
 * Tables that change whatever the input, by design: the tokens this test issues, the attempts rate limits
 * count, and the puzzles GET /api/common/slide_challenge hands out to anyone who asks.
 */
const CHANGE_BY_DESIGN = new Set(['access_tokens', 'rate_limits', 'slide_challenges']);

/** Write routes that read no input at all: nothing in a body can be wrong for them. */
const TAKE_NO_INPUT = new Set([
  'POST /api/member/logout',
  'POST /api/enterpriseuser/logout',
  'PUT /api/member/station_letter/read_all',
  'PUT /api/enterpriseuser/station_letter/read_all',
]);

/**
 * Routes that answer in someone else's protocol, not the envelope: the providers' notifications (refused in
 * the provider's own words, so the provider retries a genuine one) and the sandbox's pages for the browser.
 */
type Res = { statusCode: number; body: string };
/** Input the hall API refuses for every route before the route runs (control characters in the query). */
const refusedAtTheEdge = (res: Res) => res.statusCode === 400 && JSON.parse(res.body).code === 40000;
const PROVIDER_REFUSAL: Record<string, (res: Res) => boolean> = {
  'POST /api/pay/notify/alipay': (res) => res.body === 'fail' || refusedAtTheEdge(res),
  // A refusal is WeChat Pay's 4xx in its own format (a 5xx would say the hall failed, not the sender).
  'POST /api/pay/notify/wechat': (res) => (res.statusCode === 400 && JSON.parse(res.body).code === 'FAIL') || refusedAtTheEdge(res),
};
const isSandboxPage = (url: string) => url.startsWith('/api/dev/cashier/') || url.startsWith('/api/dev/wechat/');

const PATH_VALUES = ['%00', '-1', '0', '1.5', '99999999999999999999', 'abc', '%F0%9F%98%80', "1'%20or%20'1'='1", 'x'.repeat(600)];

const deep = () => {
  let value: unknown = 'x';
  for (let i = 0; i < 200; i++) value = { a: value };
  return value;
};

/** Bodies a hostile client sends; none of them is a valid request to any route. */
const BODIES: [string, string][] = [
  [
    'wrong types',
    JSON.stringify({ id: 'x', ids: 'x', phone: 12, code: [], password: {}, page: 'one', sessionId: true, lines: 'x', step: 'x' }),
  ],
  ['huge numbers', JSON.stringify({ id: 1e308, ids: [2 ** 63], sessionId: 2 ** 70, page: -1, points: -5, step: 9e15 })],
  ['NUL and control characters', JSON.stringify({ id: '1\u0000', phone: '138\u00000000000', name: '\u001b[2J', title: 'a\u0000' })],
  ['a lone surrogate', '{"name":"\\ud800","phone":"\\udc00","id":1}'],
  ['prototype keys', '{"__proto__":{"isAdmin":true},"constructor":{"prototype":{"x":1}}}'],
  ['deep nesting', JSON.stringify(deep())],
  ['an array', '[1,2,3]'],
  ['null', 'null'],
  ['a string', '"x"'],
  ['broken JSON', '{"id":'],
  ['empty object', '{}'],
];

const QUERIES = [
  '?id=%00&page=-1&pageSize=1e309&keyword=%ED%A0%80',
  '?id[]=1&id[]=2&sessionId=abc&date=2026-13-45&month=99999-99&__proto__[x]=1',
  `?keyword=${'%E4%B8%AD'.repeat(400)}&phone=1e400&orderNo=H%00`,
];

type Identity = 'visitor' | 'member' | 'renter';

/** Fresh tokens for each route: a logout fuzzed before must not turn the next route's member into a visitor. */
async function tokens(): Promise<Record<Identity, Record<string, string>>> {
  const { token } = await issueToken(hall.db, { memberId: member.id });
  return { visitor: {}, member: { access_token: token }, renter: { access_token: await enterpriseToken(hall.db) } };
}

/** Both drivers answer a raw query with `rows`. */
const rowsOf = async <T>(query: Promise<unknown>) => ((await query) as { rows: T[] }).rows;

/** Every table's content, hashed, so any insert, update or delete shows. */
async function snapshot(): Promise<Map<string, string>> {
  const rows = await rowsOf<{ table_name: string }>(
    hall.db.execute(
      sql`select table_name from information_schema.tables where table_schema = 'public' and table_type = 'BASE TABLE' order by 1`,
    ),
  );
  const state = new Map<string, string>();
  for (const { table_name: table } of rows) {
    if (CHANGE_BY_DESIGN.has(table) || table.startsWith('__drizzle')) continue;
    const [hash] = await rowsOf<{ h: string | null }>(
      hall.db.execute(sql`select md5(coalesce(string_agg(t::text, '|' order by t::text), '')) as h from ${sql.identifier(table)} t`),
    );
    state.set(table, hash.h ?? '');
  }
  return state;
}

const fill = (url: string, value: string) => url.replace(/:[A-Za-z]+/g, value);

test('every registered route refuses malformed input without a 5xx and without writing', async () => {
  // The operations' routes (probes, metrics, the API's description) answer the operator, not in the spec's envelope.
  const routes = hall.app.routeTable.filter((r) => r.config?.answer !== 'operations');
  expect(routes.length).toBeGreaterThan(80);
  for (const name of TAKE_NO_INPUT) expect(routes.map((r) => `${r.method} ${r.url}`)).toContain(name);

  const before = await snapshot();
  const failures: string[] = [];
  let sent = 0;
  for (const route of routes) {
    const ids = await tokens();
    const name = `${route.method} ${route.url}`;
    const writes = route.method !== 'GET';
    const hasParams = route.url.includes(':');
    const urls = hasParams ? PATH_VALUES.map((v) => fill(route.url, v)) : [route.url];
    for (const identity of ['visitor', 'member', 'renter'] as const) {
      const requests: { url: string; payload?: string; kind: string }[] = [
        ...urls.flatMap((url) => QUERIES.map((q) => ({ url: url + q, kind: hasParams ? 'path and query' : 'query' }))),
        ...(writes ? BODIES.map(([kind, payload]) => ({ url: fill(route.url, '1'), payload, kind })) : []),
      ];
      for (const { url, payload, kind } of requests) {
        sent++;
        const res = await hall.app.inject({
          method: route.method as 'GET',
          url,
          payload,
          headers: { ...ids[identity], 'x-forwarded-for': anyAddress(), ...(payload ? { 'content-type': 'application/json' } : {}) },
        });
        const where = `${name} as ${identity} with ${kind} (${url.slice(0, 80)})`;
        const refusal = PROVIDER_REFUSAL[name];
        if (refusal) {
          if (!refusal(res)) failures.push(`${where}: not the provider's refusal: HTTP ${res.statusCode} ${res.body.slice(0, 160)}`);
          continue;
        }
        if (isSandboxPage(route.url) && res.statusCode < 500) continue; // HTML pages and their redirects
        // A download answers its file (the member's personal data is JSON of its own); its refusals are envelopes.
        if (
          route.config?.answer === 'file' &&
          res.statusCode === 200 &&
          String(res.headers['content-disposition']).startsWith('attachment')
        )
          continue;
        if (res.statusCode >= 500) {
          failures.push(`${where}: HTTP ${res.statusCode} ${res.body.slice(0, 160)}`);
          continue;
        }
        let code: unknown;
        try {
          code = res.json().code;
        } catch {
          failures.push(`${where}: not an envelope: ${res.body.slice(0, 160)}`);
          continue;
        }
        if (typeof code !== 'number') failures.push(`${where}: no envelope code`);
        const malformed = payload !== undefined || hasParams;
        if (code === SUCCESS && malformed && !TAKE_NO_INPUT.has(name) && !(payload === undefined && !writes && !hasParams))
          failures.push(`${where}: taken as success`);
      }
    }
  }
  expect(failures).toEqual([]);
  expect(sent).toBeGreaterThan(3000);

  const after = await snapshot();
  const changed = [...before.keys()].filter((table) => before.get(table) !== after.get(table));
  expect(changed).toEqual([]);
}, 600_000);
