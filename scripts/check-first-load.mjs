// `node scripts/check-first-load.mjs`: what every phone downloads before a page is usable stays small
// (docs/decisions/first-load.md). From the layout and the landing pages (home, a performance's detail), every module
// reached by a static import (a `import()` is loaded later and may use anything) must not
//   - import next/link or next/dynamic (router glue and a loader in every first load: plain <a>, lazyPart);
//   - import next-intl's NextIntlClientProvider (use-intl in every first load: words as props, lazyPart's IntlIsland);
//   - be a client module that imports next-intl at run time (the same library, through a hook).
// A server module may use next-intl's server functions and its hooks (they run on the server and send nothing).
import fs from 'node:fs';
import path from 'node:path';
import { resolveImport } from './module-resolve.mjs';

const ROOT = path.resolve(import.meta.dirname, '..');
export const ENTRIES = ['app/[locale]/layout.tsx', 'app/[locale]/error.tsx', 'app/[locale]/not-found.tsx', 'app/[locale]/(landing)'];
// Static imports and re-exports, type-only ones apart; `import()` is not matched.
const STATIC_IMPORT = /(?:^|[\s;])(import|export)\s+(type\s)?([^'"`;]*?)\s*from\s*['"]([^'"]+)['"]|^\s*import\s+['"]([^'"]+)['"]/gm;

function pagesUnder(root, dir) {
  const full = path.join(root, dir);
  if (!fs.statSync(full).isDirectory()) return [dir];
  return fs.readdirSync(full, { withFileTypes: true }).flatMap((entry) => {
    const rel = path.posix.join(dir, entry.name);
    if (entry.isDirectory()) return pagesUnder(root, rel);
    return /^(page|layout)\.tsx$/.test(entry.name) ? [rel] : [];
  });
}

/** Each rule broken in the first load of `root`'s layout and landing pages, as `module: what (its importer chain)`. */
export function firstLoadFindings(root = ROOT, entries = ENTRIES) {
  const findings = [];
  const via = new Map();
  const queue = entries.flatMap((entry) => pagesUnder(root, entry));
  for (const file of queue) via.set(file, null);
  const chain = (file) => {
    const names = [];
    for (let f = file; f; f = via.get(f)) names.unshift(f);
    return names.join(' → ');
  };
  while (queue.length) {
    const file = queue.shift();
    const text = fs.readFileSync(path.join(root, file), 'utf8');
    const client = /^\s*['"]use client['"]/.test(text);
    for (const m of text.matchAll(STATIC_IMPORT)) {
      const [, , typeOnly, names = '', fromSpec, bareSpec] = m;
      const spec = fromSpec ?? bareSpec;
      if (typeOnly) continue;
      if (spec === 'next/link' || spec === 'next/dynamic') findings.push(`${file}: imports ${spec} (${chain(file)})`);
      if (spec === 'next-intl' && /\bNextIntlClientProvider\b/.test(names))
        findings.push(`${file}: imports NextIntlClientProvider (${chain(file)})`);
      else if (spec === 'next-intl' && client && !/^\s*\{\s*type\s[^,}]*\}\s*$/.test(names))
        findings.push(`${file}: a client module that imports next-intl (${chain(file)})`);
      const target = resolveImport(file, spec, (c) => fs.existsSync(path.join(root, c)) && fs.statSync(path.join(root, c)).isFile());
      if (target && !via.has(target)) {
        via.set(target, file);
        queue.push(target);
      }
    }
  }
  return findings;
}

if (import.meta.url === `file://${process.argv[1]}`) {
  const findings = firstLoadFindings();
  if (findings.length) {
    console.error("The landing pages' first load takes in what it must not (docs/decisions/first-load.md):");
    for (const line of findings) console.error(`  ${line}`);
    process.exit(1);
  }
  console.log('first load: no next/link, next/dynamic or next-intl client code from the layout and the landing pages');
}
