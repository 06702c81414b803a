// npm start: the hall API (with its embedded database, migrated and seeded on first start) and the site, each
// built for production when its build is missing or older than the sources (the hall API bundled by esbuild and
// run with plain node, the site as Next's standalone server in SITE_PROCESSES processes). `--dev` runs `next dev`
// and the hall API's sources through tsx instead.
import { spawn, spawnSync } from 'node:child_process';
import fs from 'node:fs';
import path from 'node:path';

import { startEnv } from './start-env.mjs';

const dev = process.argv.includes('--dev');
let env;
try {
  env = startEnv(process.env);
} catch (error) {
  console.error(`[start] ${error.message}`);
  process.exit(1);
}
const bin = (name) => path.join('node_modules', '.bin', name);

function newestSource(dir) {
  let newest = 0;
  for (const entry of fs.readdirSync(dir, { withFileTypes: true })) {
    const p = path.join(dir, entry.name);
    if (entry.isDirectory()) newest = Math.max(newest, newestSource(p));
    else newest = Math.max(newest, fs.statSync(p).mtimeMs);
  }
  return newest;
}

const builtAt = (file) => (fs.existsSync(file) ? fs.statSync(file).mtimeMs : 0);
function buildIfStale(name, output, sources, command, args) {
  if (Math.max(...sources) <= builtAt(output)) return;
  console.log(`[start] building ${name}…`);
  const build = spawnSync(command, args, { stdio: 'inherit', env });
  if (build.status !== 0) process.exit(build.status ?? 1);
}

const HALL_BUNDLE = 'dist/hall/server.mjs';
if (!dev) {
  const shared = ['lib', 'messages'].map(newestSource);
  buildIfStale(
    'the site (next build, standalone)',
    '.next/standalone/ASSETS_COPIED',
    [...shared, ...['app', 'components', 'public'].map(newestSource), fs.statSync('proxy.ts').mtimeMs],
    process.execPath,
    ['scripts/build-site.mjs'],
  );
  buildIfStale('the hall API (esbuild)', HALL_BUNDLE, [...shared, newestSource('hall')], process.execPath, ['scripts/build-hall.mjs']);
}

const children = [];
function run(name, command, args, extraEnv = {}) {
  const child = spawn(command, args, { stdio: ['ignore', 'inherit', 'inherit'], env: { ...env, ...extraEnv } });
  child.on('exit', (code, signal) => {
    console.log(`[start] ${name} stopped (${signal ?? code})`);
    shutdown(code ?? 1);
  });
  children.push(child);
  return child;
}

let stopping = false;
function shutdown(code) {
  if (stopping) return;
  stopping = true;
  for (const child of children) if (child.exitCode === null) child.kill('SIGTERM');
  setTimeout(() => process.exit(code), 3000).unref();
}
process.on('SIGINT', () => shutdown(0));
process.on('SIGTERM', () => shutdown(0));

// In production the built bundle runs on plain node; `--dev` runs the sources through tsx.
if (dev) run('hall API', bin('tsx'), ['hall/server.ts']);
else run('hall API', process.execPath, ['--enable-source-maps', HALL_BUNDLE]);

// The site renders from the hall API, so it starts once the hall API answers.
const deadline = Date.now() + 120_000;
while (Date.now() < deadline) {
  const up = await fetch(`${env.HALL_API_URL}/healthz`).then(
    (r) => r.ok,
    () => false,
  );
  if (up) break;
  await new Promise((r) => setTimeout(r, 300));
}
console.log(`[start] hall API on ${env.HALL_API_URL}`);
if (dev) run('site', bin('next'), ['dev', '-p', env.PORT, '-H', env.HOST]);
// Next's standalone server reads its address from PORT and HOSTNAME.
else run('site', process.execPath, ['scripts/site-server.mjs'], { HOSTNAME: env.HOST });
console.log(`[start] site on ${env.SITE_URL}`);
