// Job queue or sweeper, for the periodic-work decision (docs/decisions/periodic-work.md): pg-boss 12 and graphile-worker 0.18
// against a sweeper loop doing the same per-unit work, on PostgreSQL 15 and on PGlite, in one run. The queues are
// installed into a scratch npm prefix, never into the repo's package.json. Alone: `node bench/job-queue.mjs`
// (about 3 minutes). PostgreSQL is TEST_DATABASE_URL (its own database is created in it and dropped after) or,
// without one, a throwaway cluster of scripts/pg-test-cluster.sh. PGlite is the repo's, on disk as the hall API's
// default, served over the wire protocol by @electric-sql/pglite-socket so that the queues' pg pools can reach it;
// pg-boss also runs on it in-process through its own PGlite adapter. bench/README.md says what came out.
//
// One unit is one UPDATE of one row, like closing an order. The sweeper is the hall's shape (hall/services/orders/
// close.ts): due rows LIMIT 50, then each unit in its own transaction that locks it FOR UPDATE SKIP LOCKED, each in
// its own try/catch, a pass every 500 ms while the last one found less than a full batch. Everyone polls every
// 500 ms, pg-boss's floor, and everyone retries a failing unit 3 times in all with a growing delay.
import { execFileSync } from 'node:child_process';
import fs from 'node:fs';
import { createRequire } from 'node:module';
import os from 'node:os';
import path from 'node:path';
import { fileURLToPath, pathToFileURL } from 'node:url';
import { PGlite } from '@electric-sql/pglite';
import pg from 'pg';

const ROOT = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '..');
const JOBS = Number(process.env.BENCH_JOB_COUNT ?? 2000);
const CONCURRENCY_PG = (process.env.BENCH_JOB_CONCURRENCY ?? '1,4').split(',').map(Number);
const POLL_MS = 500;
const BATCH = 50;
const ATTEMPTS = 3;
const LATENCY_UNITS = 100; // one due every 20 ms from 0.5 s on: 50 a second, far below any contender's rate
const LATENCY_STEP_MS = 20;
const POISON_WATCH_MS = 7000; // after the poisoned unit falls due: its 2nd and 3rd attempts, where backoff allows
const THROUGHPUT_DEADLINE_MS = 10_000; // a slower contender's rate is what it closed by then
const ROUNDS = Number(process.env.BENCH_JOB_ROUNDS ?? 3);
const PGLITE_CONNECTIONS = 16;

const log = (...args) => console.log('[job-queue]', ...args);
const sleep = (ms) => new Promise((resolve) => setTimeout(resolve, ms));
const errorText = (error) => String(error?.message ?? error).split('\n')[0];
const stray = [];
// A queue's pool may reject from a connection the bench never awaited (PGlite's socket closing one, say): kept and
// printed, not fatal, so that one contender's failure is a figure and not the end of the run.
process.on('unhandledRejection', (error) => stray.push(errorText(error)));
process.on('uncaughtException', (error) => stray.push(errorText(error)));

/** Resolves within ms or says it did not: every step on PGlite can hang, and the run must stay bounded. */
async function within(ms, promise, what) {
  let timer;
  const timeout = new Promise((_, reject) => {
    timer = setTimeout(() => reject(new Error(`${what}: no answer within ${ms} ms`)), ms);
  });
  try {
    return await Promise.race([promise, timeout]);
  } finally {
    clearTimeout(timer);
  }
}

function percentile(sorted, p) {
  if (!sorted.length) return null;
  return sorted[Math.min(sorted.length - 1, Math.ceil((p / 100) * sorted.length) - 1)];
}

// ---------- the queues, from a scratch prefix ----------

function installQueues() {
  const prefix = process.env.BENCH_JOB_QUEUE_PREFIX ?? fs.mkdtempSync(path.join(os.tmpdir(), 'job-queue-bench-'));
  const have = fs.existsSync(path.join(prefix, 'node_modules/pg-boss/package.json'));
  if (!have) {
    const t0 = Date.now();
    execFileSync(
      'npm',
      [
        'install',
        '--prefix',
        prefix,
        '--no-audit',
        '--no-fund',
        '--loglevel=error',
        'pg-boss@12',
        'graphile-worker@0.18',
        '@electric-sql/pglite-socket',
      ],
      { stdio: ['ignore', 'ignore', 'inherit'] },
    );
    log(`installed pg-boss, graphile-worker and pglite-socket into ${prefix} in ${Date.now() - t0} ms`);
  }
  const require = createRequire(path.join(prefix, 'package.json'));
  const manifest = (name) => JSON.parse(fs.readFileSync(path.join(prefix, 'node_modules', name, 'package.json'), 'utf8'));
  const load = (name) => import(pathToFileURL(require.resolve(name)).href);
  return { prefix, owned: !process.env.BENCH_JOB_QUEUE_PREFIX, manifest, load };
}

