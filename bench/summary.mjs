// Merges the parts the other scripts wrote into $PARTS, checks the targets, prints the summary table and writes
// the results JSON: node summary.mjs OUT.json
import fs from 'node:fs';
import { execSync } from 'node:child_process';
import { summarize } from './chunk-contents.mjs';

const out = process.argv[2];
const dir = process.env.PARTS;
const part = (name) => JSON.parse(fs.readFileSync(`${dir}/${name}.json`, 'utf8'));
const reference = part('reference');
const load = part('load');
const firstLoadJs = part('firstLoadJs');
const lighthouse = part('lighthouse');
// bench/seat-holds.ts; absent when that step did not run.
const seatHolds = fs.existsSync(`${dir}/seatHolds.json`) ? part('seatHolds') : null;
const shopRedeem = fs.existsSync(`${dir}/shopRedeem.json`) ? part('shopRedeem') : null;
const waitingRoom = fs.existsSync(`${dir}/waitingRoom.json`) ? part('waitingRoom') : null;
const seatMap = fs.existsSync(`${dir}/seatMap.json`) ? part('seatMap') : null;
const siteProcesses = fs.existsSync(`${dir}/site-processes.json`) ? part('site-processes') : null;
const freshness = fs.existsSync(`${dir}/freshness.json`) ? part('freshness') : null;

const TARGETS = {
  ratioMin: 0.5,
  p99MaxMs: 150,
  // A bare Next 16 page with React is about 138.5 kB, so the site's own share of a public page stays near 6 kB.
  firstLoadJsMaxKB: 145,
  lighthouse: { performance: 95, accessibility: 100, 'best-practices': 100, seo: 100 },
};
const mark = (ok) => (ok ? 'PASS' : 'FAIL');
const table = (head, rows) => {
  const widths = head.map((h, i) => Math.max(h.length, ...rows.map((r) => String(r[i]).length)));
  const line = (cells) =>
    cells
      .map((c, i) => (typeof c === 'number' || /^[\d.]+$/.test(c) ? String(c).padStart(widths[i]) : String(c).padEnd(widths[i])))
      .join('  ');
  return [line(head), widths.map((w) => '-'.repeat(w)).join('  '), ...rows.map(line)].join('\n');
};

// Per language: reference, home, detail, reference. A page's ratio is against the mean of the two references.
const rows = [];
for (const lang of new Set(load.runs.map((r) => r.lang))) {
  const runs = load.runs.filter((r) => r.lang === lang);
  const refs = runs.filter((r) => r.page === 'reference');
  const refMean = refs.reduce((s, r) => s + r.reqPerSec, 0) / refs.length;
  const drift = Math.abs(refs[0].reqPerSec - refs.at(-1).reqPerSec) / refMean;
  for (const [i, r] of runs.entries()) {
    const isRef = r.page === 'reference';
    r.ratio = r.reqPerSec / refMean;
    r.pass = { ratio: isRef || r.ratio >= TARGETS.ratioMin, p99: r.p99Ms < TARGETS.p99MaxMs };
    rows.push({ ...r, label: isRef ? `reference ${i === 0 ? '(before)' : '(after)'}` : r.page, isRef, drift });
  }
}
load.referenceDrift = Object.fromEntries([...new Set(rows.map((r) => r.lang))].map((l) => [l, rows.find((r) => r.lang === l).drift]));
// The public pages have the target; the console's are measured for the record (staff, on desktops).
for (const r of firstLoadJs.results) r.pass = r.targeted === false ? null : r.gzipBytes / 1000 <= TARGETS.firstLoadJsMaxKB;
for (const r of lighthouse.results)
  r.pass = Object.fromEntries(Object.entries(TARGETS.lighthouse).map(([c, min]) => [c, r.scores[c] >= min]));

const git = (cmd) => {
  try {
    return execSync(`git ${cmd}`, { cwd: import.meta.dirname, encoding: 'utf8' }).trim();
  } catch {
    return null;
  }
};
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
  seatHolds,
  shopRedeem,
  waitingRoom,
  seatMap,
  siteProcesses,
  freshness,
};
fs.writeFileSync(out, JSON.stringify(results, null, 2));

