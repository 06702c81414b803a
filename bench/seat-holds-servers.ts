// The servers of the seat-holds bench: a PostgreSQL 15 server (the one npm run bench started, or a throwaway
// cluster of its own) and, one after the other, the hall API and the ceiling server on it, on a free loopback
// port. All are stopped by stopServers(), which the bench calls on exit and on SIGINT / SIGTERM.
import { spawn, spawnSync, type ChildProcess } from 'node:child_process';
import fs from 'node:fs';
import net from 'node:net';
import path from 'node:path';
import { orderCalls } from '../lib/contract/order-calls';
import { seatCalls } from '../lib/contract/seats-schema';
import { pointOrderCalls } from '../lib/contract/shop-calls';
import { withClient } from './seat-holds-db';

let ownCluster: string | null = null;
let running: ChildProcess | null = null;
const scratch: { serverUrl: string; names: string[] } = { serverUrl: '', names: [] };

export type Server = { url: string; postmasterPid: number | null };

/**
 * $TEST_DATABASE_URL when set (run.sh starts the cluster, as scripts/test.sh does, so that it is stopped even
 * if this process is killed); otherwise a cluster of its own from scripts/pg-test-cluster.sh. Either way durable
 * (PG_TEST_DURABLE=1): fsync and synchronous commit on, so both sides pay for what production commits.
 */
export function startServer(root: string): Server {
  let url = process.env.TEST_DATABASE_URL;
  let dir = process.env.PG_TEST_CLUSTER_DIR;
  if (!url) {
    const out = spawnSync('bash', [path.join(root, 'scripts/pg-test-cluster.sh'), 'start'], {
      encoding: 'utf8',
      env: { ...process.env, PG_TEST_DURABLE: '1' },
      stdio: ['ignore', 'pipe', 'inherit'],
    });
    url = /TEST_DATABASE_URL='([^']+)'/.exec(out.stdout ?? '')?.[1];
    dir = /PG_TEST_CLUSTER_DIR='([^']+)'/.exec(out.stdout ?? '')?.[1];
    if (out.status !== 0 || !url || !dir) throw new Error(`pg-test-cluster.sh start failed: ${out.stdout}`);
    ownCluster = dir;
  }
  scratch.serverUrl = url;
  let postmasterPid: number | null = null;
  try {
    postmasterPid = Number(fs.readFileSync(path.join(dir!, 'pg/postmaster.pid'), 'utf8').split('\n')[0]) || null;
  } catch {}
  return { url, postmasterPid };
}

/** A database of this run, dropped at the end unless the whole cluster goes. */
export async function createDatabase(serverUrl: string, prefix: string): Promise<string> {
  const name = `${prefix}_${process.pid}`;
  await withClient(serverUrl, (c) => c.query(`create database ${name}`));
  scratch.names.push(name);
  const url = new URL(serverUrl);
  url.pathname = `/${name}`;
  return url.toString();
}

/** The hall API as `npm run hall` runs it, in development (production refuses the sandbox providers). */
export async function startHall(root: string, databaseUrl: string, logFile: string): Promise<{ base: string; pid: number }> {
  // HALL_NODE_ARGS adds node flags to the hall API, e.g. '--cpu-prof --cpu-prof-dir=/tmp/prof' to see where its time goes.
  const nodeArgs = (process.env.HALL_NODE_ARGS ?? '').split(' ').filter(Boolean);
  return startChild(root, [...nodeArgs, '--import', 'tsx', 'hall/server.ts'], logFile, (port) => ({
    NODE_ENV: 'development',
    LOG_LEVEL: 'warn',
    DATABASE_URL: databaseUrl,
    HALL_HOST: '127.0.0.1',
    HALL_PORT: String(port),
    SEED: 'demo',
    // No load balancer to leave: stop at once, so that a --cpu-prof profile is written before the 5 s SIGKILL.
    SHUTDOWN_DRAIN_MS: '0',
  }));
}

/**
 * The ceiling server (bench/ceiling-server.mjs) on the database of createCeilingTable, answering the hall API's own
 * addresses of the calls it stands in for (plain node, it cannot import the calls: they are given to it here).
 */
export async function startCeiling(root: string, databaseUrl: string, logFile: string): Promise<{ base: string; pid: number }> {
  return startChild(root, ['bench/ceiling-server.mjs'], logFile, (port) => ({
    DATABASE_URL: databaseUrl,
    PORT: String(port),
    CEILING_SEAT_STATUS: `${seatCalls.status.method} ${seatCalls.status.path}`,
    CEILING_ORDER: `${orderCalls.place.method} ${orderCalls.place.path}`,
    CEILING_REDEEM: `${pointOrderCalls.redeem.method} ${pointOrderCalls.redeem.path}`,
  }));
}

async function startChild(root: string, args: string[], logFile: string, env: (port: number) => Record<string, string>) {
  const port = await freePort();
  const child = spawn(process.execPath, args, {
    cwd: root,
    stdio: ['ignore', fs.openSync(logFile, 'w'), fs.openSync(logFile, 'a')],
    env: { ...process.env, ...env(port) },
  });
  running = child;
  const base = `http://127.0.0.1:${port}`;
  const deadline = Date.now() + 120_000;
  while (Date.now() < deadline) {
    if (child.exitCode !== null) throw new Error(`${args.at(-1)} exited (${child.exitCode}); see ${logFile}`);
    const up = await fetch(`${base}/healthz`, { signal: AbortSignal.timeout(5_000) }).then(
      (r) => r.ok,
      () => false,
    );
    if (up) return { base, pid: child.pid! };
    await new Promise((r) => setTimeout(r, 300));
  }
  throw new Error(`${args.at(-1)} did not answer within 120 s; see ${logFile}`);
}

/** Stops the hall API or the ceiling server, whichever runs. */
export async function stopChild() {
  const child = running;
  running = null;
  if (!child || child.exitCode !== null || child.signalCode !== null) return;
  const exited = new Promise((resolve) => child.once('exit', resolve));
  child.kill('SIGTERM');
  const timer = setTimeout(() => child.kill('SIGKILL'), 5_000);
  await exited;
  clearTimeout(timer);
}

export async function stopServers(root: string) {
  await stopChild();
  if (ownCluster) {
    spawnSync('bash', [path.join(root, 'scripts/pg-test-cluster.sh'), 'stop', ownCluster], { stdio: 'inherit' });
    ownCluster = null;
    return;
  }
  for (const name of scratch.names.splice(0))
    await withClient(scratch.serverUrl, (c) => c.query(`drop database if exists ${name} with (force)`)).catch(() => {});
}

function freePort(): Promise<number> {
  return new Promise((resolve, reject) => {
    const server = net.createServer();
    server.listen(0, '127.0.0.1', () => {
      const { port } = (server.address() as net.AddressInfo) ?? {};
      server.close(() => resolve(port));
    });
    server.on('error', reject);
  });
}

/**
 * Runs a bench step that starts servers through this module: they stop when it ends, fails (exit 1, the stack
 * printed) or is interrupted (exit 130), so no cluster or hall API outlives the step.
 */
export async function runStep(name: string, root: string, main: () => Promise<void>) {
  for (const signal of ['SIGINT', 'SIGTERM'] as const)
    process.on(signal, () => {
      console.log(`[${name}] ${signal}: stopping`);
      void stopServers(root).finally(() => process.exit(130));
    });
  try {
    await main();
    await stopServers(root);
  } catch (error) {
    console.error(`[${name}] failed: ${error instanceof Error ? error.stack : String(error)}`);
    await stopServers(root);
    process.exit(1);
  }
}