// ---------- the work: one table, one UPDATE per unit ----------

const SCHEMA = `
  create table if not exists bench_units (
    id int primary key,
    status text not null default 'unpaid',
    due_at timestamptz not null,
    attempts int not null default 0,
    retry_at timestamptz,
    parked boolean not null default false,
    last_error text
  );
  create index if not exists bench_units_due on bench_units (due_at) where status = 'unpaid'`;
const CLOSE = `update bench_units set status = 'closed' where id = $1 and status = 'unpaid'`;

/** count units due from firstDue, stepMs apart: the rows, and the same units for a queue to be given. */
async function resetUnits(app, count, firstDue, stepMs) {
  await app.query('truncate bench_units');
  await app.query(
    `insert into bench_units (id, due_at)
       select g, $1::timestamptz + (g - 1) * $2 * interval '1 millisecond' from generate_series(1, $3) g`,
    [new Date(firstDue).toISOString(), stepMs, count],
  );
  return Array.from({ length: count }, (_, i) => ({ id: i + 1, dueAt: firstDue + i * stepMs }));
}

/** What one measured run saw: when each unit closed (after its commit), and every attempt of the poisoned one. */
function makeRun(poisonId = null) {
  const closedAt = new Map();
  const poisonAttempts = [];
  let lastClosed = 0;
  return {
    closedAt,
    poisonAttempts,
    get lastClosed() {
      return lastClosed;
    },
    check(id) {
      if (id !== poisonId) return;
      poisonAttempts.push(Date.now());
      throw new Error(`unit ${id} is poisoned`);
    },
    closed(id) {
      lastClosed = Date.now();
      closedAt.set(id, lastClosed);
    },
  };
}

/** What a queue's handler does: the unit through the hall's own connection (its pool, or PGlite in-process). */
async function queueUnit(app, run, id) {
  run.check(id);
  await app.query(CLOSE, [id]);
  run.closed(id);
}

// ---------- the databases, as the hall API reaches them ----------

async function postgresApp(adminUrl) {
  const name = `job_queue_bench_${process.pid}`;
  const admin = new pg.Client({ connectionString: adminUrl });
  await admin.connect();
  await admin.query(`drop database if exists ${name} with (force)`);
  await admin.query(`create database ${name}`);
  const url = new URL(adminUrl);
  url.pathname = `/${name}`;
  const pool = new pg.Pool({ connectionString: url.href, max: 8 });
  pool.on('error', () => {});
  const app = {
    driver: 'postgres',
    url: url.href,
    query: async (text, params) => (await pool.query(text, params)).rows,
    async tx(fn) {
      const client = await pool.connect();
      try {
        await client.query('begin');
        const result = await fn(async (text, params) => (await client.query(text, params)).rows);
        await client.query('commit');
        return result;
      } catch (error) {
        await client.query('rollback').catch(() => {});
        throw error;
      } finally {
        client.release();
      }
    },
    async close() {
      await pool.end();
      await admin.query(`drop database if exists ${name} with (force)`).catch(() => {});
      await admin.end();
    },
  };
  await app.query(SCHEMA);
  return app;
}

async function pgliteApp(socketModule) {
  const dir = fs.mkdtempSync(path.join(os.tmpdir(), 'job-queue-pglite-'));
  const db = new PGlite(path.join(dir, 'pglite'));
  await db.waitReady;
  const server = new socketModule.PGLiteSocketServer({ db, port: 0, host: '127.0.0.1', maxConnections: PGLITE_CONNECTIONS });
  await server.start();
  const app = {
    driver: 'pglite',
    db,
    url: `postgres://postgres@${server.getServerConn()}/postgres`,
    query: async (text, params) => (await db.query(text, params)).rows,
    tx: (fn) => db.transaction((tx) => fn(async (text, params) => (await tx.query(text, params)).rows)),
    async close() {
      await server.stop().catch(() => {});
      await db.close().catch(() => {});
      fs.rmSync(dir, { recursive: true, force: true });
    },
  };
  await db.exec(SCHEMA);
  return app;
}

// ---------- the contenders ----------

