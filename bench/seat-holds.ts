// Seat holds per second through the hall API on PostgreSQL 15, against the same server's single-row hold rate
// (pgbench): a step of `npm run bench`, also alone with `npx tsx bench/seat-holds.ts` (bench/README.md).
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { selfCpu, treeCpu } from './proc-cpu';
import { percentile, runCrowd, type CrowdResult } from './seat-buyers';
import {
  checkRound,
  createBuyers,
  createCeilingTable,
  createHoldTable,
  pgbenchHoldRate,
  resetSession,
  saleSessions,
  withClient,
  type PgbenchResult,
} from './seat-holds-db';
import { createDatabase, startCeiling, startHall, startServer, stopChild, runStep } from './seat-holds-servers';

const ROOT = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '..');
const BUYERS = 200;
const SEATS_PER_ORDER = 2;
const ROUNDS = Number(process.env.BENCH_SEAT_ROUNDS ?? 3);
const ROUND_DEADLINE_MS = 60_000;
const PGBENCH_CLIENTS = 50;
const PGBENCH_SECONDS = Number(process.env.BENCH_PGBENCH_SECONDS ?? 10);
/** The on-sale's targets: the hall API at this share of the ceiling in the same run, orders that held seats under this p99. */
const TARGET_CEILING_SHARE = 0.6;
const TARGET_HELD_P99_MS = 250;
/** Seats of the seeded main hall (hall/db/seed/layout.ts). */
const MAIN_HALL_SEATS = 1165;
/** pgbench's table: big enough that random ids keep finding available rows for the whole run (see pgbenchHoldRate). */
const PGBENCH_ROWS = 2_000_000;
const LOGS = process.env.LOGS ?? os.tmpdir();

type Round = CrowdResult & { sessionId: number; seats: number; warmUp: boolean; loadAvg1: number; cpuSec: Record<Side, number> };
type Side = 'hall' | 'postgres' | 'buyers';
const say = (line: string) => console.log(`[seat-holds] ${line}`);

