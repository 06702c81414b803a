// The door's scan latency (its target: each scan answers in under half a second), alone: `npx tsx bench/door-scans.ts`.
// The hall API on a throwaway durable PostgreSQL 15 cluster (as the seat-holds bench), 100 members each holding two
// free tickets of one activity session, and four door devices scanning at once over keep-alive HTTP, each its own
// share in turn: every ticket once (admitted), then every ticket again (already admitted), then unknown codes. The
// same devices then ask a public read of the same size (GET /api/project/type) as often, in the same run: its
// latency is the floor of an HTTP round trip through this hall API, and scan ÷ floor says what a scan adds.
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { performance } from 'node:perf_hooks';
import { fileURLToPath } from 'node:url';
import { drizzle } from 'drizzle-orm/node-postgres';
import pg from 'pg';
import type { Db } from '../hall/db/client';
import * as schema from '../hall/db/schema';
import { createStaff } from '../hall/services/staff/accounts';
import { codeAt } from '../hall/services/staff/totp';
import { createBuyers, withClient } from './seat-holds-db';
import { percentile } from './seat-buyers';
import { createDatabase, startHall, startServer, stopServers } from './seat-holds-servers';
import { doorCalls } from '../lib/contract/door';
import { orderCalls } from '../lib/contract/order-calls';
import { performanceCalls } from '../lib/contract/performance-calls';
import { staffSessionCalls } from '../lib/contract/staff-session-calls';

const ROOT = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '..');
const DEVICES = 4;
const MEMBERS = 100;
const PASSWORD = 'DoorBench2026';

type Timed = { ms: number; result: string };

async function json(base: string, method: 'GET' | 'POST', url: string, headers: Record<string, string>, body?: object) {
  const init: RequestInit = { method, headers: { 'content-type': 'application/json', language: 'zh-CN', ...headers } };
  if (method === 'POST') init.body = JSON.stringify(body ?? {});
  const res = await fetch(`${base}${url}`, init);
  return (await res.json()) as { code: number; subMsg?: string; data: any };
}

/** A door account signed in as the console signs in: password, then the authenticator's code at enrolment. */
async function doorToken(base: string, databaseUrl: string): Promise<string> {
  const pool = new pg.Pool({ connectionString: databaseUrl, max: 2 });
  try {
    const db = drizzle(pool, { schema }) as unknown as Db;
    await createStaff(
      db,
      { staffId: null, username: 'cli' },
      { username: 'bench.door', name: '检票压测', roles: ['door'], password: PASSWORD },
    );
  } finally {
    await pool.end();
  }
  const { login, confirm } = staffSessionCalls;
  const enrol = await json(base, login.method, login.path, {}, { username: 'bench.door', password: PASSWORD });
  const done = await json(base, confirm.method, confirm.path, {}, { ticket: enrol.data.ticket, code: codeAt(enrol.data.secret) });
  if (done.data?.step !== 'done') throw new Error(`door sign-in: ${JSON.stringify(done)}`);
  return done.data.token;
}

/** A coming session of a free activity sold by class, and the codes of the tickets the members take for it. */
async function issuedTickets(base: string, databaseUrl: string): Promise<{ sessionId: number; codes: string[] }> {
  const { rows } = await withClient(databaseUrl, (c) =>
    c.query(
      `select s.id as session_id, tc.id as class_id from sessions s join performances p on p.id = s.performance_id
       join ticket_classes tc on tc.session_id = s.id
       where p.category = 1 and tc.price_fen = 0 and not s.has_seat_map and s.start_time > now() + interval '1 day'
       order by s.start_time limit 1`,
    ),
  );
  const { session_id: sessionId, class_id: classId } = rows[0];
  await withClient(databaseUrl, (c) => c.query('update ticket_classes set stock = stock + 1000 where id = $1', [classId]));
  const buyers = await createBuyers(databaseUrl, MEMBERS);
  for (const buyer of buyers) {
    const placed = await json(
      base,
      'POST',
      orderCalls.place.path,
      { access_token: buyer.token },
      { lines: { sessionId, classes: [{ ticketClassId: classId, quantity: 2 }] } },
    );
    if (placed.data?.status !== 'issued') throw new Error(`ticket not issued: ${JSON.stringify(placed)}`);
  }
  const codes = await withClient(databaseUrl, (c) =>
    c.query('select ticket_code from order_items where session_id = $1 and ticket_code is not null order by id', [sessionId]),
  );
  return { sessionId, codes: codes.rows.map((r) => r.ticket_code as string) };
}