/** The sweeper rebuilt around per-unit isolation: a failing unit is counted, backed off, parked after 3 attempts. */
function sweeper(app) {
  const pass = async (run) => {
    const due = await app.query(
      `select id from bench_units
        where status = 'unpaid' and not parked and due_at <= now() and (retry_at is null or retry_at <= now())
        order by due_at limit ${BATCH}`,
    );
    for (const { id } of due) {
      try {
        const closed = await app.tx(async (q) => {
          const [locked] = await q(`select id from bench_units where id = $1 and status = 'unpaid' for update skip locked`, [id]);
          if (!locked) return false;
          run.check(id);
          await q(CLOSE, [id]);
          return true;
        });
        if (closed) run.closed(id);
      } catch (error) {
        // 1 s, then 2 s; parked (left for staff, as work_failures would show) after the 3rd attempt.
        await app.query(
          `update bench_units set attempts = attempts + 1, last_error = $2, parked = attempts + 1 >= ${ATTEMPTS},
                  retry_at = clock_timestamp() + (1000 * 2 ^ attempts) * interval '1 millisecond'
            where id = $1`,
          [id, errorText(error)],
        );
      }
    }
    return due.length;
  };
  return {
    name: 'sweeper',
    install: async () => {},
    enqueue: async () => {},
    async start(run, concurrency) {
      let stopping = false;
      const loops = Array.from({ length: concurrency }, async () => {
        while (!stopping) {
          let found = 0;
          try {
            found = await pass(run);
          } catch (error) {
            stray.push(`sweeper pass: ${errorText(error)}`);
          }
          if (found < BATCH && !stopping) await sleep(POLL_MS);
        }
      });
      return {
        async stop() {
          stopping = true;
          await Promise.all(loops);
        },
      };
    },
    pending: async () =>
      Number((await app.query(`select count(*)::int as n from bench_units where status = 'unpaid' and not parked`))[0].n),
    async poisonState(id) {
      const [row] = await app.query(`select attempts, parked, retry_at, last_error from bench_units where id = $1`, [id]);
      return { attempts: row.attempts, parked: row.parked, nextTry: row.parked ? null : row.retry_at, lastError: row.last_error };
    },
    close: async () => {},
  };
}

/**
 * pg-boss: batches of 50 with a result per job (its per-unit isolation: one failing job does not fail the batch),
 * fetching again at once while batches come back full. LISTEN/NOTIFY off: it only wakes workers for jobs that are
 * runnable when sent, and with it on, polling slows to notifyPollingIntervalSeconds (30 s by default), so a job
 * that falls due later (every job here) would wait up to 30 s.
 */
function pgBoss(mod, app, { label, options, schema }) {
  let boss;
  let queue = null;
  const errors = [];
  const names = (tag) => ({ queue: `close-order-${tag}`, dead: `close-order-${tag}-dead` });
  return {
    name: label,
    errors,
    async install() {
      boss = new mod.PgBoss({ ...options, schema, useListenNotify: false });
      boss.on('error', (error) => errors.push(errorText(error)));
      await boss.start();
    },
    async prepare(tag) {
      queue = names(tag);
      await boss.createQueue(queue.dead);
      await boss.createQueue(queue.queue, { retryLimit: ATTEMPTS - 1, retryDelay: 1, retryBackoff: true, deadLetter: queue.dead });
    },
    async enqueue(units) {
      for (let i = 0; i < units.length; i += 500) {
        const chunk = units.slice(i, i + 500).map((u) => ({ data: { id: u.id }, startAfter: new Date(u.dueAt) }));
        await boss.insert(queue.queue, chunk);
      }
    },
    async start(run, concurrency) {
      const name = queue.queue;
      await boss.work(
        name,
        {
          batchSize: BATCH,
          perJobResults: true,
          burstWhenBatchFull: true,
          pollingIntervalSeconds: POLL_MS / 1000,
          localConcurrency: concurrency,
        },
        async (jobs) => {
          const results = [];
          for (const job of jobs) {
            try {
              await queueUnit(app, run, job.data.id);
              results.push({ id: job.id, status: 'completed' });
            } catch (error) {
              results.push({ id: job.id, status: 'failed', output: { message: errorText(error) } });
            }
          }
          return results;
        },
      );
      return { stop: () => boss.offWork(name, { wait: true }) };
    },
    // From the table: getQueues() counts are refreshed by the monitor only every 60 s.
    pending: async () =>
      Number(
        (
          await app.query(`select count(*)::int as n from ${schema}.job where name = $1 and state in ('created', 'retry', 'active')`, [
            queue.queue,
          ])
        )[0].n,
      ),
    async poisonState(id) {
      const [job] = await boss.findJobs(queue.queue, { data: { id } });
      const dead = await boss.findJobs(queue.dead, { data: { id } });
      return {
        state: job?.state,
        retryCount: job?.retryCount,
        nextTry: job?.state === 'retry' ? job.startAfter : null,
        deadLetter: dead.length ? `${dead.length} job in ${queue.dead} (${dead[0].state})` : 'none',
      };
    },
    async close() {
      await boss?.stop({ graceful: false, timeout: 2000, wait: true });
    },
  };
}

/**
 * graphile-worker: one job per worker at a time, the next fetched at once while there are jobs; polls for due ones.
 * On PGlite without prepared statements: its named ones are per session, and behind pglite-socket every connection
 * is the one session, so the second connection to prepare get_job fails (pgliteChecks shows it).
 */
