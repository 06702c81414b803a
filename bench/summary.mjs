// Merges the parts the other scripts wrote into $PARTS, checks the targets, prints the summary table and writes
// the results JSON: node summary.mjs OUT.json
import fs from 'node:fs';
import { execSync } from 'node:child_process';

const out = process.argv[2];
const dir = process.env.PARTS;
const part = (name) => JSON.parse(fs.readFileSync(`${dir}/${name}.json`, 'utf8'));
const reference = part('reference');
const load = part('load');
const firstLoadJs = part('firstLoadJs');
const lighthouse = part('lighthouse');

const TARGETS = { ratioMin: 0.5, p99MaxMs: 150, firstLoadJsMaxKB: 160, lighthouse: { performance: 95, accessibility: 100, 'best-practices': 100, seo: 100 } };
const mark = (ok) => (ok ? 'PASS' : 'FAIL');
const table = (head, rows) => {
  const widths = head.map((h, i) => Math.max(h.length, ...rows.map((r) => String(r[i]).length)));
  const line = (cells) => cells.map((c, i) => (typeof c === 'number' || /^[\d.]+$/.test(c) ? String(c).padStart(widths[i]) : String(c).padEnd(widths[i]))).join('  ');
  return [line(head), widths.map((w) => '-'.repeat(w)).join('  '), ...rows.map(line)].join('\n');
};

for (const r of load.results) {
  const ref = load.results.find((x) => x.page === 'reference' && x.lang === r.lang);
  r.ratio = r.reqPerSec / ref.reqPerSec;
  r.pass = { ratio: r.page === 'reference' || r.ratio >= TARGETS.ratioMin, p99: r.p99Ms < TARGETS.p99MaxMs };
}
for (const r of firstLoadJs.results) r.pass = r.gzipBytes / 1000 <= TARGETS.firstLoadJsMaxKB;
for (const r of lighthouse.results) r.pass = Object.fromEntries(Object.entries(TARGETS.lighthouse).map(([c, min]) => [c, r.scores[c] >= min]));

const git = (cmd) => { try { return execSync(`git ${cmd}`, { cwd: import.meta.dirname, encoding: 'utf8' }).trim(); } catch { return null; } };
const results = {
  date: new Date().toISOString(),
  commit: git('rev-parse --short HEAD'),
  dirtyWorkingTree: Boolean(git('status --porcelain')),
  elapsedSec: Number(fs.readFileSync(`${dir}/elapsed.txt`, 'utf8')),
  machine: { cpus: (await import('node:os')).cpus().length, node: process.version },
  targets: TARGETS,
  reference,
  load,
  firstLoadJs,
  lighthouse,
};
fs.writeFileSync(out, JSON.stringify(results, null, 2));

console.log('\n================ bench summary ================');
console.log(`commit ${results.commit}${results.dirtyWorkingTree ? ' (+ uncommitted changes)' : ''}, ${results.machine.cpus} CPUs, ${results.elapsedSec} s`);
console.log(`reference: /bench-reference = the home page prerendered at build (${reference.marker} in the build output; ` +
  `${Object.entries(reference.htmlFiles).map(([l, s]) => `${l}.html ${s} B`).join(', ')})`);
for (const [lang, s] of Object.entries(reference.sizes))
  console.log(`  HTML ${lang}: home ${s.home} B, reference ${s.reference} B (${((s.ratio - 1) * 100).toFixed(1)} %, target within ±30 %)`);

console.log(`\nThroughput: autocannon, ${load.connections} connections, ${load.durationSec} s per page, a new _t on every request`);
console.log(table(
  ['page', 'lang', 'HTML B', 'req/s', 'ratio', 'p50 ms', 'p99 ms', 'non-2xx', 'errors', 'x-nextjs-cache', 'ratio>=0.5', 'p99<150'],
  load.results.map((r) => [r.page, r.lang, r.htmlBytes, r.reqPerSec.toFixed(0), r.ratio.toFixed(2), r.p50Ms, r.p99Ms, r.non2xx, r.errors + r.timeouts,
    Object.entries(r.xNextjsCache).map(([k, v]) => `${k}:${v}`).join(' '), r.page === 'reference' ? '(ceiling)' : mark(r.pass.ratio), mark(r.pass.p99)]),
));

console.log(`\nFirst-load JavaScript: <script src> + modulepreload, node:zlib gzip level ${firstLoadJs.gzipLevel}, kB = 1000 B`);
console.log(table(['page', 'lang', 'scripts', 'raw kB', 'gzip kB', '<=160 kB'],
  firstLoadJs.results.map((r) => [r.page, r.lang, r.scripts, (r.rawBytes / 1000).toFixed(1), (r.gzipBytes / 1000).toFixed(1), mark(r.pass)])));

console.log(`\nLighthouse ${lighthouse.formFactor}, ${lighthouse.throttling} (targets: performance >= 95, the others 100)`);
console.log(table(['page', 'lang', 'perf', 'a11y', 'best-pr.', 'seo', 'LCP', 'TBT', 'CLS', 'result'],
  lighthouse.results.map((r) => [r.page, r.lang, r.scores.performance, r.scores.accessibility, r.scores['best-practices'], r.scores.seo,
    r.metrics['largest-contentful-paint'], r.metrics['total-blocking-time'], r.metrics['cumulative-layout-shift'],
    Object.values(r.pass).every(Boolean) ? 'PASS' : `FAIL (${Object.entries(r.pass).filter(([, ok]) => !ok).map(([c]) => c).join(', ')})`])));
const failing = lighthouse.results.flatMap((r) => Object.entries(r.failing).flatMap(([c, audits]) => audits.map((a) => `  ${r.page} ${r.lang} ${c}: ${a.id}` +
  `${a.displayValue ? ` (${a.displayValue})` : ''}${a.items.length ? ` → ${a.items.map((i) => i.selector ?? i.url).filter(Boolean).slice(0, 3).join(' | ')}` : ''}`)));
if (failing.length) console.log(`audits not passed:\n${failing.join('\n')}`);
console.log(`\nfull results: ${out}; Lighthouse reports: bench/results/lighthouse-*.json`);
