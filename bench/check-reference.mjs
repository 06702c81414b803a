// Verifies that /bench-reference was prerendered at build time (build output ● and .html files in .next/server/app)
// and that its HTML is within ±30 % of home's: node check-reference.mjs COPY BUILD_LOG
import fs from 'node:fs';
import path from 'node:path';
import { LANGS, getPage, writePart } from './pages.mjs';

const [copy, buildLog] = process.argv.slice(2);
const log = fs.readFileSync(buildLog, 'utf8');
// Next lists the route, then one line per prerendered path: `│ ├ ● /zh-CN/bench-reference`.
const lines = LANGS.map((lang) => log.split('\n').find((l) => l.trimEnd().endsWith(` /${lang}/bench-reference`)) ?? '');
const markers = lines.map((l) => l.match(/[○●ƒ◐λ]/)?.[0] ?? '?');
const marker = markers.every((m) => m === '●') ? '●' : markers.join('/');
const line = lines.map((l) => l.replace(/^[\s│├└┌─]+/, '').trim()).join(', ');
const files = LANGS.map((lang) => path.join(copy, '.next/server/app', lang, 'bench-reference.html'));
const htmlFiles = Object.fromEntries(files.map((f, i) => [LANGS[i], fs.existsSync(f) ? fs.statSync(f).size : null]));

const sizes = {};
for (const lang of LANGS) {
  const home = await getPage('/', lang);
  const reference = await getPage('/bench-reference', lang);
  if (reference.status !== 200) throw new Error(`/bench-reference (${lang}) answered ${reference.status}`);
  sizes[lang] = { home: home.bytes, reference: reference.bytes, ratio: reference.bytes / home.bytes, referenceCache: reference.cache };
}
const prerendered = marker === '●' && Object.values(htmlFiles).every((s) => s !== null);
const similar = Object.values(sizes).every((s) => Math.abs(s.ratio - 1) <= 0.3);

console.log(`[bench] build output: ${line || '(no bench-reference lines)'}`);
console.log(
  `[bench] prerendered files: ${Object.entries(htmlFiles)
    .map(([l, s]) => `${l}/bench-reference.html ${s ?? 'MISSING'} B`)
    .join(', ')}`,
);
for (const [lang, s] of Object.entries(sizes))
  console.log(`[bench] HTML size ${lang}: home ${s.home} B, reference ${s.reference} B (${((s.ratio - 1) * 100).toFixed(1)} %)`);
await writePart('reference', { buildLine: line, marker, htmlFiles, prerendered, sizes, similar });
if (!prerendered) throw new Error('the reference page was not prerendered at build time: its figures would not be a ceiling');
if (!similar) throw new Error('the reference HTML is not within ±30 % of home: pick a reference closer in size');