function graphileWorker(mod, app, { noPreparedStatements = false } = {}) {
  let utils;
  let task = null;
  const errors = [];
  const logger = new mod.Logger(() => (level, message) => {
    if (level === 'error') errors.push(message.split('\n')[0]);
  });
  return {
    name: noPreparedStatements ? 'graphile-worker (no prep.)' : 'graphile-worker',
    errors,
    async install() {
      utils = await mod.makeWorkerUtils({ connectionString: app.url, logger, noPreparedStatements });
      await utils.migrate();
    },
    async prepare(tag) {
      task = `close_order_${tag}`;
    },
    async enqueue(units) {
      await utils.addJobs(units.map((u) => ({ identifier: task, payload: { id: u.id }, runAt: new Date(u.dueAt), maxAttempts: ATTEMPTS })));
    },
    async start(run, concurrency) {
      const runner = await mod.run({
        connectionString: app.url,
        concurrency,
        maxPoolSize: concurrency + 2,
        pollInterval: POLL_MS,
        noHandleSignals: true,
        noPreparedStatements,
        logger,
        parsedCronItems: [],
        taskList: { [task]: async (payload) => queueUnit(app, run, payload.id) },
      });
      return { stop: () => runner.stop() };
    },
    pending: async () =>
      Number(
        (
          await app.query(`select count(*)::int as n from graphile_worker.jobs where task_identifier = $1 and attempts < max_attempts`, [
            task,
          ])
        )[0].n,
      ),
    async poisonState(id) {
      const { rows } = await utils.withPgClient((client) =>
        client.query(`select attempts, max_attempts, run_at, last_error from graphile_worker._private_jobs where payload->>'id' = $1`, [
          String(id),
        ]),
      );
      const job = rows[0];
      if (!job) return { state: 'gone' };
      const parked = job.attempts >= job.max_attempts;
      return {
        attempts: job.attempts,
        state: parked ? 'permanently failed (kept in the jobs table, never run again)' : 'waiting to retry',
        nextTry: parked ? null : job.run_at,
        lastError: job.last_error?.split('\n')[0],
      };
    },
    async close() {
      await utils?.release();
    },
  };
}

// ---------- the measurements ----------

/** All units due already, the queue given them first; how fast the contender closes them from its start. */
async function throughput(app, contender, concurrency, tag) {
  await contender.prepare?.(tag);
  const units = await resetUnits(app, JOBS, Date.now() - 1000, 0);
  const t0 = Date.now();
  await contender.enqueue(units);
  const enqueueMs = Date.now() - t0;
  const run = makeRun();
  const start = Date.now();
  const worker = await contender.start(run, concurrency);
  const deadline = start + THROUGHPUT_DEADLINE_MS;
  while (run.closedAt.size < JOBS && Date.now() < deadline) await sleep(20);
  const closed = run.closedAt.size;
  const elapsed = (closed === JOBS ? run.lastClosed : Date.now()) - start;
  // A queue's own bookkeeping (marking the job done) trails the unit's commit: how long until it shows none left.
  let drainedMs = null;
  const drainDeadline = closed === JOBS ? Date.now() + 5000 : 0;
  while (Date.now() < drainDeadline) {
    const left = await within(2000, contender.pending(), 'pending count').catch(() => -1);
    if (left === 0) {
      drainedMs = Date.now() - start;
      break;
    }
    await sleep(50);
  }
  await within(10_000, worker.stop(), 'stopping the worker').catch((error) => stray.push(errorText(error)));
  return { concurrency, closed, elapsedMs: elapsed, perSecond: Math.round((closed / elapsed) * 1000), enqueueMs, drainedMs };
}

/** Units falling due one every 20 ms while the contender runs: due-to-closed latency; with poison, its attempts. */
async function latency(app, contender, tag, poisoned) {
  await contender.prepare?.(tag);
  const run = makeRun(poisoned ? 1 : null);
  const worker = await contender.start(run, 1);
  const firstDue = Date.now() + 500;
  const units = await resetUnits(app, LATENCY_UNITS, firstDue, LATENCY_STEP_MS);
  await contender.enqueue(units);
  const lastDue = units.at(-1).dueAt;
  const others = units.filter((u) => !poisoned || u.id !== 1);
  const end = poisoned ? firstDue + POISON_WATCH_MS : lastDue + 5000;
  while (Date.now() < end && !(run.closedAt.size >= others.length && !poisoned)) await sleep(20);
  await within(10_000, worker.stop(), 'stopping the worker').catch((error) => stray.push(errorText(error)));
  const lags = others
    .filter((u) => run.closedAt.has(u.id))
    .map((u) => run.closedAt.get(u.id) - u.dueAt)
    .sort((a, b) => a - b);
  const result = {
    closed: lags.length,
    of: others.length,
    p50Ms: percentile(lags, 50),
    p99Ms: percentile(lags, 99),
    maxMs: lags.at(-1) ?? null,
  };
  if (poisoned) {
    result.poisonAttemptsAtMs = run.poisonAttempts.map((t) => t - firstDue);
    result.poison = await within(5000, contender.poisonState(1), 'poison state').catch((error) => ({ error: errorText(error) }));
  }
  return result;
}

