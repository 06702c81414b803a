// How many site processes a core should get: Next's standalone server (scripts/site-server.mjs) started with 1, 2
// and 3 processes in turn (then 1 again, to see the machine drift), each loaded with autocannon on the home page
// and a performance's detail page, 50 connections, $BENCH_DURATION s. Ratios are against the mean of the two
// one-process runs. Needs SITE_DIR (a built copy), HALL_API_URL and PROJECT_ID; serves on SITE_PROCESSES_PORT.
import { execFileSync, spawn } from 'node:child_process';
import os from 'node:os';
import { loadPage, pages, writePart } from './pages.mjs';

const duration = Number(process.env.BENCH_DURATION ?? 10);
const port = Number(process.env.SITE_PROCESSES_PORT ?? 3210);
const dir = process.env.SITE_DIR;
if (!dir) throw new Error('SITE_DIR is not set');
const url = `http://localhost:${port}`;
const measured = pages().filter((p) => p.name !== 'reference');

const load = (path, seconds) => loadPage({ base: url, path, lang: 'zh-CN', seconds });

async function withSite(processes, run) {
  const child = spawn(process.execPath, ['scripts/site-server.mjs'], {
    cwd: dir,
    env: { ...process.env, PORT: String(port), HOSTNAME: 'localhost', SITE_PROCESSES: String(processes) },
    stdio: 'ignore',
    detached: true,
  });
  const group = child.pid;
  if (!group) throw new Error('the site server did not start');
  try {
    execFileSync(process.execPath, [new URL('./wait-for.mjs', import.meta.url).pathname, `${url}/robots.txt`, '60'], { stdio: 'inherit' });
    return await run();
  } finally {
    const exited = new Promise((resolve) => child.once('exit', resolve));
    process.kill(-group, 'SIGTERM');
    await Promise.race([exited, new Promise((r) => setTimeout(r, 10_000))]);
    try {
      process.kill(-group, 'SIGKILL');
    } catch {
      // gone already
    }
  }
}

const runs = [];
for (const processes of [1, 2, 3, 1]) {
  await withSite(processes, async () => {
    // Every process renders and caches each page once, and the JIT warms, before anything is counted.
    for (const p of measured) await load(p.path, 3);
    for (const p of measured) {
      const loadAvg1 = Number(os.loadavg()[0].toFixed(2));
      const r = await load(p.path, duration);
      runs.push({
        processes,
        page: p.name,
        reqPerSec: r.requests.average,
        p50Ms: r.latency.p50,
        p99Ms: r.latency.p99,
        non2xx: r.non2xx,
        errors: r.errors,
        loadAvg1,
      });
      console.log(
        `[site-processes] ${processes} process(es), ${p.name}: ${r.requests.average} req/s, p50 ${r.latency.p50} ms, p99 ${r.latency.p99} ms`,
      );
    }
  });
}

const rows = measured.map((p) => {
  const of = (n) => runs.filter((r) => r.page === p.name && r.processes === n);
  const [first, last] = of(1);
  const one = (first.reqPerSec + last.reqPerSec) / 2;
  return {
    page: p.name,
    oneProcess: one,
    drift: Number((last.reqPerSec / first.reqPerSec).toFixed(3)),
    twoProcesses: Number((of(2)[0].reqPerSec / one).toFixed(3)),
    threeProcesses: Number((of(3)[0].reqPerSec / one).toFixed(3)),
  };
});
for (const row of rows)
  console.log(
    `[site-processes] ${row.page}: 2 processes ${row.twoProcesses}×, 3 processes ${row.threeProcesses}× one (drift ${row.drift})`,
  );
await writePart('site-processes', { cores: os.availableParallelism(), durationSec: duration, runs, rows });