console.log('\n================ bench summary ================');
console.log(
  `commit ${results.commit}${results.dirtyWorkingTree ? ' (+ uncommitted changes)' : ''}, ${results.machine.cpus} CPUs, ${results.elapsedSec} s`,
);
console.log(
  `reference: /bench-reference = the home page prerendered at build (${reference.marker} in the build output; ` +
    `${Object.entries(reference.htmlFiles)
      .map(([l, s]) => `${l}.html ${s} B`)
      .join(', ')})`,
);
for (const [lang, s] of Object.entries(reference.sizes))
  console.log(`  HTML ${lang}: home ${s.home} B, reference ${s.reference} B (${((s.ratio - 1) * 100).toFixed(1)} %, target within ±30 %)`);

console.log(
  `\nThroughput: autocannon, ${load.connections} connections, ${load.durationSec} s per run, a new _t on every request; ` +
    `ratio = req/s ÷ mean of the two reference runs of the same language`,
);
console.log(
  table(
    [
      'page',
      'lang',
      'HTML B',
      'req/s',
      'ratio',
      'p50 ms',
      'p99 ms',
      'non-2xx',
      'errors',
      'x-nextjs-cache',
      'load avg',
      'ratio>=0.5',
      'p99<150',
    ],
    rows.map((r) => [
      r.label,
      r.lang,
      r.htmlBytes,
      r.reqPerSec.toFixed(0),
      r.ratio.toFixed(2),
      r.p50Ms,
      r.p99Ms,
      r.non2xx,
      r.errors + r.timeouts,
      Object.entries(r.xNextjsCache)
        .map(([k, v]) => `${k}:${v}`)
        .join(' '),
      r.loadAvg1,
      r.isRef ? '(ceiling)' : mark(r.pass.ratio),
      mark(r.pass.p99),
    ]),
  ),
);
for (const [lang, d] of Object.entries(load.referenceDrift))
  console.log(`reference drift ${lang}: ${(d * 100).toFixed(0)} % between its two runs`);
const busy = load.runs.filter((r) => r.loadAvg1 > load.cpus);
if (busy.length)
  console.log(
    `WARNING: the machine was busy (load average above ${load.cpus} CPUs in ${busy.length}/${load.runs.length} runs): absolute req/s and p99 are unreliable; ratios less so.`,
  );

console.log(
  `\nFirst-load JavaScript: <script src> + modulepreload, node:zlib gzip level ${firstLoadJs.gzipLevel}, kB = 1000 B (nomodule polyfills not counted)`,
);
console.log(
  table(
    ['page', 'lang', 'scripts', 'raw kB', 'gzip kB', 'nomodule gzip kB', `<=${TARGETS.firstLoadJsMaxKB} kB`],
    firstLoadJs.results.map((r) => [
      r.page,
      r.lang,
      r.scripts,
      (r.rawBytes / 1000).toFixed(1),
      (r.gzipBytes / 1000).toFixed(1),
      (r.nomoduleGzipBytes / 1000).toFixed(1),
      r.pass === null ? '(no target)' : mark(r.pass),
    ]),
  ),
);
// Each page's chunks, largest first, with what each holds (bench/chunk-contents.mjs): a regression names its cause.
const chunkList = (r) => r.files.map((f) => f.src).join(' ');
for (const [i, r] of firstLoadJs.results.entries()) {
  const twin = firstLoadJs.results.slice(0, i).find((o) => o.page === r.page && chunkList(o) === chunkList(r));
  if (twin) {
    console.log(`${r.page} ${r.lang}: the same chunks as ${twin.lang}`);
    continue;
  }
  console.log(`${r.page} ${r.lang}:`);
  for (const f of r.files)
    console.log(
      `  ${(f.gzip / 1000).toFixed(1).padStart(5)} kB  ${f.everyPage ? 'all public' : 'this page '}  ${f.src.replace(/^.*\//, '').padEnd(22)} ${summarize(f.holds)}`,
    );
}