/** Every device at once, each sending its share of `requests` one after another; each answer timed. */
async function devices(requests: (() => Promise<string>)[]): Promise<Timed[]> {
  const shares = Array.from({ length: DEVICES }, (_, d) => requests.filter((_, i) => i % DEVICES === d));
  const timed: Timed[] = [];
  await Promise.all(
    shares.map(async (share) => {
      for (const send of share) {
        const started = performance.now();
        const result = await send();
        timed.push({ ms: performance.now() - started, result });
      }
    }),
  );
  return timed;
}

const summary = (label: string, timed: Timed[]) => {
  const ms = timed.map((t) => t.ms);
  const counts = new Map<string, number>();
  for (const t of timed) counts.set(t.result, (counts.get(t.result) ?? 0) + 1);
  const results = [...counts].map(([r, n]) => `${r} ${n}`);
  return {
    label,
    count: timed.length,
    p50: percentile(ms, 50),
    p99: percentile(ms, 99),
    max: Math.max(...ms),
    results: results.join(', '),
  };
};

async function main() {
  const logDir = fs.mkdtempSync(path.join(os.tmpdir(), 'door-bench-'));
  try {
    const server = startServer(ROOT);
    const databaseUrl = await createDatabase(server.url, 'door_bench');
    const hall = await startHall(ROOT, databaseUrl, path.join(logDir, 'hall.log'));
    const token = await doorToken(hall.base, databaseUrl);
    const { sessionId, codes } = await issuedTickets(hall.base, databaseUrl);
    const scan = (code: string, device: number) => async () =>
      (
        await json(
          hall.base,
          'POST',
          doorCalls.scan.path,
          { staff_token: token },
          { sessionId, code, device: `闸机 ${device}`, entrance: '东门' },
        )
      ).data?.result ?? 'error';
    // Warm-up: the JIT and the pool, on codes that are not tickets.
    await devices(Array.from({ length: 40 }, (_, i) => scan(`WARM${i}`, i % DEVICES)));

    const first = summary('first scan', await devices(codes.map((code, i) => scan(code, i % DEVICES))));
    const again = summary('scanned again', await devices(codes.map((code, i) => scan(code, (i + 1) % DEVICES))));
    const unknown = summary('unknown code', await devices(codes.map((_, i) => scan(`NOPE${i}`, i % DEVICES))));
    const floor = summary(
      `GET ${performanceCalls.genres.path}`,
      await devices(
        codes.map(() => async () => ((await json(hall.base, 'GET', performanceCalls.genres.path, {})).code === 20000 ? 'ok' : 'error')),
      ),
    );
    const rows = [first, again, unknown, floor];
    console.log(`door scans: ${codes.length} tickets, ${DEVICES} devices at once, one PostgreSQL 15 (durable)`);
    console.table(rows.map((r) => ({ ...r, p50: r.p50.toFixed(1), p99: r.p99.toFixed(1), max: r.max.toFixed(1) })));
    console.log(
      `scan ÷ floor (p50): first ${(first.p50 / floor.p50).toFixed(2)}, again ${(again.p50 / floor.p50).toFixed(2)}, unknown ${(unknown.p50 / floor.p50).toFixed(2)}`,
    );
    console.log(`slowest scan ${Math.max(first.max, again.max, unknown.max).toFixed(1)} ms (the promise: under 500 ms)`);
    const admitted = await withClient(databaseUrl, (c) =>
      c.query('select count(*)::int as n from admissions where session_id = $1', [sessionId]),
    );
    const ok =
      first.results === `admitted ${codes.length}` && again.results === `already ${codes.length}` && admitted.rows[0].n === codes.length;
    console.log(
      ok
        ? `checks: every ticket admitted once (${admitted.rows[0].n} admissions)`
        : `CHECK FAILED: ${first.results} / ${again.results} / ${admitted.rows[0].n} admissions`,
    );
    if (!ok) process.exitCode = 1;
  } finally {
    await stopServers(ROOT);
  }
}

await main();
