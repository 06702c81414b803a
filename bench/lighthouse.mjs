// Lighthouse (mobile, the default form factor with simulated throttling) on home and detail in both languages,
// in Debian chromium. Runs per language come from BENCH_LH_RUNS (default 3 runs in each language); the scores are those
// of the run with the median performance score, and an audit not passed in any run is listed with how many runs it failed in.
import fs from 'node:fs';
import path from 'node:path';
import * as chromeLauncher from 'chrome-launcher';
import lighthouse from 'lighthouse';
import { LANGS, cookieFor, pages, site, withStamp, writePart } from './pages.mjs';

const CATEGORIES = ['performance', 'accessibility', 'best-practices', 'seo'];
const FLAGS = [
  '--headless=new',
  '--no-sandbox',
  '--disable-gpu',
  '--disable-background-networking',
  '--disable-component-update',
  '--disable-sync',
  '--no-first-run',
  '--disable-quic',
];
const reports = path.join(import.meta.dirname, 'results');
fs.mkdirSync(reports, { recursive: true });

/** Audits of a category that did not pass, with the elements Lighthouse names. */
function notPassed(lhr, category) {
  return lhr.categories[category].auditRefs
    .map((ref) => ({ ref, audit: lhr.audits[ref.id] }))
    .filter(
      ({ audit }) =>
        audit.score !== null && audit.score < 1 && !['notApplicable', 'manual', 'informative'].includes(audit.scoreDisplayMode),
    )
    .map(({ ref, audit }) => ({
      id: audit.id,
      title: audit.title,
      score: audit.score,
      weight: ref.weight,
      displayValue: audit.displayValue,
      // Most audits list items; some (the LCP breakdown) hold an object of phases there instead.
      items: (Array.isArray(audit.details?.items) ? audit.details.items : []).slice(0, 10).map((item) => ({
        selector: item.node?.selector,
        snippet: item.node?.snippet,
        label: item.node?.nodeLabel,
        url: item.url ?? item.sourceLocation?.url ?? item.href,
        text: item.text,
        explanation:
          item.node?.explanation ??
          item.description ??
          item.subItems?.items
            ?.map((s) => s.relatedNode?.selector)
            .filter(Boolean)
            .join(', '),
        wastedBytes: item.wastedBytes,
        wastedMs: item.wastedMs,
      })),
    }));
}

const plan = (process.env.BENCH_LH_RUNS ?? 'zh-CN=3,en-US=3')
  .split(',')
  .map((s) => s.split('='))
  .map(([lang, n]) => [lang, Number(n) || 1]);
for (const [lang] of plan) if (!LANGS.includes(lang)) throw new Error(`BENCH_LH_RUNS: unknown language ${lang}`);
const short = (id) =>
  id
    .split('-')
    .map((w) => w[0])
    .join('')
    .toUpperCase();

// chrome-launcher's defaults, but with RenderDocument left on, as Chrome ships it: with it off (chrome-launcher turns it
// off), this headless Chromium held a page's first paint to a one-second clock in about half the runs (observed first
// paints at 1.2–1.3 s and 2.2–2.4 s with the main thread idle, a page without any script included), and those runs'
// simulated LCP counted every script the page had fetched meanwhile. With it on, none in 16 runs.
const defaults = chromeLauncher.Launcher.defaultFlags().map((flag) =>
  flag.startsWith('--disable-features=')
    ? flag
        .split(',')
        .filter((feature) => feature !== 'RenderDocument')
        .join(',')
    : flag,
);
const chrome = await chromeLauncher.launch({
  chromePath: process.env.CHROME_PATH ?? '/usr/bin/chromium',
  ignoreDefaultFlags: true,
  chromeFlags: [...defaults, ...FLAGS],
  logLevel: 'silent',
});
const results = [];
try {
  for (const [lang, runs] of plan) {
    for (const p of pages().filter((p) => p.name !== 'reference')) {
      const lhrs = [];
      for (let i = 0; i < runs; i++) {
        const runner = await lighthouse(site + withStamp(p.path), {
          port: chrome.port,
          output: 'json',
          logLevel: 'error',
          onlyCategories: CATEGORIES,
          extraHeaders: { Cookie: cookieFor(lang) },
        });
        if (runner.lhr.runtimeError) throw new Error(`Lighthouse ${p.name} ${lang}: ${runner.lhr.runtimeError.message}`);
        lhrs.push(runner.lhr);
      }
      // The run with the median performance score (Lighthouse's own computeMedianRun picks by FCP and TTI instead).
      const lhr = [...lhrs].sort((a, b) => a.categories.performance.score - b.categories.performance.score)[Math.floor(lhrs.length / 2)];
      fs.writeFileSync(path.join(reports, `lighthouse-${p.name}-${lang}.json`), JSON.stringify(lhr));
      const scoresOf = (r) => Object.fromEntries(CATEGORIES.map((c) => [c, Math.round(r.categories[c].score * 100)]));
      const scores = scoresOf(lhr);
      const metrics = Object.fromEntries(
        ['first-contentful-paint', 'largest-contentful-paint', 'total-blocking-time', 'cumulative-layout-shift', 'speed-index'].map(
          (id) => [id, lhr.audits[id].displayValue],
        ),
      );
      // Every audit not passed in some run, with the elements of the run it first failed in.
      const failing = {};
      for (const c of CATEGORIES) {
        const byId = new Map();
        for (const r of lhrs)
          for (const a of notPassed(r, c)) {
            const seen = byId.get(a.id);
            if (seen) seen.failedRuns += 1;
            else byId.set(a.id, { ...a, failedRuns: 1 });
          }
        failing[c] = [...byId.values()].map((a) => ({ ...a, runs }));
      }
      results.push({
        page: p.name,
        lang,
        url: lhr.finalDisplayedUrl,
        runs,
        scores,
        runScores: lhrs.map(scoresOf),
        metrics,
        failing,
        warnings: lhr.runWarnings,
      });
      const perRun =
        runs > 1 ? ` (performance per run: ${lhrs.map((r) => Math.round(r.categories.performance.score * 100)).join('/')})` : '';
      console.log(
        `[bench] ${p.name.padEnd(6)} ${lang}  ${CATEGORIES.map((c) => `${c} ${scores[c]}`).join('  ')}${perRun}  ` +
          `(${Object.entries(metrics)
            .map(([k, v]) => `${short(k)} ${v}`)
            .join(', ')})`,
      );
      for (const c of CATEGORIES.filter((c) => c !== 'performance'))
        for (const a of failing[c])
          console.log(`          ${c}: ${a.id}${a.displayValue ? ` (${a.displayValue})` : ''} — failed in ${a.failedRuns}/${runs} run(s)`);
    }
  }
} finally {
  chrome.kill();
}
await writePart('lighthouse', {
  formFactor: 'mobile',
  throttling: 'simulate (default)',
  chromium: '/usr/bin/chromium',
  plan: Object.fromEntries(plan),
  results,
});
