// `node scripts/check-imports.mjs`: the layering rules of docs/architecture.md, checked on every import
// (static, dynamic and type-only) of the site, the hall API and the scripts; tests are left out.
//   1. no import circle (strongly connected components of the module graph);
//   2. nothing in lib/ imports components/ or app/ (the lowest layer knows no screen);
//   3. nothing outside hall/ imports hall/, and hall/ imports from lib/ only lib/contract, lib/i18n, lib/security,
//      lib/validation and a few pure modules (the hall API runs without the site);
//   4. the hall's lower layers (db/, platform/, providers/, config) import no services/ or routes/, and its
//      configuration imports no provider (providers read the configuration, not the other way round);
//   5. the order pipeline (hall/services/orders/) imports no other wing but the shared ones (periodic work, the
//      audit log): each wing registers its own order kind and periodic work, and imports the pipeline, never the
//      other way round (hub and spokes).
// Exits 1 with every finding listed.
import fs from 'node:fs';
import path from 'node:path';
import { resolveImport } from './module-resolve.mjs';

const ROOT = path.resolve(import.meta.dirname, '..');
const DIRS = ['app', 'components', 'lib', 'hall', 'scripts'];
const FILES = ['proxy.ts', 'instrumentation.ts', 'next.config.ts'];
const IS_TEST = /\.(test|spec)\.[cm]?[jt]sx?$|\/test\//;

function walk(dir) {
  return fs.readdirSync(dir, { withFileTypes: true }).flatMap((entry) => {
    const p = path.join(dir, entry.name);
    if (entry.isDirectory()) return entry.name === 'node_modules' || entry.name.startsWith('.') ? [] : walk(p);
    return /\.(ts|tsx|mjs)$/.test(entry.name) && !entry.name.endsWith('.d.ts') && !entry.name.endsWith('.d.mts') ? [p] : [];
  });
}

const sources = [...DIRS.flatMap((d) => walk(path.join(ROOT, d))), ...FILES.map((f) => path.join(ROOT, f)).filter(fs.existsSync)]
  .map((p) => path.relative(ROOT, p).split(path.sep).join('/'))
  .filter((p) => !IS_TEST.test(p));
const known = new Set(sources);

const IMPORT =
  /(?:^|[\s;])(?:import|export)\s[^'"`;]*?from\s*['"]([^'"]+)['"]|import\(\s*['"]([^'"]+)['"]\s*\)|^\s*import\s+['"]([^'"]+)['"]/gm;
const graph = new Map();
for (const file of sources) {
  const text = fs.readFileSync(path.join(ROOT, file), 'utf8');
  const targets = new Set();
  for (const m of text.matchAll(IMPORT)) {
    const target = resolveImport(file, m[1] ?? m[2] ?? m[3], (c) => known.has(c));
    if (target && target !== file) targets.add(target);
  }
  graph.set(file, [...targets]);
}

const findings = [];

// 1. Circles: Tarjan's strongly connected components, iteratively.
{
  let index = 0;
  const indexOf = new Map();
  const low = new Map();
  const onStack = new Set();
  const stack = [];
  for (const start of graph.keys()) {
    if (indexOf.has(start)) continue;
    const work = [[start, 0]];
    while (work.length) {
      const frame = work[work.length - 1];
      const [node, i] = frame;
      if (i === 0) {
        indexOf.set(node, index);
        low.set(node, index++);
        stack.push(node);
        onStack.add(node);
      }
      const next = graph.get(node)[i];
      if (next !== undefined) {
        frame[1]++;
        if (!indexOf.has(next)) work.push([next, 0]);
        else if (onStack.has(next)) low.set(node, Math.min(low.get(node), indexOf.get(next)));
        continue;
      }
      work.pop();
      if (work.length) low.set(work[work.length - 1][0], Math.min(low.get(work[work.length - 1][0]), low.get(node)));
      if (low.get(node) === indexOf.get(node)) {
        const component = [];
        let member;
        do {
          member = stack.pop();
          onStack.delete(member);
          component.push(member);
        } while (member !== node);
        if (component.length > 1) findings.push(`import circle: ${component.sort((a, b) => a.localeCompare(b)).join(' ↔ ')}`);
      }
    }
  }
}

// 2–4. Layers.
const PIPELINE_MAY_USE = /^hall\/services\/(orders|work)\/|^hall\/services\/staff\/audit\.ts$/;
const HALL_MAY_USE = /^lib\/(contract|i18n|security|validation)\/|^lib\/(sign|format|routes|route-languages)\.ts$|^messages\//;
for (const [file, targets] of graph) {
  for (const target of targets) {
    if (file.startsWith('lib/') && /^(components|app)\//.test(target)) findings.push(`lib imports a screen: ${file} → ${target}`);
    if (!file.startsWith('hall/') && !file.startsWith('scripts/') && target.startsWith('hall/'))
      findings.push(`the site imports the hall API: ${file} → ${target}`);
    if (file.startsWith('hall/') && !target.startsWith('hall/') && !HALL_MAY_USE.test(target))
      findings.push(`the hall API imports a site module: ${file} → ${target}`);
    if (/^hall\/(db|platform|providers)\/|^hall\/config\.ts$/.test(file) && /^hall\/(services|routes)\//.test(target))
      findings.push(`a lower layer imports a higher one: ${file} → ${target}`);
    if (file.startsWith('hall/services/orders/') && target.startsWith('hall/services/') && !PIPELINE_MAY_USE.test(target))
      findings.push(`the order pipeline imports a wing: ${file} → ${target}`);
    if (file === 'hall/config.ts' && target.startsWith('hall/providers/'))
      findings.push(`the configuration imports a provider: ${file} → ${target}`);
  }
}

const edges = [...graph.values()].reduce((n, t) => n + t.length, 0);
if (findings.length) {
  console.error(`${findings.length} import rule(s) broken (${graph.size} modules, ${edges} imports):\n  ${findings.join('\n  ')}`);
  process.exit(1);
}
console.log(`imports: no circle, every layer in place (${graph.size} modules, ${edges} imports)`);
