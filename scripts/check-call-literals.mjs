// `node scripts/check-call-literals.mjs`: the hall API's addresses are written once, in the calls and addresses of
// lib/contract (lib/contract/call.ts, lib/contract/address.ts). The browser code (components/, lib/hooks/), the server
// pages' client (lib/hall/), e2e and bench call them by value; an '/api/…' literal there is an address written a
// second time, and fails the check with its file and line.
import fs from 'node:fs';
import path from 'node:path';

const ROOT = path.resolve(import.meta.dirname, '..');
export const DIRS = ['components', 'lib/hooks', 'lib/hall', 'e2e', 'bench'];
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

/** Every '/api/…' literal under the directories of `root`, as `file:line: the line`. */
export function addressLiterals(root, dirs = DIRS) {
  return dirs.flatMap((dir) =>
    walk(path.join(root, dir)).flatMap((file) =>
      fs
        .readFileSync(file, 'utf8')
        .split('\n')
        .flatMap((line, i) =>
          line.match(LITERAL) ? [`${path.relative(root, file).split(path.sep).join('/')}:${i + 1}: ${line.trim()}`] : [],
        ),
    ),
  );
}

if (import.meta.url === `file://${process.argv[1]}`) {
  const found = addressLiterals(ROOT);
  if (found.length) {
    console.error('Addresses of the hall API written outside its calls (define the call in lib/contract and use it by value):');
    for (const line of found) console.error(`  ${line}`);
    process.exit(1);
  }
  console.log(`call literals: none in ${DIRS.join(', ')}`);
}
