// Lighthouse (mobile, the default form factor with simulated throttling) on home and detail in both languages,
// in Debian chromium; prints the four category scores and keeps every audit that is not passed.
import fs from 'node:fs';
import path from 'node:path';
import * as chromeLauncher from 'chrome-launcher';
import lighthouse from 'lighthouse';
import { LANGS, cookieFor, pages, site, withStamp, writePart } from './pages.mjs';

const CATEGORIES = ['performance', 'accessibility', 'best-practices', 'seo'];
const FLAGS = ['--headless=new', '--no-sandbox', '--disable-gpu', '--disable-background-networking', '--disable-component-update',
  '--disable-sync', '--no-first-run', '--disable-quic'];
const reports = path.join(import.meta.dirname, 'results');
fs.mkdirSync(reports, { recursive: true });

/** Audits of a category that did not pass, with the elements Lighthouse names. */
function notPassed(lhr, category) {
  return lhr.categories[category].auditRefs
    .map((ref) => ({ ref, audit: lhr.audits[ref.id] }))
    .filter(({ audit }) => audit.score !== null && audit.score < 1 && !['notApplicable', 'manual', 'informative'].includes(audit.scoreDisplayMode))
    .map(({ ref, audit }) => ({
      id: audit.id,
      title: audit.title,
      score: audit.score,
      weight: ref.weight,
      displayValue: audit.displayValue,
      items: (audit.details?.items ?? []).slice(0, 10).map((item) => ({
        selector: item.node?.selector,
        snippet: item.node?.snippet,
        label: item.node?.nodeLabel,
        url: item.url ?? item.source?.url,
        explanation: item.node?.explanation ?? item.description ?? item.subItems?.items?.map((s) => s.relatedNode?.selector).filter(Boolean).join(', '),
        wastedBytes: item.wastedBytes,
        wastedMs: item.wastedMs,
      })),
    }));
}

const chrome = await chromeLauncher.launch({ chromePath: process.env.CHROME_PATH ?? '/usr/bin/chromium', chromeFlags: FLAGS, logLevel: 'silent' });
const results = [];
try {
  for (const lang of process.env.BENCH_LH_LANGS?.split(',') ?? LANGS) {
    for (const p of pages().filter((p) => p.name !== 'reference')) {
      const url = site + withStamp(p.path);
      const runner = await lighthouse(url, {
        port: chrome.port,
        output: 'json',
        logLevel: 'error',
        onlyCategories: CATEGORIES,
        extraHeaders: { Cookie: cookieFor(lang) },
      });
      const lhr = runner.lhr;
      fs.writeFileSync(path.join(reports, `lighthouse-${p.name}-${lang}.json`), runner.report);
      const scores = Object.fromEntries(CATEGORIES.map((c) => [c, Math.round(lhr.categories[c].score * 100)]));
      const metrics = Object.fromEntries(
        ['first-contentful-paint', 'largest-contentful-paint', 'total-blocking-time', 'cumulative-layout-shift', 'speed-index'].map((id) => [id, lhr.audits[id].displayValue]),
      );
      const failing = Object.fromEntries(CATEGORIES.map((c) => [c, notPassed(lhr, c)]));
      results.push({ page: p.name, lang, url, scores, metrics, failing, runtimeError: lhr.runtimeError?.message, warnings: lhr.runWarnings });
      console.log(`[bench] ${p.name.padEnd(6)} ${lang}  ${CATEGORIES.map((c) => `${c} ${scores[c]}`).join('  ')}  (${Object.entries(metrics).map(([k, v]) => `${k.split('-').map((w) => w[0]).join('').toUpperCase()} ${v}`).join(', ')})`);
      for (const c of CATEGORIES)
        for (const a of failing[c]) console.log(`          ${c}: ${a.id} (score ${a.score}${a.displayValue ? `, ${a.displayValue}` : ''})`);
    }
  }
} finally {
  await chrome.kill();
}
await writePart('lighthouse', { formFactor: 'mobile', throttling: 'simulate (default)', chromium: '/usr/bin/chromium', results });