console.log(
  `\nLighthouse ${lighthouse.formFactor}, ${lighthouse.throttling}; the run with the median performance score (targets: performance >= 95, the others 100)`,
);
console.log(
  table(
    ['page', 'lang', 'runs', 'perf', 'perf per run', 'a11y', 'best-pr.', 'seo', 'LCP', 'TBT', 'CLS', 'result'],
    lighthouse.results.map((r) => [
      r.page,
      r.lang,
      r.runs,
      r.scores.performance,
      r.runScores.map((s) => s.performance).join('/'),
      r.scores.accessibility,
      r.scores['best-practices'],
      r.scores.seo,
      r.metrics['largest-contentful-paint'],
      r.metrics['total-blocking-time'],
      r.metrics['cumulative-layout-shift'],
      Object.values(r.pass).every(Boolean)
        ? 'PASS'
        : `FAIL (${Object.entries(r.pass)
            .filter(([, ok]) => !ok)
            .map(([c]) => c)
            .join(', ')})`,
    ]),
  ),
);
const failing = lighthouse.results.flatMap((r) =>
  Object.entries(r.failing)
    .filter(([c]) => c !== 'performance')
    .flatMap(([c, audits]) =>
      audits.map(
        (a) =>
          `  ${r.page} ${r.lang} ${c}: ${a.id}` +
          `${a.displayValue ? ` (${a.displayValue})` : ''} [${a.failedRuns}/${a.runs} runs]` +
          `${
            a.items.length
              ? ` → ${a.items
                  .map((i) => i.selector ?? (i.text ? `"${i.text}" ${i.url}` : i.url) ?? i.explanation)
                  .filter(Boolean)
                  .slice(0, 3)
                  .join(' | ')}`
              : ''
          }`,
      ),
    ),
);
if (failing.length)
  console.log(`accessibility / best-practices / SEO audits not passed (performance audits: see the JSON):\n${failing.join('\n')}`);
