// npm start: the hall API (with its embedded database, migrated and seeded on first start) and the site,
// built for production when the build is missing or older than the sources. `--dev` runs `next dev` instead.
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

if (!dev) {
  const buildId = '.next/BUILD_ID';
  const built = fs.existsSync(buildId) ? fs.statSync(buildId).mtimeMs : 0;
  const sources = Math.max(...['app', 'components', 'lib', 'messages', 'public'].map(newestSource), fs.statSync('proxy.ts').mtimeMs);
  if (sources > built) {
    console.log('[start] building the site (next build)…');
    const build = spawnSync(bin('next'), ['build'], { stdio: 'inherit', env });
    if (build.status !== 0) process.exit(build.status ?? 1);
  }
}

const children = [];
function run(name, command, args) {
  const child = spawn(command, args, { stdio: ['ignore', 'inherit', 'inherit'], env });
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

run('hall API', bin('tsx'), ['hall/server.ts']);

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
run('site', bin('next'), [dev ? 'dev' : 'start', '-p', env.PORT, '-H', env.HOST]);
console.log(`[start] site on ${env.SITE_URL}`);