async function main() {
  const server = startServer(ROOT);
  // pgbench runs before the hall API starts and after it stops; the ratio uses their mean, the drift shows how
  // much the machine changed meanwhile.
  const holdRate = await createDatabase(server.url, 'hold_rate');
  await createHoldTable(holdRate, PGBENCH_ROWS);
  const threads = Math.max(1, Math.min(os.cpus().length, 4));
  const pgbench = () => {
    say(`pgbench: ${PGBENCH_CLIENTS} clients, ${threads} threads, ${PGBENCH_SECONDS} s on a ${PGBENCH_ROWS}-row seats table`);
    return pgbenchHoldRate(holdRate, PGBENCH_ROWS, PGBENCH_CLIENTS, PGBENCH_SECONDS, threads);
  };
  const pgbenchBefore = await pgbench();

  const url = await createDatabase(server.url, 'hall_bench');
  const log = path.join(LOGS, 'seat-holds-hall.log');
  say(`hall API on PostgreSQL (PG_POOL_SIZE ${process.env.PG_POOL_SIZE ?? '20, the default'}), seeding the demo data; log ${log}`);
  const hall = await startHall(ROOT, url, log);

  const seeded = await withClient(url, (c) =>
    c.query(`select count(*)::int as n from hall_seats h join halls on halls.id = h.hall_id where code = 'main'`),
  );
  if (seeded.rows[0].n !== MAIN_HALL_SEATS) throw new Error(`the main hall has ${seeded.rows[0].n} seats: set MAIN_HALL_SEATS`);

  // One warm-up round (JIT, pools, caches), then the measured ones; each on its own main-hall session.
  const sessions = await saleSessions(url, ROUNDS + 1);
  const buyers = await createBuyers(url, BUYERS);
  const cpu = (): Record<Side, number> => ({
    hall: treeCpu(hall.pid),
    postgres: server.postmasterPid ? treeCpu(server.postmasterPid) : NaN,
    buyers: selfCpu(),
  });
  const rounds: Round[] = [];
  const statements = await serverStatements(url);
  for (const [i, sessionId] of sessions.entries()) {
    if (i === 1) await statements.reset();
    const seatIds = await resetSession(url, sessionId);
    const loadAvg1 = os.loadavg()[0];
    const before = cpu();
    const result = await runCrowd({
      base: hall.base,
      sessionId,
      seatIds,
      buyers,
      seatsPerOrder: SEATS_PER_ORDER,
      deadlineMs: ROUND_DEADLINE_MS,
    });
    const after = cpu();
    const cpuSec = { hall: after.hall - before.hall, postgres: after.postgres - before.postgres, buyers: after.buyers - before.buyers };
    await expectClean(url, sessionId, seatIds, buyers, result);
    rounds.push({ ...result, sessionId, seats: seatIds.length, warmUp: i === 0, loadAvg1, cpuSec });
    say(
      `${i === 0 ? 'warm-up' : `round ${i}`}: session ${sessionId}, ${result.heldSeats}/${seatIds.length} seats held in ` +
        `${(result.wallMs / 1000).toFixed(2)} s (${result.orders} orders, ${result.samples.length - result.orders} refused, ` +
        `${result.statusCalls} seat_status; CPU s: hall API ${cpuSec.hall.toFixed(1)}, PostgreSQL ${cpuSec.postgres.toFixed(1)}, ` +
        `buyers ${cpuSec.buyers.toFixed(1)})${result.timedOut ? ' TIMED OUT' : ''}`,
    );
  }
  await statements.print();
  await stopChild();
  const ceiling = await ceilingRounds(server.url, buyers, rounds[1]?.seats ?? rounds[0].seats);
  const pgbenchAfter = await pgbench();

  const summary = summarize(rounds, [pgbenchBefore, pgbenchAfter], ceiling);
  printTable(summary);
  fs.mkdirSync(path.join(ROOT, 'bench/results'), { recursive: true });
  fs.writeFileSync(path.join(ROOT, 'bench/results/seat-holds.json'), JSON.stringify(summary, null, 2));
  if (process.env.PARTS) fs.writeFileSync(path.join(process.env.PARTS, 'seatHolds.json'), JSON.stringify(summary, null, 2));
}

/**
 * Where PostgreSQL's time went in the measured rounds, by statement, when the cluster has pg_stat_statements
 * (PG_TEST_STATEMENTS=1 before scripts/pg-test-cluster.sh start); otherwise nothing.
 */
async function serverStatements(url: string) {
  const loaded = await withClient(url, (c) => c.query(`select 1 from pg_settings where name = 'pg_stat_statements.max'`));
  if (!loaded.rowCount) return { reset: async () => {}, print: async () => {} };
  await withClient(url, (c) => c.query('create extension if not exists pg_stat_statements'));
  return {
    reset: () => withClient(url, (c) => c.query('select pg_stat_statements_reset()')).then(() => {}),
    print: async () => {
      const { rows } = await withClient(url, (c) =>
        c.query(`select calls, round(total_exec_time)::int as ms, round(total_plan_time)::int as plan_ms, rows,
                        regexp_replace(left(query, 110), '[[:space:]]+', ' ', 'g') as query
                   from pg_stat_statements where dbid = (select oid from pg_database where datname = current_database())
                  order by total_exec_time + total_plan_time desc limit 12`),
      );
      say('PostgreSQL statements of the measured rounds, by time (pg_stat_statements):');
      for (const r of rows) say(`  ${String(r.calls).padStart(6)} calls ${String(r.ms).padStart(6)} ms (+${r.plan_ms} plan) ${r.query}`);
    },
  };
}

/**
 * The same crowd against bench/ceiling-server.mjs on the same PostgreSQL server: HTTP and one statement per order,
 * nothing else. One warm-up round and ROUNDS measured ones, each on a session of `seats` seats.
 */
