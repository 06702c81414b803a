// The site in production: Next's standalone server (`npm run build` makes it) in SITE_PROCESSES processes that
// share one port through node:cluster. Next renders on one thread, so a second process lets a second core
// render; bench/site-processes.mjs measures what each count gives (README, Running in production).
import cluster from 'node:cluster';
import os from 'node:os';
import path from 'node:path';
import { pathToFileURL } from 'node:url';

const SERVER = path.resolve('.next', 'standalone', 'server.js');
// One per core: on 2 cores, 2 processes answered 1.37× (home) and 1.52× (detail) what one did, 3 processes 0.74×
// and 1.21× (bench/site-processes.mjs, with the hall API and the load generator on the same machine).
const processes = Number(process.env.SITE_PROCESSES ?? os.availableParallelism());
if (!Number.isInteger(processes) || processes < 1) {
  console.error(`[site] SITE_PROCESSES must be a whole number of 1 or more, not "${process.env.SITE_PROCESSES}"`);
  process.exit(1);
}

if (processes === 1 || !cluster.isPrimary) {
  // Before Next makes its server: each page's inline scripts allowed by their hashes, then compressed.
  await import('./script-hashes.mjs');
  await import(pathToFileURL(SERVER).href);
} else {
  let stopping = false;
  const fork = () => {
    const startedAt = Date.now();
    cluster.fork().on('exit', (code, signal) => {
      if (stopping) return;
      // A process that cannot even start (a port taken, a broken build) would only fail again: stop the site.
      if (Date.now() - startedAt < 10_000) {
        console.error(`[site] a site process failed on start (${signal ?? code})`);
        stop();
        process.exitCode = 1;
        return;
      }
      // One that dies later (a crash, the kernel's OOM killer) is replaced; the others keep serving meanwhile.
      console.error(`[site] a site process stopped (${signal ?? code}); starting another`);
      fork();
    });
  };
  for (let i = 0; i < processes; i++) fork();
  const stop = () => {
    stopping = true;
    for (const worker of Object.values(cluster.workers ?? {})) worker?.kill('SIGTERM');
  };
  process.on('SIGTERM', stop);
  process.on('SIGINT', stop);
  cluster.on('exit', () => {
    if (stopping && Object.keys(cluster.workers ?? {}).length === 0) process.exit();
  });
}
