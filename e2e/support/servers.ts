import { spawn, type ChildProcess } from 'node:child_process';
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { fileURLToPath } from 'node:url';

/**
 * The servers the journeys run against: a hall API on a fresh PGlite directory, and `next start` on a private
 * copy of the build. The copy matters: the ISR and fetch caches live inside the build directory, so a site
 * sharing `.next` with other servers (or with an earlier run) would answer from their cache, and a
 * concurrent `next build` would swap the chunks under a running test.
 */
export const ROOT = fileURLToPath(new URL('../..', import.meta.url));
const PREFIX = 'concert-e2e-';

/** A temporary directory that `sweepStaleDirs` may delete once the process that made it has gone. */
export function makeTempDir(kind: string, dir = fs.mkdtempSync(path.join(os.tmpdir(), `${PREFIX}${kind}-`))): string {
  fs.mkdirSync(dir, { recursive: true });
  fs.writeFileSync(path.join(dir, 'owner.pid'), String(process.pid));
  return dir;
}

/** A name for a temporary directory of this run, made later (by another process) with `makeTempDir`. */
export const tempDirName = (kind: string) => path.join(os.tmpdir(), `${PREFIX}${kind}-${process.pid}`);

export function removeDir(dir: string) {
  fs.rmSync(dir, { recursive: true, force: true });
}

/** Cleans up after runs that were killed before their own clean-up (a database is ~60 MB). */
export function sweepStaleDirs() {
  for (const name of fs.readdirSync(os.tmpdir())) {
    if (!name.startsWith(PREFIX)) continue;
    const dir = path.join(os.tmpdir(), name);
    let owner = 0;
    try {
      owner = Number(fs.readFileSync(path.join(dir, 'owner.pid'), 'utf8'));
    } catch {
      // made by someone else, or half made: leave it unless it is old
      if (Date.now() - fs.statSync(dir).mtimeMs < 3_600_000) continue;
    }
    if (!owner || !isAlive(owner)) removeDir(dir);
  }
}

function isAlive(pid: number) {
  try {
    process.kill(pid, 0);
    return true;
  } catch {
    return false;
  }
}

/**
 * Where a run keeps its copy of the build: chosen once by playwright.config.ts and inherited by the site's
 * launcher (which makes the copy) and by the workers (the hall-down journey starts a second site from it).
 */
export const BUILD_ENV = 'CONCERT_E2E_BUILD';

/**
 * Where the run's hall API and site write their logs (hall.log, site.log): chosen once by playwright.config.ts,
 * read by the journey that checks no personal number reaches a log.
 */
export const LOG_ENV = 'CONCERT_E2E_LOGS';

const sleep = (ms: number) => new Promise((r) => setTimeout(r, ms));

/**
 * Copies the build in `.next` (without its caches) and the config `next start` reads into `dest`. Others may
 * run `next build` meanwhile: the copy counts only when BUILD_ID was there and unchanged across it.
 */
export async function copyBuild(dest: string, timeoutMs = 180_000) {
  const dist = path.join(ROOT, '.next');
  if (!fs.existsSync(dist)) throw new Error('No build in .next: run `npx next build` before the e2e tests.');
  const stamp = () => {
    try {
      const id = path.join(dist, 'BUILD_ID');
      return `${fs.readFileSync(id, 'utf8')}@${fs.statSync(id).mtimeMs}`;
    } catch {
      return null;
    }
  };
  const skipped = new Set(
    ['cache', 'trace', 'trace-build', 'diagnostics', path.join('server', 'route-cache')].map((p) => path.join(dist, p)),
  );
  const deadline = Date.now() + timeoutMs;
  for (;;) {
    const before = stamp();
    if (before) {
      try {
        fs.cpSync(dist, path.join(dest, '.next'), { recursive: true, filter: (src) => !skipped.has(src) });
        for (const file of ['next.config.ts', 'package.json']) fs.copyFileSync(path.join(ROOT, file), path.join(dest, file));
        if (stamp() === before) return;
      } catch {
        // a build removed files while they were being copied
      }
      removeDir(path.join(dest, '.next'));
    }
    if (Date.now() > deadline) throw new Error('.next holds no complete build (is a `next build` running?)');
    await sleep(1_000);
  }
}

