// Throughput of each page in each language with autocannon (50 connections, $BENCH_DURATION s each), every
// request with a new `_t`; pages are warmed once first. Tallies x-nextjs-cache over all measured responses.
import autocannon from 'autocannon';
import { LANGS, cookieFor, getPage, pages, site, stamp, writePart } from './pages.mjs';

const duration = Number(process.env.BENCH_DURATION ?? 10);
const connections = 50;

function measure(path, lang) {
  const cache = {};
  const sep = path.includes('?') ? '&' : '?';
  return new Promise((resolve, reject) => {
    const instance = autocannon(
      {
        url: site,
        connections,
        duration,
        headers: { cookie: cookieFor(lang) },
        requests: [
          {
            method: 'GET',
            setupRequest: (req) => ({ ...req, path: `${path}${sep}_t=${stamp()}` }),
            onResponse: (status, body, context, headers) => {
              const key = headers['x-nextjs-cache'] ?? 'none';
              cache[key] = (cache[key] ?? 0) + 1;
            },
          },
        ],
      },
      (error, result) => (error ? reject(error) : resolve({ result, cache })),
    );
    instance.on('error', reject);
  });
}

const results = [];
const targets = LANGS.flatMap((lang) => pages().map((p) => ({ ...p, lang })));
for (const t of targets) {
  const warm = await getPage(t.path, t.lang); // renders and caches the page if it is not yet
  const probe = await getPage(t.path, t.lang); // the state a visitor meets after that
  if (probe.status !== 200) throw new Error(`${t.path} (${t.lang}) answered ${probe.status}`);
  const { result, cache } = await measure(t.path, t.lang);
  const row = {
    page: t.name,
    lang: t.lang,
    path: t.path,
    htmlBytes: probe.bytes,
    warmCache: warm.cache,
    probeCache: probe.cache,
    cacheControl: probe.headers.get('cache-control'),
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
  results.push(row);
  console.log(
    `[bench] ${t.name.padEnd(9)} ${t.lang}  ${row.reqPerSec.toFixed(0).padStart(6)} req/s  p99 ${String(row.p99Ms).padStart(4)} ms  ` +
      `non-2xx ${row.non2xx}  errors ${row.errors}  x-nextjs-cache ${JSON.stringify(cache)}`,
  );
}
await writePart('load', { connections, durationSec: duration, results });