const median = (values) => {
  const sorted = values.filter((v) => v != null).sort((a, b) => a - b);
  return sorted.length ? sorted[Math.floor((sorted.length - 1) / 2)] : null;
};

/**
 * Installs every contender, then the throughput rounds interleaved (sweeper, each queue, again, ROUNDS times), so
 * that what else the shared machine runs weighs on all of them alike; then latency and the poisoned unit.
 */
async function measure(app, contenders) {
  const concurrencies = app.driver === 'postgres' ? CONCURRENCY_PG : [1];
  const rows = [];
  for (const contender of contenders) {
    const row = { contender: contender.name, installed: false, runs: [] };
    const t0 = Date.now();
    try {
      await within(60_000, contender.install(), 'schema install');
      row.installed = true;
      row.installMs = Date.now() - t0;
    } catch (error) {
      row.installError = errorText(error);
      log(`${app.driver} / ${contender.name}: install failed: ${row.installError}`);
    }
    rows.push({ row, contender });
  }
  const live = rows.filter((r) => r.row.installed);
  for (let round = 1; round <= ROUNDS; round++) {
    for (const { row, contender } of live) {
      for (const c of concurrencies) {
        try {
          const r = await throughput(app, contender, c, `tp${c}r${round}`);
          row.runs.push({ round, ...r });
          log(
            `${app.driver} / ${contender.name}, round ${round}, ${c} at a time: ${r.closed}/${JOBS} closed in ${r.elapsedMs} ms =` +
              ` ${r.perSecond}/s (enqueue ${r.enqueueMs} ms, queue drained at ${r.drainedMs ?? 'not within 5 s'} ms)`,
          );
        } catch (error) {
          row.runs.push({ round, concurrency: c, error: errorText(error) });
          log(`${app.driver} / ${contender.name}, round ${round}, ${c} at a time: failed: ${errorText(error)}`);
        }
      }
    }
  }
  for (const { row, contender } of live) {
    row.throughput = concurrencies.map((c) => {
      const runs = row.runs.filter((r) => r.concurrency === c && !r.error);
      const rates = runs.map((r) => r.perSecond);
      return {
        concurrency: c,
        perSecond: median(rates),
        min: Math.min(...rates),
        max: Math.max(...rates),
        allClosed: runs.length === ROUNDS && runs.every((r) => r.closed === JOBS),
      };
    });
    for (const poisoned of [false, true]) {
      const key = poisoned ? 'poisoned' : 'latency';
      try {
        row[key] = await latency(app, contender, poisoned ? 'poison' : 'lat', poisoned);
        const r = row[key];
        log(
          `${app.driver} / ${contender.name}, ${poisoned ? 'with a poisoned unit' : 'latency'}: ${r.closed}/${r.of} closed,` +
            ` due→closed p50 ${r.p50Ms} ms, p99 ${r.p99Ms} ms, max ${r.maxMs} ms` +
            (poisoned ? `; poisoned unit tried at ${JSON.stringify(r.poisonAttemptsAtMs)} ms, then ${JSON.stringify(r.poison)}` : ''),
        );
      } catch (error) {
        row[key] = { error: errorText(error) };
        log(`${app.driver} / ${contender.name}, ${key}: failed: ${errorText(error)}`);
      }
    }
    row.errors = contender.errors?.slice(0, 3) ?? [];
    row.errorCount = contender.errors?.length ?? 0;
  }
  for (const { contender } of rows) await within(10_000, contender.close(), 'close').catch(() => {});
  return rows.map((r) => r.row);
}

// ---------- what PGlite through pglite-socket does with what the queues rely on ----------

async function pgliteChecks(load, socketModule) {
  const checks = {};
  // graphile-worker console.trace()s every connection the one-connection server drops: noise, not a finding.
  const trace = console.trace;
  console.trace = () => {};
  try {
    return await pgliteChecksQuietly(load, socketModule, checks);
  } finally {
    console.trace = trace;
  }
}