/** Makes `dir` a project `next start` can run, on its own copy of a build copied by `copyBuild`. */
export function prepareSite(dir: string, build: string) {
  fs.cpSync(path.join(build, '.next'), path.join(dir, '.next'), { recursive: true });
  for (const file of ['next.config.ts', 'package.json']) fs.copyFileSync(path.join(build, file), path.join(dir, file));
  for (const link of ['node_modules', 'public']) fs.symlinkSync(path.join(ROOT, link), path.join(dir, link));
}

type Spawn = { detached?: boolean; logFile?: string };

function run(args: string[], env: Record<string, string>, opts: Spawn): ChildProcess {
  const log = opts.logFile ? fs.openSync(opts.logFile, 'a') : undefined;
  const child = spawn(process.execPath, args, {
    cwd: ROOT,
    env: { ...process.env, ...env },
    detached: opts.detached ?? false,
    stdio: log === undefined ? ['ignore', 'inherit', 'inherit'] : ['ignore', log, log],
  });
  if (log !== undefined) fs.closeSync(log);
  return child;
}

/** The hall API; it migrates and seeds `dataDir` on its first start. */
export function startHall(opts: { port: number; dataDir: string } & Spawn): ChildProcess {
  // SITE_URL: where the payment sandbox's cashier sends the browser back to (the e2e site).
  const env = {
    DATA_DIR: opts.dataDir,
    HALL_PORT: String(opts.port),
    // Every request is logged, as in production, so the log journey sees what an operator would.
    LOG_LEVEL: 'info',
    SITE_URL: process.env.E2E_SITE_URL ?? 'http://localhost:3300',
  };
  return run(['--import', 'tsx', 'hall/server.ts'], env, opts);
}

/** The bearer token of the e2e site's /metrics (next start runs in production, where /metrics needs one). */
export const E2E_METRICS_TOKEN = 'e2e-metrics-token-not-secret';

/** `next start` on a directory made by `prepareSite`. */
export function startSite(opts: { port: number; hallUrl: string; dir: string } & Spawn): ChildProcess {
  const next = path.join(ROOT, 'node_modules', 'next', 'dist', 'bin', 'next');
  const origin = `http://localhost:${opts.port}`;
  return run(
    // As scripts/site-server.mjs runs it: each page's inline scripts allowed by their hashes, compression after them.
    ['--import', path.join(ROOT, 'scripts', 'script-hashes.mjs'), next, 'start', opts.dir, '-p', String(opts.port)],
    { HALL_API_URL: opts.hallUrl, PORT: String(opts.port), SITE_URL: origin, METRICS_TOKEN: E2E_METRICS_TOKEN },
    opts,
  );
}

export async function waitForUrl(url: string, timeoutMs = 60_000) {
  const deadline = Date.now() + timeoutMs;
  while (Date.now() < deadline) {
    const ok = await fetch(url, { signal: AbortSignal.timeout(5_000) }).then(
      (r) => r.ok,
      () => false,
    );
    if (ok) return;
    await new Promise((r) => setTimeout(r, 250));
  }
  throw new Error(`${url} did not answer within ${timeoutMs} ms`);
}

/** Fails early when a server from an interrupted run still holds a port this run needs. */
export async function expectNothingAt(url: string) {
  const answered = await fetch(url, { signal: AbortSignal.timeout(2_000) }).then(
    () => true,
    () => false,
  );
  if (answered) throw new Error(`${url} is already taken: stop the server left there`);
}

/** Stops a process started with `detached: true` and everything it started (STACK-NOTES: by process group). */
export async function stopGroup(child: ChildProcess, timeoutMs = 10_000) {
  if (child.exitCode !== null || child.signalCode !== null || !child.pid) return;
  const exited = new Promise<void>((resolve) => child.once('exit', () => resolve()));
  const signal = (sig: NodeJS.Signals) => {
    try {
      process.kill(-child.pid!, sig);
    } catch {
      // the group is already gone
    }
  };
  signal('SIGTERM');
  const timer = setTimeout(() => signal('SIGKILL'), timeoutMs);
  await exited;
  clearTimeout(timer);
}
