// What the script policy's hashes cost (scripts/script-hashes.mjs): the home page and a performance's detail page,
// as the running site serves them, are served again by a bare HTTP server wrapped two ways — compression only (what
// Next did before), and compression after the hashes of each answer's inline scripts (what the site does now) —
// each loaded with autocannon, in turn, twice. The ratio hashed ÷ plain is the share of throughput the hashes leave;
// the page cache itself is Next's and unchanged. Needs SITE (a running site) and PROJECT_ID.
import http from 'node:http';
import autocannon from 'autocannon';
import compression from 'compression';
import { inlineScriptHashes, withPolicyHashes } from '../scripts/script-hashes.mjs';
import { CONNECTIONS, getPage, pages, writePart } from './pages.mjs';

const duration = Number(process.env.BENCH_DURATION ?? 10);
const compress = compression();
const measured = pages().filter((p) => p.name !== 'reference');
const bodies = new Map();
for (const p of measured) bodies.set(p.path, (await getPage(p.path, 'zh-CN')).body);

function listener(req, res) {
  const path = [...bodies.keys()].find((k) => req.url.startsWith(k.split('?')[0])) ?? '/';
  res.setHeader('content-type', 'text/html; charset=utf-8');
  res.setHeader('content-security-policy', "script-src 'self'");
  res.end(bodies.get(path));
}

async function serve(hashed) {
  // http.Server itself, not createServer (which the module wraps): the two differ only in the hashing.
  const server = new http.Server(hashed ? withPolicyHashes(listener) : (req, res) => compress(req, res, () => listener(req, res)));
  await new Promise((resolve) => server.listen(0, '127.0.0.1', resolve));
  return server;
}

const rows = [];
for (const round of [1, 2]) {
  for (const hashed of [false, true]) {
    const server = await serve(hashed);
    const base = `http://127.0.0.1:${server.address().port}`;
    for (const p of measured) {
      const r = await autocannon({ url: base + p.path, connections: CONNECTIONS, duration, headers: { 'accept-encoding': 'gzip' } });
      rows.push({
        round,
        hashed,
        page: p.name,
        reqPerSec: r.requests.average,
        p99Ms: r.latency.p99,
        scripts: inlineScriptHashes(bodies.get(p.path)).length,
      });
    }
    server.close();
  }
}
const mean = (page, hashed) => {
  const xs = rows.filter((r) => r.page === page && r.hashed === hashed).map((r) => r.reqPerSec);
  return xs.reduce((a, b) => a + b, 0) / xs.length;
};
const summary = measured.map((p) => ({
  page: p.name,
  inlineScripts: rows.find((r) => r.page === p.name).scripts,
  ratio: Number((mean(p.name, true) / mean(p.name, false)).toFixed(3)),
}));
console.table(rows);
console.table(summary);
if (process.env.PARTS) await writePart('script-hashes', { rows, summary });