async function pgliteChecksQuietly(load, socketModule, checks) {
  const fresh = async (maxConnections) => {
    const db = await PGlite.create();
    const server = new socketModule.PGLiteSocketServer({ db, port: 0, host: '127.0.0.1', maxConnections });
    await server.start();
    const url = `postgres://postgres@${server.getServerConn()}/postgres`;
    return { db, url, close: async () => (await server.stop().catch(() => {}), await db.close().catch(() => {})) };
  };
  // 1. The socket server's default: one connection. Each queue opens a pool.
  const { PgBoss } = await load('pg-boss');
  const gw = await load('graphile-worker');
  {
    const s = await fresh(1);
    const boss = new PgBoss({ connectionString: s.url, useListenNotify: false });
    const errors = [];
    boss.on('error', (error) => errors.push(errorText(error)));
    try {
      await within(8000, boss.start(), 'pg-boss start');
      await within(4000, boss.createQueue('q'), 'createQueue');
      await within(4000, Promise.all(Array.from({ length: 5 }, () => boss.send('q', {}))), 'send ×5');
      checks.pgBossOneConnection = errors.length ? `errors: ${[...new Set(errors)].join(' | ')}` : 'ran';
    } catch (error) {
      checks.pgBossOneConnection = `failed: ${errorText(error)}${errors.length ? ` (events: ${[...new Set(errors)].join(' | ')})` : ''}`;
    }
    await within(4000, boss.stop({ graceful: false, wait: true }), 'stop').catch(() => {});
    await s.close();
  }
  {
    const s = await fresh(1);
    const errors = [];
    const logger = new gw.Logger(() => (level, message) => level === 'error' && errors.push(message.split('\n')[0]));
    let runner;
    try {
      runner = await within(
        8000,
        gw.run({
          connectionString: s.url,
          concurrency: 2,
          noHandleSignals: true,
          logger,
          parsedCronItems: [],
          taskList: { t: async () => {} },
        }),
        'graphile-worker run',
      );
      const utils = await within(4000, gw.makeWorkerUtils({ connectionString: s.url, logger }), 'makeWorkerUtils');
      await within(4000, utils.addJob('t', {}), 'addJob');
      await utils.release();
      checks.graphileWorkerOneConnection = errors.length ? `errors: ${[...new Set(errors)].join(' | ')}` : 'ran';
    } catch (error) {
      checks.graphileWorkerOneConnection = `failed: ${errorText(error)}${errors.length ? ` (logged: ${[...new Set(errors)].slice(0, 2).join(' | ')})` : ''}`;
    }
    await within(4000, runner?.stop() ?? Promise.resolve(), 'stop').catch(() => {});
    await s.close();
  }
  // 2. With the multiplexer (several connections, one PGlite session behind them), each queue as it comes.
  {
    const s = await fresh(PGLITE_CONNECTIONS);
    const seen = [];
    const logger = new gw.Logger(() => (level, message) => seen.push(message.split('\n')[0]));
    let done = 0;
    let runner;
    try {
      const utils = await within(8000, gw.makeWorkerUtils({ connectionString: s.url, logger }), 'makeWorkerUtils');
      await within(8000, utils.migrate(), 'migrate');
      await utils.addJobs(Array.from({ length: 20 }, () => ({ identifier: 't', payload: {} })));
      runner = await within(
        8000,
        gw.run({
          connectionString: s.url,
          concurrency: 1,
          noHandleSignals: true,
          logger,
          parsedCronItems: [],
          taskList: { t: async () => void done++ },
        }),
        'run',
      );
      await sleep(3000);
      await utils.release();
      const failed = seen.find((m) => /fail/i.test(m));
      checks.graphileWorkerDefaults = `20 jobs due: ${done} done in 3 s${failed ? `; it logs (at debug level): "${failed}"` : ''}`;
    } catch (error) {
      checks.graphileWorkerDefaults = `failed: ${errorText(error)}`;
    }
    await within(4000, runner?.stop() ?? Promise.resolve(), 'stop').catch(() => {});
    await s.close();
  }
  {
    const s = await fresh(PGLITE_CONNECTIONS);
    const boss = new PgBoss({ connectionString: s.url, useListenNotify: true });
    boss.on('error', () => {});
    try {
      await within(8000, boss.start(), 'pg-boss start');
      await boss.createQueue('q', { notify: true });
      let delivered = null;
      const t0 = Date.now();
      await boss.work('q', { pollingIntervalSeconds: POLL_MS / 1000 }, async () => void (delivered ??= Date.now() - t0));
      await sleep(300);
      const sent = Date.now();
      await boss.send('q', {});
      const deadline = sent + 4000;
      while (delivered === null && Date.now() < deadline) await sleep(20);
      checks.pgBossListenNotify = `useListenNotify on, a job sent to an idle worker: ${delivered === null ? 'not delivered within 4 s' : `delivered ${delivered - (sent - t0)} ms after the send`} (idle polling with LISTEN up: every 30 s)`;
    } catch (error) {
      checks.pgBossListenNotify = `failed: ${errorText(error)}`;
    }
    await within(4000, boss.stop({ graceful: false, wait: true }), 'stop').catch(() => {});
    await s.close();
  }
  // 3–6. What lies under those: one session behind every connection.
  const s = await fresh(4);
  const a = new pg.Client({ connectionString: s.url });
  const b = new pg.Client({ connectionString: s.url });
  a.on('error', () => {});
  b.on('error', () => {});
  await a.connect();
  await b.connect();
  const heard = [];
  a.on('notification', () => heard.push('the listener'));
  b.on('notification', () => heard.push('the sender'));
  await a.query('listen bench_channel');
  await b.query(`select pg_notify('bench_channel', 'x')`);
  await sleep(200);
  await a.query('select 1');
  await sleep(200);
  checks.notify = `LISTEN on one connection, pg_notify on another: heard by ${heard.join(', ') || 'nobody'}`;
  await a.query('select pg_advisory_lock(42)');
  const [{ got }] = (await b.query('select pg_try_advisory_lock(42) as got')).rows;
  checks.advisoryLock = `pg_try_advisory_lock(42) on a second connection while the first holds it: ${got} (PostgreSQL: false)`;
  await a.query('create table t (id int primary key)');
  await a.query('insert into t values (1), (2)');
  await a.query('begin');
  await a.query('select id from t where id = 1 for update');
  const t0 = Date.now();
  setTimeout(() => a.query('commit').catch(() => {}), 1000);
  const skipped = (await b.query('select id from t order by id for update skip locked')).rows.map((r) => r.id);
  checks.skipLocked = `FOR UPDATE SKIP LOCKED on a second connection while the first holds row 1 in a transaction: waited ${Date.now() - t0} ms for that transaction to end, then got [${skipped.join(', ')}] (PostgreSQL: [2] at once)`;
  await a.query('begin');
  await a.query('insert into t values (10)');
  await s.db.query('insert into t values (99)');
  await a.query('rollback');
  const kept = (await s.db.query('select id from t where id in (10, 99)')).rows.map((r) => r.id);
  checks.isolation = `a socket client's open transaction, an in-process insert of 99 (as the hall's Drizzle would), then that client's ROLLBACK: rows 10/99 left [${kept.join(', ')}] (PostgreSQL: [99])`;
  await a.end().catch(() => {});
  await b.end().catch(() => {});
  await s.close();
  return checks;
}

