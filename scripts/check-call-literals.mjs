// `node scripts/check-call-literals.mjs [--update]`: the hall API's addresses are written once, in the calls of
// lib/contract (lib/contract/call.ts). The browser code (components/, lib/hooks/), the server pages' client
// (lib/hall/), e2e and bench call them by value; an '/api/…' literal there is an address written a second time.
// Areas not yet moved to calls keep their literals, counted per file in scripts/call-literals.json: a file may lose
// literals, never gain them, and a new file has none.
// `--update` writes the counts down once they fell (it refuses to write a rise); `--init` writes them as they are.
import fs from 'node:fs';
import path from 'node:path';

const ROOT = path.resolve(import.meta.dirname, '..');
const DIRS = ['components', 'lib/hooks', 'lib/hall', 'e2e', 'bench'];
const BASELINE = path.join(ROOT, 'scripts/call-literals.json');
// A quoted or template literal that starts an address of the hall API (or the BFF that forwards it).
const LITERAL = /['"`]\/api\//g;

function walk(dir) {
  if (!fs.existsSync(dir)) return [];
  return fs.readdirSync(dir, { withFileTypes: true }).flatMap((entry) => {
    const p = path.join(dir, entry.name);
    if (entry.isDirectory()) return entry.name === 'node_modules' || entry.name.startsWith('.') || entry.name === 'results' ? [] : walk(p);
    return /\.(ts|tsx|mjs)$/.test(entry.name) ? [p] : [];
  });
}

const counts = {};
for (const file of DIRS.flatMap((d) => walk(path.join(ROOT, d)))) {
  const n = (fs.readFileSync(file, 'utf8').match(LITERAL) ?? []).length;
  if (n) counts[path.relative(ROOT, file).split(path.sep).join('/')] = n;
}
const baseline = fs.existsSync(BASELINE) ? JSON.parse(fs.readFileSync(BASELINE, 'utf8')) : {};
const rises = Object.entries(counts).filter(([file, n]) => n > (baseline[file] ?? 0));
const total = (o) => Object.values(o).reduce((a, b) => a + b, 0);

if (process.argv.includes('--init')) {
  fs.writeFileSync(
    BASELINE,
    `${JSON.stringify(Object.fromEntries(Object.entries(counts).sort(([a], [b]) => a.localeCompare(b))), null, 2)}\n`,
  );
  process.exit(0);
}
if (rises.length) {
  console.error('Addresses of the hall API written outside its calls (define the call in lib/contract and use it by value):');
  for (const [file, n] of rises) console.error(`  ${file}: ${n} '/api/' literal(s), ${baseline[file] ?? 0} allowed`);
  process.exit(1);
}
if (process.argv.includes('--update')) {
  const sorted = Object.fromEntries(Object.entries(counts).sort(([a], [b]) => a.localeCompare(b)));
  fs.writeFileSync(BASELINE, `${JSON.stringify(sorted, null, 2)}\n`);
}
const files = Object.keys(counts).length;
console.log(`call literals: ${total(counts)} '/api/' literals in ${files} files still to move to calls (${total(baseline)} allowed)`);
