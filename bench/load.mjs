// Throughput of each page in each language with autocannon: 50 connections, $BENCH_DURATION s per run, a new `_t`
// on every request. Per language the runs go reference, home, detail, reference: each page's ratio is taken
// against the mean of the two reference runs around it, and their difference shows how much the machine drifted.
// Every URL is warmed once first; x-nextjs-cache is tallied over all measured responses.
import os from 'node:os';
import { CONNECTIONS, LANGS, getPage, loadPage, pages, writePart } from './pages.mjs';

const duration = Number(process.env.BENCH_DURATION ?? 10);
async function measure(path, lang, seconds = duration) {
  const cache = {};
  const result = await loadPage({
    path,
    lang,
    seconds,
    onResponse: (headers) => {
      const key = headers['x-nextjs-cache'] ?? 'none';
      cache[key] = (cache[key] ?? 0) + 1;
    },
  });
  return { result, cache };
}

const all = pages();
const warm = {};
for (const lang of LANGS)
  for (const p of all) {
    const first = await getPage(p.path, lang); // renders and caches the page if it is not yet
    const probe = await getPage(p.path, lang); // what a visitor meets after that
    if (probe.status !== 200) throw new Error(`${p.path} (${lang}) answered ${probe.status}`);
    warm[`${p.name}/${lang}`] = {
      first: first.cache,
      probe: probe.cache,
      bytes: probe.bytes,
      cacheControl: probe.headers.get('cache-control'),
    };
  }
// JIT and connection warm-up, not measured.
await measure(all[0].path, LANGS[0], 3);

const runs = [];
for (const lang of LANGS) {
  const order = ['reference', 'home', 'detail', 'reference'];
  for (const name of order) {
    const p = all.find((x) => x.name === name);
    const load1 = os.loadavg()[0];
    const { result, cache } = await measure(p.path, lang);
    const w = warm[`${name}/${lang}`];
    const run = {
      page: name,
      lang,
      path: p.path,
      htmlBytes: w.bytes,
      warmCache: w.first,
      probeCache: w.probe,
      cacheControl: w.cacheControl,
      loadAvg1: Number(load1.toFixed(2)),
      reqPerSec: result.requests.average,
      p50Ms: result.latency.p50,
      p99Ms: result.latency.p99,
      maxMs: result.latency.max,
      requests: result.requests.total,
      non2xx: result.non2xx,
      errors: result.errors,
      timeouts: result.timeouts,
      xNextjsCache: cache,
    };
    runs.push(run);
    console.log(
      `[bench] ${name.padEnd(9)} ${lang}  ${run.reqPerSec.toFixed(0).padStart(6)} req/s  p99 ${String(run.p99Ms).padStart(4)} ms  ` +
        `non-2xx ${run.non2xx}  errors ${run.errors + run.timeouts}  x-nextjs-cache ${JSON.stringify(cache)}  (load avg ${run.loadAvg1})`,
    );
  }
}
await writePart('load', { connections: CONNECTIONS, durationSec: duration, cpus: os.cpus().length, runs });