// ---------- the run ----------

async function postgresUrl() {
  const given = process.env.TEST_DATABASE_URL ?? process.env.DATABASE_URL;
  if (given) return { url: given, stop: () => {} };
  const out = execFileSync('bash', [path.join(ROOT, 'scripts/pg-test-cluster.sh'), 'start'], { encoding: 'utf8' });
  const env = Object.fromEntries([...out.matchAll(/^export (\w+)='(.*)'$/gm)].map((m) => [m[1], m[2]]));
  return {
    url: env.TEST_DATABASE_URL,
    stop: () => execFileSync('bash', [path.join(ROOT, 'scripts/pg-test-cluster.sh'), 'stop', env.PG_TEST_CLUSTER_DIR]),
  };
}

function summarize(driver, rows) {
  const [sweep] = rows;
  const base = (c) => sweep.throughput?.find((r) => r.concurrency === c)?.perSecond;
  const ratio = (a, b) => (a == null || !b ? '—' : (a / b).toFixed(2));
  console.log(
    `\n[job-queue] ${driver}: throughput is the median of ${ROUNDS} interleaved rounds (min–max), ratios queue ÷ sweeper` +
      ` (throughput: higher is better; latency: lower is better)`,
  );
  for (const row of rows) {
    if (!row.installed) {
      console.log(`  ${row.contender.padEnd(26)} did not install: ${row.installError}`);
      continue;
    }
    const tp = row.throughput
      .map((r) => {
        const done = r.allClosed ? '' : ` (not all ${JOBS} closed within ${THROUGHPUT_DEADLINE_MS / 1000} s in every round)`;
        const own = `${r.concurrency}×: ${r.perSecond}/s (${r.min}–${r.max})${done}`;
        return row === sweep ? own : `${own} = ${ratio(r.perSecond, base(r.concurrency))}`;
      })
      .join('; ');
    const l = row.latency ?? {};
    const p = row.poisoned ?? {};
    const lat = l.error ? `failed (${l.error})` : `p50 ${l.p50Ms} / p99 ${l.p99Ms} ms`;
    const latRatio = row === sweep || l.error ? '' : ` = ${ratio(l.p50Ms, sweep.latency?.p50Ms)} / ${ratio(l.p99Ms, sweep.latency?.p99Ms)}`;
    const poison = p.error
      ? `failed (${p.error})`
      : `others p50 ${p.p50Ms} / p99 ${p.p99Ms} ms (${p.closed}/${p.of}); poisoned unit tried at [${p.poisonAttemptsAtMs.join(', ')}] ms`;
    console.log(`  ${row.contender.padEnd(26)} install ${row.installMs} ms | ${tp} | latency ${lat}${latRatio} | poison: ${poison}`);
    if (p.poison) console.log(`  ${''.padEnd(26)} poisoned unit at the end: ${JSON.stringify(p.poison)}`);
    if (row.errorCount) console.log(`  ${''.padEnd(26)} ${row.errorCount} error event(s), first: ${row.errors.join(' | ')}`);
  }
}