async function ceilingRounds(serverUrl: string, buyers: { memberId: number; token: string }[], seats: number) {
  const url = await createDatabase(serverUrl, 'ceiling');
  const sessions = await createCeilingTable(url, ROUNDS + 1, seats);
  const log = path.join(LOGS, 'seat-holds-ceiling.log');
  say(`ceiling: HTTP and one statement per order (bench/ceiling-server.mjs), the same ${BUYERS} buyers; log ${log}`);
  const server = await startCeiling(ROOT, url, log);
  const measured: CrowdResult[] = [];
  for (const [i, seatIds] of sessions.entries()) {
    const result = await runCrowd({
      base: server.base,
      sessionId: i + 1,
      seatIds,
      buyers,
      seatsPerOrder: SEATS_PER_ORDER,
      deadlineMs: ROUND_DEADLINE_MS,
    });
    if (result.errors.length) throw new Error(`ceiling round ${i}: ${result.errors.slice(0, 2).join('; ')}`);
    say(
      `ceiling ${i === 0 ? 'warm-up' : `round ${i}`}: ${result.heldSeats}/${seatIds.length} seats held in ` +
        `${(result.wallMs / 1000).toFixed(2)} s (${result.orders} orders, ${result.samples.length - result.orders} refused)`,
    );
    if (i > 0) measured.push(result);
  }
  await stopChild();
  const held = measured.reduce((n, r) => n + r.heldSeats, 0);
  const wallMs = measured.reduce((n, r) => n + r.wallMs, 0);
  return {
    holdsPerSec: held / (wallMs / 1000),
    rounds: measured.map((r) => ({ heldSeats: r.heldSeats, wallMs: r.wallMs, posts: r.samples.length })),
  };
}

/** The database must agree with what the buyers were told: no seat in two orders, every seat of the hall held. */
async function expectClean(url: string, sessionId: number, seatIds: number[], buyers: { memberId: number }[], result: CrowdResult) {
  const check = await checkRound(
    url,
    sessionId,
    seatIds,
    buyers.map((b) => b.memberId),
  );
  const problems = [
    check.seatsInTwoOrders && `${check.seatsInTwoOrders} seats in two orders`,
    check.held !== result.heldSeats && `${check.held} seats held, the buyers were told ${result.heldSeats}`,
    check.orders !== result.orders && `${check.orders} orders, the buyers were told ${result.orders}`,
    check.free && !result.timedOut && `${check.free} seats still free`,
    result.errors.length && `${result.errors.length} failed requests (${result.errors.slice(0, 2).join('; ')})`,
  ].filter(Boolean);
  if (problems.length) throw new Error(`round on session ${sessionId}: ${problems.join(', ')}`);
}

type Ceiling = Awaited<ReturnType<typeof ceilingRounds>>;

function summarize(rounds: Round[], pgbenchRuns: PgbenchResult[], ceiling: Ceiling) {
  const measured = rounds.filter((r) => !r.warmUp);
  const sum = (f: (r: Round) => number) => measured.reduce((n, r) => n + f(r), 0);
  const holdsPerSec = sum((r) => r.heldSeats) / (sum((r) => r.wallMs) / 1000);
  const requests = sum((r) => r.samples.length + r.statusCalls);
  const posts = measured.flatMap((r) => r.samples);
  const ms = (values: number[], p: number) => Number(percentile(values, p).toFixed(1));
  const all = posts.map((s) => s.ms);
  const held = posts.filter((s) => s.outcome === 'held').map((s) => s.ms);
  const tps = pgbenchRuns.reduce((n, r) => n + r.tps, 0) / pgbenchRuns.length;
  const pgbench = { tps, drift: Math.abs(pgbenchRuns[0].tps - pgbenchRuns.at(-1)!.tps) / tps, runs: pgbenchRuns };
  return {
    buyers: BUYERS,
    seatsPerOrder: SEATS_PER_ORDER,
    pgPoolSize: Number(process.env.PG_POOL_SIZE ?? 20),
    cpus: os.cpus().length,
    holdsPerSec,
    pgbench,
    ratio: holdsPerSec / tps,
    target: { ceilingShare: TARGET_CEILING_SHARE, heldP99Ms: TARGET_HELD_P99_MS },
    ceiling: { ...ceiling, ratio: ceiling.holdsPerSec / tps, hallShare: holdsPerSec / ceiling.holdsPerSec },
    orderLatencyMs: { p50: ms(all, 50), p99: ms(all, 99), heldP50: ms(held, 50), heldP99: ms(held, 99) },
    cpuMsPerRequest: {
      hall: (sum((r) => r.cpuSec.hall) / requests) * 1000,
      postgres: (sum((r) => r.cpuSec.postgres) / requests) * 1000,
      buyers: (sum((r) => r.cpuSec.buyers) / requests) * 1000,
    },
    rounds: rounds.map(({ samples, errors: _errors, ...r }) => ({
      ...r,
      posts: samples.length,
      holdsPerSec: r.heldSeats / (r.wallMs / 1000),
    })),
  };
}