if (siteProcesses) {
  const s = siteProcesses;
  console.log(
    `\nSite processes (Next standalone, node:cluster) on ${s.cores} cores: answers per second against one process ` +
      `(mean of a run before and after; drift = after ÷ before), 50 connections, ${s.durationSec} s a run`,
  );
  console.log(
    table(
      ['page', '1 process req/s', '2 processes', '3 processes', 'drift'],
      s.rows.map((r) => [r.page, r.oneProcess.toFixed(0), `${r.twoProcesses}×`, `${r.threeProcesses}×`, r.drift]),
    ),
  );
}
if (freshness) {
  // Beside the read path's speed, so that a fresher cache bought with slower pages shows.
  const ssr = (page) =>
    rows
      .filter((r) => r.page === page)
      .map((r) => r.ratio.toFixed(2))
      .join(' / ');
  console.log(
    `\nFreshness of a published change: ms from the staff write until ${freshness.reads} reads on new connections are all fresh ` +
      `(edit, unpublish, publish, ${freshness.results[0].rounds.length} writes per setup; each process polls every ${freshness.pollMs} ms), ` +
      `beside the cached pages' SSR ÷ prerendered (zh-CN / en-US); targets p95 < 2000, max < 5000, SSR >= 0.9`,
  );
  console.log(
    table(
      ['setup', 'p50 ms', 'p95 ms', 'max ms', 'fresh', 'SSR home', 'SSR detail'],
      freshness.results.map((r) => [r.mode, r.p50Ms, r.p95Ms, r.maxMs, mark(r.p95Ms < 2000 && r.maxMs < 5000), ssr('home'), ssr('detail')]),
    ),
  );
}
if (shopRedeem) {
  const s = shopRedeem;
  console.log(
    `\nPoints shop: ${s.redeemers} members redeem at once the last ${s.lastUnits} units of a goods (median of ${s.rounds} rounds; ` +
      `the ceiling is HTTP and one conditional UPDATE per redemption on the same PostgreSQL server)`,
  );
  console.log(
    table(
      ['hall answers/s', 'ceiling answers/s', 'hall ÷ ceiling', 'redeem p50 ms', 'redeem p99 ms'],
      [
        [
          s.hallRedemptionsPerSec.toFixed(0),
          s.ceilingRedemptionsPerSec.toFixed(0),
          s.hallShare.toFixed(3),
          s.redeemLatencyMs.p50,
          s.redeemLatencyMs.p99,
        ],
      ],
    ),
  );
}
if (waitingRoom) {
  const w = waitingRoom;
  const pct = (x) => `${(x * 100).toFixed(1)} %`;
  console.log(
    `\nWaiting room: an opening of ${w.settings.before} + ${w.settings.after} arrivals at ${w.rate.configuredPerMinute} admissions a minute ` +
      `(${w.settings.windowSeconds} s window), the first ${w.settings.buyers} admitted ordering 2 seats; a room of ${w.limit.maxActive} inside`,
  );
  console.log(
    table(
      [
        'admitted/min',
        'configured',
        '±10 %',
        'ρ(arrival, place)',
        'out of turn',
        'later admitted',
        'order',
        'max inside',
        'limit',
        'no-pass orders ok',
        'passes',
      ],
      [
        [
          w.rate.measuredPerMinute.toFixed(0),
          w.rate.configuredPerMinute,
          mark(w.rate.pass),
          w.order.rho.toFixed(3),
          w.order.outOfTurn,
          w.order.laterAdmitted,
          mark(w.order.pass),
          `${w.limit.maxInside}/${w.limit.maxActive}`,
          mark(w.limit.pass),
          `${w.passes.succeeded}/${w.passes.attempts}`,
          mark(w.passes.pass),
        ],
      ],
    ),
  );
  console.log(
    table(
      ['buyers', 'order success', 'p50 ms', 'p99 ms', 'served'],
      [
        [
          'through the room',
          pct(w.orders.room.successRate),
          w.orders.room.p50Ms,
          w.orders.room.p99Ms,
          `${w.orders.room.served}/${w.orders.room.buyers}`,
        ],
        [
          'room off, at once',
          pct(w.orders.roomOff.successRate),
          w.orders.roomOff.p50Ms,
          w.orders.roomOff.p99Ms,
          `${w.orders.roomOff.served}/${w.orders.roomOff.buyers}`,
        ],
      ],
    ),
  );
  console.log(`  standing polls meanwhile: ${w.polls.standing} (${w.polls.perSecond.toFixed(0)}/s); database ${mark(w.database.pass)}`);
}
if (seatHolds) {
  const s = seatHolds;
  console.log(
    `\nSeat holds: ${s.buyers} buyers × ${s.seatsPerOrder} seats through the hall API on PostgreSQL 15 until the main hall is full ` +
      `(PG_POOL_SIZE ${s.pgPoolSize}); pgbench: single-row conditional UPDATE, ${s.pgbench.runs[0].rows} rows, same server, mean of a run before and after`,
  );
  console.log(
    table(
      [
        'hall holds/s',
        'ceiling holds/s',
        'hall ÷ ceiling',
        `>=${s.target.ceilingShare}`,
        'held p50 ms',
        'held p99 ms',
        `<${s.target.heldP99Ms}`,
        'every p99 ms',
        'pgbench tps',
        'pgbench drift',
        'hall ÷ pgbench',
        'CPU ms/req hall',
        'CPU ms/req pg',
      ],
      [
        [
          s.holdsPerSec.toFixed(0),
          s.ceiling.holdsPerSec.toFixed(0),
          s.ceiling.hallShare.toFixed(3),
          mark(s.ceiling.hallShare >= s.target.ceilingShare),
          s.orderLatencyMs.heldP50,
          s.orderLatencyMs.heldP99,
          mark(s.orderLatencyMs.heldP99 < s.target.heldP99Ms),
          s.orderLatencyMs.p99,
          s.pgbench.tps.toFixed(0),
          `${(s.pgbench.drift * 100).toFixed(0)} %`,
          s.ratio.toFixed(4),
          s.cpuMsPerRequest.hall.toFixed(2),
          s.cpuMsPerRequest.postgres.toFixed(2),
        ],
      ],
    ),
  );
}
if (seatMap) {
  console.log(
    `\nSeat map: /chooseSeat of session ${seatMap.sessionId} in Chromium, median of ${seatMap.runs} loads; ` +
      'tap = press to the first frame after the seat changed; taken = another member holding a seat of the open map to the map ' +
      'greying it out (the README promises the interval of its polling plus a second); frames while pinching (phone) or wheel zooming (desktop)',
  );
  console.log(
    table(
      [
        'device',
        'cpu',
        'seats',
        'ready ms',
        'tap ms',
        `<${seatMap.tapTargetMs}`,
        'taken ms',
        `<=${seatMap.promisedTakenMs}`,
        'frame median ms',
        'frame p95 ms',
        'frames > 50 ms',
      ],
      seatMap.rows.map((r) => [
        r.device,
        `${r.cpu}×`,
        r.seats,
        r.readyMs.toFixed(0),
        r.tapMs.toFixed(0),
        mark(r.tapMs < seatMap.tapTargetMs),
        r.takenMs.toFixed(0),
        mark(r.takenMs <= seatMap.promisedTakenMs),
        r.medianMs.toFixed(1),
        r.p95Ms.toFixed(1),
        r.dropped,
      ]),
    ),
  );
}
console.log(`\nfull results: ${out}; Lighthouse reports: bench/results/lighthouse-*.json`);