async function main() {
  const started = Date.now();
  const queues = installQueues();
  const socketModule = await queues.load('@electric-sql/pglite-socket');
  const { PgBoss, fromPglite } = await queues.load('pg-boss');
  const graphile = await queues.load('graphile-worker');
  const versions = {
    node: process.version,
    pgBoss: queues.manifest('pg-boss').version,
    pgBossNode: queues.manifest('pg-boss').engines?.node,
    graphileWorker: queues.manifest('graphile-worker').version,
    graphileWorkerNode: queues.manifest('graphile-worker').engines?.node,
    pgliteSocket: queues.manifest('@electric-sql/pglite-socket').version,
    pglite: JSON.parse(fs.readFileSync(path.join(ROOT, 'node_modules/@electric-sql/pglite/package.json'), 'utf8')).version,
  };
  log(
    `node ${versions.node}; pg-boss ${versions.pgBoss} (needs node ${versions.pgBossNode}), graphile-worker ${versions.graphileWorker}` +
      ` (needs node ${versions.graphileWorkerNode}), pglite ${versions.pglite} with pglite-socket ${versions.pgliteSocket};` +
      ` load average ${os.loadavg()[0].toFixed(2)} on ${os.cpus().length} CPUs`,
  );

  const results = { versions, jobs: JOBS, loadBefore: os.loadavg()[0] };
  const cluster = await postgresUrl();
  try {
    const pgApp = await postgresApp(cluster.url);
    const [{ fsync }] = await pgApp.query('show fsync');
    log(`PostgreSQL: ${(await pgApp.query('show server_version'))[0].server_version}, fsync ${fsync}`);
    try {
      results.postgres = await measure(pgApp, [
        sweeper(pgApp),
        pgBoss({ PgBoss }, pgApp, { label: 'pg-boss', options: { connectionString: pgApp.url, max: 10 }, schema: 'pgboss' }),
        graphileWorker(graphile, pgApp),
      ]);
    } finally {
      await pgApp.close();
    }

    log('PGlite through pglite-socket: what the queues rely on');
    results.pgliteChecks = await within(60_000, pgliteChecks(queues.load, socketModule), 'PGlite checks').catch((error) => ({
      error: errorText(error),
    }));
    for (const [k, v] of Object.entries(results.pgliteChecks)) log(`  ${k}: ${v}`);

    const liteApp = await pgliteApp(socketModule);
    try {
      results.pglite = await measure(liteApp, [
        sweeper(liteApp),
        pgBoss({ PgBoss }, liteApp, {
          label: 'pg-boss (pglite-socket)',
          options: { connectionString: liteApp.url, max: 10 },
          schema: 'pgboss',
        }),
        pgBoss({ PgBoss }, liteApp, {
          label: 'pg-boss (in-process)',
          options: { db: fromPglite(liteApp.db), backend: 'pglite' },
          schema: 'pgboss_embedded',
        }),
        graphileWorker(graphile, liteApp, { noPreparedStatements: true }),
      ]);
    } finally {
      await liteApp.close();
    }
  } finally {
    cluster.stop();
    if (queues.owned) fs.rmSync(queues.prefix, { recursive: true, force: true });
  }

  results.loadAfter = os.loadavg()[0];
  results.elapsedSeconds = Math.round((Date.now() - started) / 1000);
  results.stray = [...new Set(stray)];
  summarize('PostgreSQL 15', results.postgres);
  summarize('PGlite', results.pglite);
  console.log(
    `\n[job-queue] load average ${results.loadBefore.toFixed(2)} → ${results.loadAfter.toFixed(2)} on ${os.cpus().length} CPUs` +
      ` (above the CPU count: others were running; the ratios are of one run); ${results.elapsedSeconds} s in all`,
  );
  if (results.stray.length) console.log(`[job-queue] errors no step awaited: ${results.stray.slice(0, 5).join(' | ')}`);
  fs.mkdirSync(path.join(ROOT, 'bench/results'), { recursive: true });
  fs.writeFileSync(path.join(ROOT, 'bench/results/job-queue.json'), JSON.stringify(results, null, 2));
}

main().then(
  () => process.exit(0),
  (error) => {
    console.error('[job-queue] failed:', error);
    process.exit(1);
  },
);