const verdict = (pass: boolean) => (pass ? 'PASS' : 'FAIL');

function printTable(s: ReturnType<typeof summarize>) {
  const c = s.cpuMsPerRequest;
  const rows: [string, string][] = [
    ['hall API seat holds/s (held seats ÷ wall time, measured rounds)', s.holdsPerSec.toFixed(0)],
    [
      `pgbench single-row holds, tps (${PGBENCH_CLIENTS} clients, ${PGBENCH_SECONDS} s; before / after the hall API)`,
      `${s.pgbench.runs.map((r) => r.tps.toFixed(0)).join(' / ')}`,
    ],
    ['hall API ratio to their mean', s.ratio.toFixed(4)],
    ['ceiling holds/s: same crowd, HTTP + one statement per order', s.ceiling.holdsPerSec.toFixed(0)],
    ['ceiling ratio to pgbench (the most any API reaches here)', s.ceiling.ratio.toFixed(4)],
    [
      `hall API ÷ ceiling (target ≥ ${s.target.ceilingShare})`,
      `${s.ceiling.hallShare.toFixed(3)} ${verdict(s.ceiling.hallShare >= s.target.ceilingShare)}`,
    ],
    ['POST /api/order p50 / p99 ms, every answer', `${s.orderLatencyMs.p50} / ${s.orderLatencyMs.p99}`],
    [
      `POST /api/order p50 / p99 ms, seats held (target p99 < ${s.target.heldP99Ms})`,
      `${s.orderLatencyMs.heldP50} / ${s.orderLatencyMs.heldP99} ${verdict(s.orderLatencyMs.heldP99 < s.target.heldP99Ms)}`,
    ],
    ['pgbench latency average ms, before / after', s.pgbench.runs.map((r) => r.latencyMs).join(' / ')],
    ['pgbench transactions that held a row, before / after', s.pgbench.runs.map((r) => `${(r.heldShare * 100).toFixed(0)} %`).join(' / ')],
    ['CPU ms per HTTP request: hall API / PostgreSQL / buyers', `${c.hall.toFixed(2)} / ${c.postgres.toFixed(2)} / ${c.buyers.toFixed(2)}`],
  ];
  const width = Math.max(...rows.map(([k]) => k.length));
  console.log(
    `\nSeat holds: ${s.buyers} buyers × ${s.seatsPerOrder} seats over HTTP until the main hall is full, PG_POOL_SIZE ${s.pgPoolSize}, ${s.cpus} CPUs`,
  );
  for (const [k, v] of rows) console.log(`  ${k.padEnd(width)}  ${v.padStart(16)}`);
  for (const [i, r] of s.rounds.entries())
    console.log(
      `  ${(r.warmUp ? 'warm-up' : `round ${i}`).padEnd(8)} ${r.heldSeats}/${r.seats} seats in ${(r.wallMs / 1000).toFixed(2)} s, ` +
        `${r.posts} POST /api/order, ${r.statusCalls} seat_status, ${r.holdsPerSec.toFixed(0)} holds/s (load avg ${r.loadAvg1.toFixed(2)})`,
    );
  console.log(`  pgbench drift between its two runs: ${(s.pgbench.drift * 100).toFixed(0)} %`);
  if (s.rounds.some((r) => r.loadAvg1 > s.cpus)) console.log(`  WARNING: load average above ${s.cpus} CPUs: absolute rates are unreliable`);
}

await runStep('seat-holds', ROOT, main);
