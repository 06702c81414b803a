// The site's production build: `next build` with standalone output, then what the standalone server serves but
// Next leaves out of .next/standalone (the public folder and the built static assets), copied beside it.
import { spawnSync } from 'node:child_process';
import fs from 'node:fs';
import path from 'node:path';
import { copyVendorAssets } from './vendor-assets.mjs';

copyVendorAssets();

const build = spawnSync(path.join('node_modules', '.bin', 'next'), ['build'], { stdio: 'inherit' });
if (build.status !== 0) process.exit(build.status ?? 1);

const standalone = path.join('.next', 'standalone');
for (const [from, to] of [
  ['public', path.join(standalone, 'public')],
  [path.join('.next', 'static'), path.join(standalone, '.next', 'static')],
]) {
  fs.rmSync(to, { recursive: true, force: true });
  fs.cpSync(from, to, { recursive: true });
}
// `npm start` takes the build as fresh by this file: a bare `next build` (scripts/test.sh makes one for the e2e
// run) leaves a server.js without the assets, and `next build` empties .next/standalone, this file with it.
fs.writeFileSync(path.join(standalone, 'ASSETS_COPIED'), '');
console.log(`[build-site] standalone server in ${standalone}/server.js`);
